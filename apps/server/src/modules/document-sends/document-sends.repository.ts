import type { DocumentSendItemStatus, DocumentSendKind } from '@passerelle/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  actions,
  documentSendItems,
  documentSends,
  registrations,
  sessions,
  structures,
  users,
  type DocumentSendItemRow,
  type DocumentSendRow,
} from '../../db/schema/index.js';
import { finishJob, fromNow, type Claim, type JobTable } from '../../lib/jobs/job-table.js';
import { selectRegistrationsWithPeople } from '../../lib/query-joins.js';
import { userContactColumns } from '../../lib/user-columns.js';

/* The SQL of the sends of a session's convocations and conventions (decision 039). */

/** The session's confirmed trainees (REGISTERED, not on the waiting list): who gets a convocation. */
export function findRegisteredTrainees(db: Executor, sessionId: number) {
  return selectRegistrationsWithPeople(db, {
    registrationId: registrations.id,
    givenName: users.givenName,
    familyName: users.familyName,
    structureId: registrations.structureId,
    structureName: structures.name,
  })
    .where(
      and(
        eq(registrations.sessionId, sessionId),
        eq(registrations.status, 'REGISTERED'),
        eq(registrations.waitingList, false),
      ),
    )
    .orderBy(asc(users.familyName), asc(users.givenName), asc(registrations.id));
}

/** A convocation's trainee as it is now: still confirmed? its address and names for the mail. */
export async function findConvocationTrainee(db: Executor, registrationId: number) {
  const [row] = await selectRegistrationsWithPeople(db, {
    registrationId: registrations.id,
    sessionId: registrations.sessionId,
    status: registrations.status,
    waitingList: registrations.waitingList,
    ...userContactColumns,
    disabled: users.disabled,
    structureName: structures.name,
  }).where(eq(registrations.id, registrationId));
  return row;
}

/** The structure's own address, where its convention goes when it has no HR validator. */
export async function findStructureEmail(db: Executor, structureId: number) {
  const [structure] = await db
    .select({ email: structures.email })
    .from(structures)
    .where(eq(structures.id, structureId));
  return structure?.email?.trim() || null;
}

/** The session's status as it is now (undefined once it is deleted). */
export async function findSessionStatus(db: Executor, sessionId: number) {
  const [row] = await db
    .select({ status: sessions.status })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.status;
}

export async function hasRunningSend(db: Executor, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: documentSends.id })
    .from(documentSends)
    .where(and(eq(documentSends.sessionId, sessionId), eq(documentSends.status, 'RUNNING')))
    .limit(1);
  return row !== undefined;
}

export async function insertSend(
  db: Executor,
  values: Omit<typeof documentSends.$inferInsert, 'id' | 'createdAt'>,
  items: { kind: DocumentSendKind; registrationId?: number; structureId?: number; name: string }[],
): Promise<DocumentSendRow> {
  const [send] = await db.insert(documentSends).values(values).returning();
  if (!send) throw new Error('insert into document_sends returned nothing');
  if (items.length > 0) {
    await db.insert(documentSendItems).values(items.map((item) => ({ ...item, sendId: send.id })));
  }
  return send;
}

const countOf = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

const sendColumns = {
  id: documentSends.id,
  sessionId: documentSends.sessionId,
  status: documentSends.status,
  convocations: documentSends.convocations,
  conventions: documentSends.conventions,
  total: documentSends.total,
  error: documentSends.error,
  createdAt: documentSends.createdAt,
  finishedAt: documentSends.finishedAt,
  authorId: users.id,
  authorGivenName: users.givenName,
  authorFamilyName: users.familyName,
  done: countOf(sql`${documentSendItems.status} <> 'PENDING'`),
  convocationsSent: countOf(
    sql`${documentSendItems.status} = 'SENT' and ${documentSendItems.kind} = 'CONVOCATION'`,
  ),
  conventionsSent: countOf(
    sql`${documentSendItems.status} = 'SENT' and ${documentSendItems.kind} = 'CONVENTION'`,
  ),
  skipped: countOf(sql`${documentSendItems.status} = 'SKIPPED'`),
  failed: countOf(sql`${documentSendItems.status} = 'FAILED'`),
};

export type SendSummaryRow = Awaited<ReturnType<typeof findSendSummaries>>[number];

/** Sends with their counts and author, newest first: a session's, or the one `sendId`. */
export function findSendSummaries(db: Executor, where: { sessionId: number } | { sendId: number }) {
  return db
    .select(sendColumns)
    .from(documentSends)
    .leftJoin(documentSendItems, eq(documentSendItems.sendId, documentSends.id))
    .leftJoin(users, eq(users.id, documentSends.createdById))
    .where(
      'sessionId' in where
        ? eq(documentSends.sessionId, where.sessionId)
        : eq(documentSends.id, where.sendId),
    )
    .groupBy(documentSends.id, users.id)
    .orderBy(desc(documentSends.createdAt), desc(documentSends.id));
}

export async function findSend(db: Executor, id: number): Promise<DocumentSendRow | undefined> {
  const [row] = await db.select().from(documentSends).where(eq(documentSends.id, id));
  return row;
}

/** The sends of these ids (those a runner claimed). */
export function findSends(db: Executor, ids: readonly number[]): Promise<DocumentSendRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(documentSends)
    .where(inArray(documentSends.id, [...ids]));
}

