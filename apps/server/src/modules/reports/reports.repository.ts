import {
  REPORT_SESSION_STATUSES,
  type ActionScope,
  type RegistrationStatus,
  type ReportFilters,
  type ReportStatus,
  type SessionHistoryEvent,
  type SessionStatus,
} from '@passerelle/shared';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.js';
import {
  actions,
  registrations,
  sessionHistory,
  sessionReports,
  sessions,
  structures,
  users,
} from '../../db/schema/index.js';
import { foldedColumnContains } from '../../lib/crud/fold.js';
import type { PageWindow } from '../../lib/pagination.js';
import { actionFilterConditions, eqWhenSet } from '../../lib/optional-filters.js';
import { joinedSelect, sessionsWithAction } from '../../lib/query-joins.js';

/*
 * The SQL of the pedagogical reports (decision 033). A report is keyed by its session. The
 * reports shown are those of the sessions whose report is enabled and that are realised (or
 * later): a session left joined to its report row, so a realised session whose row is missing
 * still shows, IN_PROGRESS and empty.
 */

const author = alias(users, 'report_author');
const completer = alias(users, 'report_completer');
const validator = alias(users, 'report_validator');
const sender = alias(users, 'report_sender');

/** A session whose report exists (enabled, realised or later). */
export const reportOpenCondition: SQL = and(
  eq(sessions.reportEnabled, true),
  inArray(sessions.status, [...REPORT_SESSION_STATUSES]),
)!;

const reportStatusColumn = sql<ReportStatus>`coalesce(${sessionReports.status}, 'IN_PROGRESS')`;

const listColumns = {
  sessionId: sessions.id,
  code: sessions.code,
  sessionStatus: sessions.status,
  startDate: sessions.startDate,
  endDate: sessions.endDate,
  reportEnabled: sessions.reportEnabled,
  actionId: actions.id,
  actionName: actions.name,
  actionYear: actions.year,
  providerId: structures.id,
  providerName: structures.name,
  status: reportStatusColumn,
  savedAt: sessionReports.savedAt,
  updatedAt: sessionReports.updatedAt,
};

/** Who did a step, as read (null when nobody did, or the account is gone). */
export type PersonColumns = {
  id: number | null;
  givenName: string | null;
  familyName: string | null;
};

/** Who did a step: the user joined through `table` (an alias of `users`). */
function personColumns<I, G, F>(table: { id: I; givenName: G; familyName: F }) {
  return { id: table.id, givenName: table.givenName, familyName: table.familyName };
}

const fullColumns = {
  ...listColumns,
  sections: sessionReports.sections,
  completedAt: sessionReports.completedAt,
  validatedAt: sessionReports.validatedAt,
  sentBackAt: sessionReports.sentBackAt,
  sentBackReason: sessionReports.comment,
  author: personColumns(author),
  completer: personColumns(completer),
  validator: personColumns(validator),
  sender: personColumns(sender),
};

/** The sessions with their action and their report, if any: what the list's conditions read. */
const reportsFrom = joinedSelect((select) =>
  sessionsWithAction(select).leftJoin(sessionReports, eq(sessionReports.sessionId, sessions.id)),
);

function listFrom(db: Executor) {
  return reportsFrom(db, listColumns).leftJoin(structures, eq(structures.id, actions.providerId));
}

export type ReportListRow = Awaited<ReturnType<typeof listFrom>>[number];

function fullFrom(db: Executor) {
  return reportsFrom(db, fullColumns)
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .leftJoin(author, eq(author.id, sessionReports.authorId))
    .leftJoin(completer, eq(completer.id, sessionReports.completedById))
    .leftJoin(validator, eq(validator.id, sessionReports.validatedById))
    .leftJoin(sender, eq(sender.id, sessionReports.sentBackById));
}

export type ReportRow = Awaited<ReturnType<typeof fullFrom>>[number];

/** The report of session `sessionId` with its session, action, provider and people. */
export async function findReport(db: Executor, sessionId: number): Promise<ReportRow | undefined> {
  const [row] = await fullFrom(db).where(eq(sessions.id, sessionId));
  return row;
}

/** The report row of a session, locked for update until the transaction ends. */
export async function lockReportRow(tx: Executor, sessionId: number) {
  const [row] = await tx
    .select({ status: sessionReports.status, savedAt: sessionReports.savedAt })
    .from(sessionReports)
    .where(eq(sessionReports.sessionId, sessionId))
    .for('update');
  return row;
}

/** Creates the empty report of a session; false when it already has one. */
export async function insertReportIfMissing(tx: Executor, sessionId: number): Promise<boolean> {
  const rows = await tx
    .insert(sessionReports)
    .values({ sessionId })
    .onConflictDoNothing()
    .returning({ sessionId: sessionReports.sessionId });
  return rows.length > 0;
}

/**
 * Saves the text of a report still IN_PROGRESS (creating it if needed); false when the report is
 * no longer IN_PROGRESS (nothing changed).
 */
