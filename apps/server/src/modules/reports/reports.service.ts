import {
  actionScopeOf,
  can,
  checkReportTransition,
  isSessionReadOnly,
  missingReportSections,
  profileOf,
  reportAttendanceOf,
  reportAvailability,
  reportSectionsOf,
  t,
  type MailEventTag,
  type MailValues,
  type ReportEvent,
  type ReportListItem,
  type ReportListQuery,
  type ReportPage,
  type ReportSections,
  type ReportStatus,
  type SessionHistoryEvent,
  type SessionReport,
  type SessionStatus,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { pageWindow } from '../../lib/pagination.js';
import {
  reachableSession,
  sessionInContext,
  type SessionInContext,
} from '../access/access.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { actionManagerRecipients, structureRecipients } from '../users/users.service.js';
import { sessionMailValues } from '../../lib/registration-mail-values.js';
import { personRefOf } from '../../lib/user-columns.js';
import {
  attendanceGroups,
  findActionReferent,
  findProviderContact,
  findReport,
  insertReportHistory,
  insertReportIfMissing,
  lockReportRow,
  saveReportText,
  savedSections,
  selectReportPage,
  updateReportIf,
  type PersonColumns,
  type ReportListRow,
  type ReportQuery,
  type ReportRow,
} from './reports.repository.js';

/*
 * The pedagogical reports (bilans, decision 033): who reaches a report (its session's reach: a
 * provider those of its actions, staff all), when it exists (its session's report enabled and
 * the session realised or later), its workflow (shared REPORT_WORKFLOW) with each change in the
 * session's history, and the REPORT_TO_WRITE and REPORT_SENT_BACK mails.
 */

// The report to write: created, and its provider told, once.

/** The session statuses in which a report is created and its provider told to write it. */
const WRITABLE_OPEN: readonly SessionStatus[] = ['REALIZED', 'VALIDATED_MANAGER'];

/**
 * Called by the session workflow after each change of a session's status or report flag, in the
 * same transaction: when the session is realised with its report enabled and has no report yet,
 * creates it (IN_PROGRESS, empty) and writes the REPORT_TO_WRITE mail to its provider. A report
 * is created once: returning the session to programmed and realising it again, or switching the
 * flag off and on, sends no second mail.
 */
export async function openReportIfDue(
  tx: Executor,
  state: { id: number; status: SessionStatus; reportEnabled: boolean },
  publicUrl: string,
): Promise<void> {
  if (!state.reportEnabled || !WRITABLE_OPEN.includes(state.status)) return;
  if (!(await insertReportIfMissing(tx, state.id))) return;
  await mailProvider(tx, state.id, publicUrl, 'REPORT_TO_WRITE', {});
}

/** A report mail's tags: the session's, the provider's name and the link to the report. */
async function reportMailValues(
  tx: Executor,
  sessionId: number,
  publicUrl: string,
): Promise<{
  session: SessionInContext;
  provider: { name: string; email: string | null };
  values: MailValues<'REPORT_TO_WRITE'>;
} | null> {
  const session = await sessionInContext(tx, sessionId);
  if (!session?.providerId) return null;
  const provider = await findProviderContact(tx, session.providerId);
  if (!provider) return null;
  const values: MailValues<'REPORT_TO_WRITE'> = {
    ...sessionMailValues(session.actionName, session, {
      publicUrl,
      sessionPath: `/back/programming/${session.actionId}/sessions?session=${sessionId}`,
    }),
    'provider.name': provider.name,
    url: new URL(`/reports/${sessionId}`, publicUrl).toString(),
  };
  return { session, provider, values };
}

/**
 * Writes a report's mail to its provider (`reportMailRecipients`) in the outbox, in the
 * transaction of the change: the report's tags with the event's other tags (`extra`). Nothing
 * when the action has no provider.
 */
async function mailProvider<E extends 'REPORT_TO_WRITE' | 'REPORT_SENT_BACK'>(
  tx: Executor,
  sessionId: number,
  publicUrl: string,
  template: E,
  extra: Omit<MailValues<E>, MailEventTag<'REPORT_TO_WRITE'>>,
): Promise<void> {
  const report = await reportMailValues(tx, sessionId, publicUrl);
  if (!report) return;
  const to = await reportMailRecipients(tx, {
    providerId: report.session.providerId,
    providerEmail: report.provider.email,
  });
  const values = { ...report.values, ...extra } as MailValues<E>;
  await enqueueMail(tx, { template, to, values });
}

/**
 * A completed report waits for the programme team's reading: REPORT_COMPLETED to the action's
 * managers (its referent, else every enabled manager; decision 059), with the link to the report.
 */
async function mailManagersCompleted(
  tx: Executor,
  sessionId: number,
  publicUrl: string,
): Promise<void> {
  const report = await reportMailValues(tx, sessionId, publicUrl);
  if (!report) return;
  const referentId = await findActionReferent(tx, report.session.actionId);
  const to = await actionManagerRecipients(tx, referentId);
  if (to.length === 0) return;
  await enqueueMail<'REPORT_COMPLETED'>(tx, {
    template: 'REPORT_COMPLETED',
    to,
    values: report.values,
  });
}

/**
 * Who writes the report: the enabled users holding the provider profile of the action's
 * provider structure (they are the ones who can open it); the structure's own address when it
 * has no such user.
 */
async function reportMailRecipients(
  tx: Executor,
  context: { providerId: number | null; providerEmail: string | null },
): Promise<string[]> {
  if (context.providerId === null) return [];
  const users = await structureRecipients(tx, 'profile_provider', [context.providerId]);
  if (users.length > 0) return users.map((user) => user.email);
  return context.providerEmail?.trim() ? [context.providerEmail.trim()] : [];
}

// Reading.

function step(at: Date | null, by: PersonColumns | null) {
  return at
    ? { at: at.toISOString(), by: by && personRefOf(by.id, by.givenName, by.familyName) }
    : null;
}

function toSession(row: ReportListRow) {
  return {
    id: row.sessionId,
    code: row.code,
    status: row.sessionStatus,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    action: { id: row.actionId, name: row.actionName, year: row.actionYear },
    provider:
      row.providerId !== null && row.providerName !== null
        ? { id: row.providerId, name: row.providerName }
        : null,
  };
}

type AttendanceGroup = Awaited<ReturnType<typeof attendanceGroups>>[number];

/** The API's view of a report row, with the attendance counted from its registrations' groups. */
export function toSessionReport(row: ReportRow, groups: readonly AttendanceGroup[]): SessionReport {
  return {
    id: row.sessionId,
    session: { ...toSession(row), reportEnabled: row.reportEnabled },
    status: row.status,
    sections: reportSectionsOf(row.sections),
    attendance: reportAttendanceOf(groups),
    saved: step(row.savedAt, row.author),
    completed: step(row.completedAt, row.completer),
    validated: step(row.validatedAt, row.validator),
    sentBack:
      row.sentBackAt && row.sentBackReason !== null
        ? { ...step(row.sentBackAt, row.sender)!, reason: row.sentBackReason }
        : null,
  };
}

/** 409 with the reason when the session has no report (flag off, not realised). */
function assertReportOpen(session: Pick<SessionInContext, 'status' | 'reportEnabled'>): void {
  const availability = reportAvailability(session);
  if (availability === 'disabled') throw new AppError('REPORT_DISABLED');
  if (availability === 'notRealized') throw new AppError('REPORT_NOT_REALIZED');
}

async function readReport(db: Executor, sessionId: number): Promise<SessionReport> {
  const [row, groups] = await Promise.all([
    findReport(db, sessionId),
    attendanceGroups(db, [sessionId]),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return toSessionReport(row, groups);
}

/**
 * `GET /api/sessions/{id}/report`, `GET /api/session_reports/{id}`: the report of a session the
 * user reaches (404 otherwise), once it exists (409 with the reason otherwise).
 */
export async function getReport(
  db: Database,
  user: SessionUser,
  sessionId: number,
): Promise<SessionReport> {
  const session = await reachableSession(db, user, sessionId);
  assertReportOpen(session);
  return readReport(db, sessionId);
}

/**
 * The report of a session for its PDF (decision 036), the session's reach checked by the
 * caller: 409 with the reason when the session has no report, null while nothing was written.
 */
export async function findWrittenReport(
  db: Executor,
  session: Pick<SessionInContext, 'id' | 'status' | 'reportEnabled'>,
): Promise<SessionReport | null> {
  assertReportOpen(session);
  const report = await readReport(db, session.id);
  return report.saved ? report : null;
}

// Changing.

interface ReportChange {
  sessionId: number;
  user: SessionUser;
}

/**
 * Runs `change` on a report the user reaches, open and not read-only, in a transaction where the
 * session row is share-locked (not closed, its flag not switched meanwhile) and the report row
 * locked; the event is checked against the report's status first. Answers the report after.
 */
async function changeReport(
  db: Database,
  event: ReportEvent,
  { sessionId, user }: ReportChange,
  change: (
    tx: Executor,
    context: { session: SessionInContext; status: ReportStatus; started: boolean; at: Date },
  ) => Promise<void>,
): Promise<SessionReport> {
  await db.transaction(async (tx) => {
    const session = await reachableSession(tx, user, sessionId, 'share');
    assertReportOpen(session);
    if (isSessionReadOnly(session.status)) throw new AppError('SESSION_READ_ONLY');
    const current = await lockReportRow(tx, sessionId);
    const status = current?.status ?? 'IN_PROGRESS';
    const check = checkReportTransition(event, status, profileOf(user.userProfileCode));
    if (!check.ok) throw new AppError(check.code, { params: check.params });
    await change(tx, { session, status, started: Boolean(current?.savedAt), at: new Date() });
  });
  return readReport(db, sessionId);
}

/** The session history's line of a report step: the event, and the reason when there is one. */
interface ReportHistoryLine {
  event: SessionHistoryEvent;
  reason?: string;
}

function history(
  tx: Executor,
  session: SessionInContext,
  user: SessionUser,
  line: ReportHistoryLine,
): Promise<void> {
  return insertReportHistory(tx, {
    sessionId: session.id,
    sessionStatus: session.status,
    authorId: user.id,
    impersonatorId: impersonatorIdOf(user),
    event: line.event,
    comment: line.reason ?? '',
  });
}

/**
 * Moves the report out of `from` (REPORT_CHANGED when another request moved it meanwhile) and
 * writes the change in the session's history.
 */
async function moveReport(
  tx: Executor,
  input: ReportChange,
  session: SessionInContext,
  from: ReportStatus,
  values: Parameters<typeof updateReportIf>[3],
  line: ReportHistoryLine,
): Promise<void> {
  if (!(await updateReportIf(tx, input.sessionId, from, values))) {
    throw new AppError('REPORT_CHANGED');
  }
  await history(tx, session, input.user, line);
}

async function saveText(
  tx: Executor,
  input: ReportChange & { sections: ReportSections },
  context: { session: SessionInContext; started: boolean; at: Date },
): Promise<void> {
  const saved = await saveReportText(tx, {
    sessionId: input.sessionId,
    sections: input.sections,
    authorId: input.user.id,
    at: context.at,
  });
  if (!saved) throw new AppError('REPORT_CHANGED');
  if (!context.started) {
    await history(tx, context.session, input.user, { event: 'REPORT_STARTED' });
  }
}

/** `PUT /api/sessions/{id}/report`, `PUT /api/session_reports/{id}`: the provider's draft. */
export function saveReport(
  db: Database,
  input: ReportChange & { sections: ReportSections },
): Promise<SessionReport> {
  return changeReport(db, 'save', input, (tx, context) => saveText(tx, input, context));
}

/**
 * `POST /api/session_reports/{id}/complete`: the text given is saved first (or the text last
 * saved is taken), then every required section must hold text (400 REPORT_INCOMPLETE with the
 * sections missing); the report becomes COMPLETED and the action's managers are told.
 */
export function completeReport(
  db: Database,
  input: ReportChange & { sections?: ReportSections; publicUrl: string },
): Promise<SessionReport> {
  return changeReport(db, 'complete', input, async (tx, context) => {
    const { sections } = input;
    if (sections) await saveText(tx, { ...input, sections }, context);
    const text = sections ?? reportSectionsOf(await savedSections(tx, input.sessionId));
    const missing = missingReportSections(text);
    if (missing.length > 0) {
      throw new AppError('REPORT_INCOMPLETE', {
        fieldErrors: Object.fromEntries(
          missing.map((section) => [`sections.${section}`, [t('validation.required')]]),
        ),
      });
    }
    await moveReport(
      tx,
      input,
      context.session,
      'IN_PROGRESS',
      { status: 'COMPLETED', completedAt: context.at, completedById: input.user.id },
      { event: 'REPORT_COMPLETED' },
    );
    await mailManagersCompleted(tx, input.sessionId, input.publicUrl);
  });
}

/**
 * `POST /api/session_reports/{id}/send_back`: back to IN_PROGRESS, with the reason; the
 * REPORT_SENT_BACK mail tells the provider, in the same transaction.
 */
export function sendBackReport(
  db: Database,
  input: ReportChange & { reason: string; publicUrl: string },
): Promise<SessionReport> {
  return changeReport(db, 'sendBack', input, async (tx, context) => {
    await moveReport(
      tx,
      input,
      context.session,
      'COMPLETED',
      {
        status: 'IN_PROGRESS',
        sentBackAt: context.at,
        sentBackById: input.user.id,
        comment: input.reason,
        completedAt: null,
        completedById: null,
      },
      { event: 'REPORT_SENT_BACK', reason: input.reason },
    );
    await mailProvider(tx, input.sessionId, input.publicUrl, 'REPORT_SENT_BACK', {
      reason: input.reason,
    });
  });
}

/** `POST /api/session_reports/{id}/validate`: COMPLETED → VALIDATED, for good. */
export function validateReport(db: Database, input: ReportChange): Promise<SessionReport> {
  return changeReport(db, 'validate', input, async (tx, context) => {
    await moveReport(
      tx,
      input,
      context.session,
      'COMPLETED',
      { status: 'VALIDATED', validatedAt: context.at, validatedById: input.user.id },
      { event: 'REPORT_VALIDATED' },
    );
  });
}

// The list.

/**
 * The order of the list: what the viewer acts on first. A provider writes (IN_PROGRESS), staff
 * validate (COMPLETED); validated reports come last.
 */
export function reportQueryOf(user: SessionUser, filters: ReportQuery['filters']): ReportQuery {
  return {
    filters,
    scope: actionScopeOf(user),
    statusOrder: can(user, 'reports.write')
      ? ['IN_PROGRESS', 'COMPLETED', 'VALIDATED']
      : ['COMPLETED', 'IN_PROGRESS', 'VALIDATED'],
  };
}

function toListItem(row: ReportListRow): ReportListItem {
  return {
    id: row.sessionId,
    session: toSession(row),
    status: row.status,
    savedAt: row.savedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * `GET /api/session_reports`: the reports within the viewer's reach (a provider: those of its
 * actions' sessions), filtered and paged.
 */
export async function listReports(
  db: Database,
  user: SessionUser,
  query: ReportListQuery,
): Promise<ReportPage> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await selectReportPage(db, {
    ...reportQueryOf(user, filters),
    ...pageWindow({ page, pageSize }),
  });
  return { items: rows.map(toListItem), total, page, pageSize };
}