export function findSendItems(db: Executor, sendId: number): Promise<DocumentSendItemRow[]> {
  return db
    .select()
    .from(documentSendItems)
    .where(eq(documentSendItems.sendId, sendId))
    .orderBy(asc(documentSendItems.id));
}

/** The items still to work through, in order. */
export function findPendingItems(db: Executor, sendId: number): Promise<DocumentSendItemRow[]> {
  return db
    .select()
    .from(documentSendItems)
    .where(and(eq(documentSendItems.sendId, sendId), eq(documentSendItems.status, 'PENDING')))
    .orderBy(asc(documentSendItems.id));
}

/**
 * Locks the item while it is still PENDING (until the transaction ends), else undefined: another
 * runner (another replica, a resumed send) wrote its mail meanwhile.
 */
export async function lockPendingItem(db: Executor, id: number) {
  const [row] = await db
    .select({ id: documentSendItems.id })
    .from(documentSendItems)
    .where(and(eq(documentSendItems.id, id), eq(documentSendItems.status, 'PENDING')))
    .for('update');
  return row;
}

export async function finishItem(
  db: Executor,
  id: number,
  values: {
    status: Exclude<DocumentSendItemStatus, 'PENDING'>;
    recipients?: string[];
    mailId?: number | null;
    reason?: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .update(documentSendItems)
    .set({ ...values, doneAt: sql`now()` })
    .where(and(eq(documentSendItems.id, id), eq(documentSendItems.status, 'PENDING')))
    .returning({ id: documentSendItems.id });
  return rows.length > 0;
}

/** Who received what, last: per trainee or structure, its latest SENT item of the session. */
export async function findReceivers(db: Executor, sessionId: number) {
  return db
    .select({
      kind: documentSendItems.kind,
      registrationId: documentSendItems.registrationId,
      structureId: documentSendItems.structureId,
      name: sql<string>`(array_agg(${documentSendItems.name} order by ${documentSendItems.doneAt} desc))[1]`,
      sentAt: sql<Date>`max(${documentSendItems.doneAt})`.mapWith(documentSendItems.doneAt),
    })
    .from(documentSendItems)
    .innerJoin(documentSends, eq(documentSends.id, documentSendItems.sendId))
    .where(and(eq(documentSends.sessionId, sessionId), eq(documentSendItems.status, 'SENT')))
    .groupBy(
      documentSendItems.kind,
      documentSendItems.registrationId,
      documentSendItems.structureId,
    );
}

/** Sends created in the last `days` days that failed, or some of whose documents did. */
function failedSince(days: number): SQL {
  return sql`${documentSends.createdAt} > now() - ${days} * interval '1 day'
    and (${documentSends.status} = 'FAILED' or exists (
      select 1 from ${documentSendItems}
      where ${documentSendItems.sendId} = ${documentSends.id}
        and ${documentSendItems.status} = 'FAILED'))`;
}

/** How many sends are running now, and how many of the last `days` days failed. */
export async function countSendProblems(
  db: Executor,
  days: number,
): Promise<{ running: number; failed: number }> {
  const [row] = await db
    .select({
      running: countOf(sql`${documentSends.status} = 'RUNNING'`),
      failed: countOf(failedSince(days)),
    })
    .from(documentSends)
    .where(sql`${documentSends.status} = 'RUNNING' or ${failedSince(days)}`);
  return { running: row?.running ?? 0, failed: row?.failed ?? 0 };
}

/** The latest failed sends of the last `days` days, with their session and action. */
export function findFailedSends(db: Executor, days: number, limit: number) {
  return db
    .select({
      id: documentSends.id,
      sessionId: documentSends.sessionId,
      actionId: sessions.actionId,
      actionName: actions.name,
      sessionStart: sessions.startDate,
      createdAt: documentSends.createdAt,
      error: documentSends.error,
      failedItems: sql<number>`(select count(*)::int from ${documentSendItems}
        where ${documentSendItems.sendId} = ${documentSends.id}
          and ${documentSendItems.status} = 'FAILED')`,
    })
    .from(documentSends)
    .innerJoin(sessions, eq(sessions.id, documentSends.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .where(failedSince(days))
    .orderBy(desc(documentSends.createdAt), desc(documentSends.id))
    .limit(limit);
}

/** The sends as a job table: a send is work while RUNNING. */
export const DOCUMENT_SEND_JOBS: JobTable = {
  name: 'document_sends',
  key: 'id',
  pending: sql`status = 'RUNNING'`,
};

/** The claimed send went through its items: DONE now. False when the claim is no longer `worker`'s. */
export function markSendDone(db: Executor, claim: Claim, worker: string): Promise<boolean> {
  return finishJob(
    db,
    DOCUMENT_SEND_JOBS,
    claim,
    worker,
    sql`status = 'DONE', finished_at = now()`,
  );
}

/**
 * The claimed send's attempt failed with `error`: tried again in `retryInMs`, or FAILED when that
 * is null (its last attempt).
 */
export function markSendFailed(
  db: Executor,
  claim: Claim,
  worker: string,
  failure: { error: string; retryInMs: number | null },
): Promise<boolean> {
  const { error, retryInMs } = failure;
  return finishJob(
    db,
    DOCUMENT_SEND_JOBS,
    claim,
    worker,
    retryInMs === null
      ? sql`status = 'FAILED', error = ${error}, finished_at = now()`
      : sql`error = ${error}, next_attempt_at = ${fromNow(retryInMs)}`,
  );
}