export async function saveReportText(
  tx: Executor,
  values: { sessionId: number; sections: Record<string, string>; authorId: number; at: Date },
): Promise<boolean> {
  const change = { sections: values.sections, authorId: values.authorId, savedAt: values.at };
  const rows = await tx
    .insert(sessionReports)
    .values({ sessionId: values.sessionId, ...change })
    .onConflictDoUpdate({
      target: sessionReports.sessionId,
      set: change,
      setWhere: eq(sessionReports.status, 'IN_PROGRESS'),
    })
    .returning({ sessionId: sessionReports.sessionId });
  return rows.length > 0;
}

/** Moves the report from `from` to `values.status` only if it is still in `from`. */
export async function updateReportIf(
  tx: Executor,
  sessionId: number,
  from: ReportStatus,
  values: Partial<typeof sessionReports.$inferInsert> & { status: ReportStatus },
): Promise<boolean> {
  const rows = await tx
    .update(sessionReports)
    .set(values)
    .where(and(eq(sessionReports.sessionId, sessionId), eq(sessionReports.status, from)))
    .returning({ sessionId: sessionReports.sessionId });
  return rows.length > 0;
}

/** The sections last saved (for a completion without text). */
export async function savedSections(
  tx: Executor,
  sessionId: number,
): Promise<Record<string, string>> {
  const [row] = await tx
    .select({ sections: sessionReports.sections })
    .from(sessionReports)
    .where(eq(sessionReports.sessionId, sessionId));
  return row?.sections ?? {};
}

/**
 * A line of the session's history for a change of its report: the session's status does not
 * change (from and to are the same), the event says what happened, the comment why (a reason).
 */
export async function insertReportHistory(
  tx: Executor,
  values: {
    sessionId: number;
    sessionStatus: SessionStatus;
    authorId: number;
    impersonatorId: number | null;
    event: SessionHistoryEvent;
    comment: string;
  },
): Promise<void> {
  await tx.insert(sessionHistory).values({
    sessionId: values.sessionId,
    authorId: values.authorId,
    impersonatorId: values.impersonatorId,
    fromStatus: values.sessionStatus,
    toStatus: values.sessionStatus,
    event: values.event,
    comment: values.comment,
  });
}

/** The session's registrations with an attendance, counted by status and excuse. */
export async function attendanceGroups(
  db: Executor,
  sessionIds: readonly number[],
): Promise<
  { sessionId: number; status: RegistrationStatus; excusedAbsence: boolean; count: number }[]
> {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      sessionId: registrations.sessionId,
      status: registrations.status,
      excusedAbsence: registrations.excusedAbsence,
      count: count(),
    })
    .from(registrations)
    .where(
      and(
        inArray(registrations.sessionId, [...sessionIds]),
        inArray(registrations.status, ['PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE']),
      ),
    )
    .groupBy(registrations.sessionId, registrations.status, registrations.excusedAbsence);
}

// What the report's mails need.

/** The provider structure's name and address. */
export async function findProviderContact(tx: Executor, providerId: number) {
  const [row] = await tx
    .select({ name: structures.name, email: structures.email })
    .from(structures)
    .where(eq(structures.id, providerId));
  return row;
}

/** The referent manager of an action (null when it has none). */
export async function findActionReferent(tx: Executor, actionId: number): Promise<number | null> {
  const [row] = await tx
    .select({ referentId: actions.referentId })
    .from(actions)
    .where(eq(actions.id, actionId));
  return row?.referentId ?? null;
}

// The list and the export.

export interface ReportQuery {
  filters: ReportFilters;
  scope: ActionScope;
  /** The statuses in the order the viewer reads them first. */
  statusOrder: readonly ReportStatus[];
}

function listConditions({ filters, scope }: ReportQuery): SQL | undefined {
  return and(
    reportOpenCondition,
    actionFilterConditions(filters, scope),
    eqWhenSet(sessions.actionId, filters.actionId),
    filters.status !== undefined ? sql`${reportStatusColumn} = ${filters.status}` : undefined,
    filters.q !== undefined
      ? or(
          foldedColumnContains(actions.nameFolded, filters.q),
          foldedColumnContains(sessions.codeFolded, filters.q),
        )
      : undefined,
  );
}

function listOrder(query: ReportQuery): SQL[] {
  const rank = sql.join(
    query.statusOrder.map((status, index) => sql`when ${status} then ${index}`),
    sql` `,
  );
  return [
    sql`case ${reportStatusColumn} ${rank} else ${query.statusOrder.length} end`,
    desc(sessions.endDate),
    desc(sessions.id),
  ];
}

export async function selectReportPage(
  db: Executor,
  query: ReportQuery & PageWindow,
): Promise<{ rows: ReportListRow[]; total: number }> {
  const where = listConditions(query);
  const [rows, [counted]] = await Promise.all([
    listFrom(db)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.limit)
      .offset(query.offset),
    reportsFrom(db, { total: count() }).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The ids (sessions) of every report of the list, in its order: the export reads them by batch. */
export async function selectOrderedReportIds(db: Executor, query: ReportQuery): Promise<number[]> {
  const rows = await reportsFrom(db, { id: sessions.id })
    .where(listConditions(query))
    .orderBy(...listOrder(query));
  return rows.map((row) => row.id);
}

/** The full reports of `ids`, in the order of `ids`. */
export async function selectReportsById(
  db: Executor,
  ids: readonly number[],
): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  const rows = await fullFrom(db).where(inArray(sessions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.sessionId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
