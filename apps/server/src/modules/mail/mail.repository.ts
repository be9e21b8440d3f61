import type { MailStatus } from '@passerelle/shared';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  documentTemplates,
  files,
  mailAttachments,
  mailOutbox,
  mailTemplates,
  type DocumentTemplate,
  type MailTemplate,
  type OutboxMail,
} from '../../db/schema/index.js';
import { CHANNELS } from '../../db/notifications.js';
import { rowsOf } from '../../db/rows.js';
import { prepareHint } from '../../db/statement-cache.js';
import type { Executor } from '../../db/executor.js';
import { finishJob, fromNow, type Claim, type JobTable } from '../../lib/jobs/job-table.js';
import { pageWindow } from '../../lib/pagination.js';

// Templates.

export async function findMailTemplateByCode(
  db: Executor,
  code: string,
): Promise<Pick<MailTemplate, 'subject' | 'body'> | undefined> {
  // Plain SQL: read for every mail, often under a lock (building the select cost more).
  const result = await db.execute(
    sql`${prepareHint}select subject, body from mail_templates where code = ${code}`,
  );
  return rowsOf<Pick<MailTemplate, 'subject' | 'body'>>(result)[0];
}

/**
 * A scalar subquery: the stored templates of `codes` as a JSON object (code → subject and body;
 * null when none is stored), for a statement that reads them with other things (decision 072).
 */
export function mailTemplatesJson(codes: readonly string[]): SQL {
  return sql`(select json_object_agg(code, json_build_object('subject', subject, 'body', body))
    from mail_templates where code in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )}))`;
}

export async function findMailTemplate(
  db: Executor,
  id: number,
): Promise<MailTemplate | undefined> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  return row;
}

export function listMailTemplates(db: Executor): Promise<MailTemplate[]> {
  return db.select().from(mailTemplates).orderBy(asc(mailTemplates.id));
}

export async function updateMailTemplate(
  db: Executor,
  id: number,
  values: { subject: string; body: string },
): Promise<MailTemplate | undefined> {
  const [row] = await db
    .update(mailTemplates)
    .set(values)
    .where(eq(mailTemplates.id, id))
    .returning();
  return row;
}

export function listDocumentTemplates(db: Executor): Promise<DocumentTemplate[]> {
  return db.select().from(documentTemplates).orderBy(asc(documentTemplates.id));
}

export async function findDocumentTemplate(
  db: Executor,
  id: number,
): Promise<DocumentTemplate | undefined> {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  return row;
}

export async function findDocumentTemplateByCode(
  db: Executor,
  code: string,
): Promise<DocumentTemplate | undefined> {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.code, code));
  return row;
}

export async function setDocumentTemplateFile(
  db: Executor,
  id: number,
  filePath: string,
): Promise<DocumentTemplate | undefined> {
  const [row] = await db
    .update(documentTemplates)
    .set({ filePath, importedAt: sql`now()` })
    .where(eq(documentTemplates.id, id))
    .returning();
  return row;
}

// Outbox.

export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  | 'templateCode'
  | 'recipient'
  | 'subject'
  | 'html'
  | 'text'
  | 'replyTo'
  | 'listUnsubscribe'
  | 'status'
  | 'lastError'
>;

/**
 * Writes the mails to the outbox and, in the same statement, notifies the job runners of every
 * replica, who hear it once the writing transaction commits (decision 043); answers their ids.
 */
export async function insertOutboxMails(db: Executor, mails: NewOutboxMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const result = await db.execute(sql`${prepareHint}${outboxInsert(mails)}`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/**
 * The INSERT of `mails` into the outbox (non-empty), each one notifying the senders; with
 * `onlyIf` (a SELECT), written only when it answers a row: the outbox rows of a statement that
 * also writes what they tell about (a registration request, decision 072).
 */
export function outboxInsert(mails: readonly NewOutboxMail[], onlyIf?: SQL): SQL {
  // Plain SQL: every workflow step writes mails, often under a lock (the builder cost more).
  const values = sql.join(
    mails.map(
      (mail) =>
        sql`(${mail.templateCode ?? null}::text, ${mail.recipient}::text, ${mail.subject}::text, ${mail.html}::text, ${mail.text}::text, ${mail.replyTo ?? null}::text, ${mail.listUnsubscribe ?? null}::text, ${mail.status ?? 'PENDING'}::mail_status, ${mail.lastError ?? null}::text)`,
    ),
    sql`, `,
  );
  return sql`insert into mail_outbox (template_code, recipient, subject, html, text, reply_to, list_unsubscribe, status, last_error)
    select * from (values ${values}) as mail ${onlyIf ? sql`where exists (${onlyIf})` : sql``}
    returning id, pg_notify(${CHANNELS.jobs}, 'mail') is null as notified`;
}

/** Attaches each stored file to each mail, in the order given. */
export async function insertMailAttachments(
  db: Executor,
  mailIds: readonly number[],
  fileIds: readonly number[],
): Promise<void> {
  if (mailIds.length === 0 || fileIds.length === 0) return;
  await db
    .insert(mailAttachments)
    .values(
      mailIds.flatMap((mailId) =>
        fileIds.map((fileId, position) => ({ mailId, fileId, position })),
      ),
    );
}

/** A mail's attachment as the outbox shows it and the sender attaches it. */
export interface MailAttachmentRow {
  id: number;
  mailId: number;
  fileId: number;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
}

const attachmentColumns = {
  id: mailAttachments.id,
  mailId: mailAttachments.mailId,
  fileId: files.id,
  fileName: files.originalName,
  contentType: files.mimeType,
  size: files.size,
  storageKey: files.storageKey,
};

/** The attachments of these mails, in each mail's order. */
export async function findMailAttachments(
  db: Executor,
  mailIds: readonly number[],
): Promise<MailAttachmentRow[]> {
  if (mailIds.length === 0) return [];
  return db
    .select(attachmentColumns)
    .from(mailAttachments)
    .innerJoin(files, eq(files.id, mailAttachments.fileId))
    .where(inArray(mailAttachments.mailId, [...mailIds]))
    .orderBy(asc(mailAttachments.mailId), asc(mailAttachments.position), asc(mailAttachments.id));
}

export async function findMailAttachment(
  db: Executor,
  mailId: number,
  attachmentId: number,
): Promise<MailAttachmentRow | undefined> {
  const [row] = await db
    .select(attachmentColumns)
    .from(mailAttachments)
    .innerJoin(files, eq(files.id, mailAttachments.fileId))
    .where(and(eq(mailAttachments.mailId, mailId), eq(mailAttachments.id, attachmentId)));
  return row;
}

/** How many attachments each of these mails has. */
export async function countMailAttachments(
  db: Executor,
  mailIds: readonly number[],
): Promise<Map<number, number>> {
  if (mailIds.length === 0) return new Map();
  const rows = await db
    .select({ mailId: mailAttachments.mailId, count: count() })
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, [...mailIds]))
    .groupBy(mailAttachments.mailId);
  return new Map(rows.map((row) => [row.mailId, row.count]));
}

const summaryColumns = {
  id: mailOutbox.id,
  templateCode: mailOutbox.templateCode,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
  createdAt: mailOutbox.createdAt,
};
export type OutboxMailSummaryRow = Omit<
  OutboxMail,
  'html' | 'text' | 'claimedBy' | 'replyTo' | 'listUnsubscribe'
>;

/** One page of the outbox, newest first. */
export async function listOutbox(
  db: Executor,
  query: { page: number; pageSize: number; status?: MailStatus },
): Promise<{ items: OutboxMailSummaryRow[]; total: number }> {
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const { limit, offset } = pageWindow(query);
  const [items, [totalRow]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { items, total: totalRow?.total ?? 0 };
}

export async function findOutboxMail(db: Executor, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The outbox rows of these ids (the mails a sender claimed). */
export function findOutboxMailsByIds(db: Executor, ids: readonly number[]): Promise<OutboxMail[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [...ids]));
}

/**
 * The outbox at a glance (the automatic tasks page): mails pending and failed, and the oldest
 * pending one's age in seconds (null when none waits). Counts over the status index.
 */
export async function outboxStatusCounts(
  db: Executor,
): Promise<{ pending: number; failed: number; oldestPendingSeconds: number | null }> {
  const result = await db.execute(sql`
    select count(*) filter (where ${mailOutbox.status} = 'PENDING') as pending,
      count(*) filter (where ${mailOutbox.status} = 'FAILED') as failed,
      greatest(0, extract(epoch from (now() - min(${mailOutbox.createdAt})
        filter (where ${mailOutbox.status} = 'PENDING')))) as oldest
    from ${mailOutbox} where ${mailOutbox.status} in ('PENDING', 'FAILED')`);
  const row = rowsOf<{ pending: string | number; failed: string | number; oldest: unknown }>(
    result,
  )[0];
  const pending = Number(row?.pending ?? 0);
  // greatest() ignores nulls: with nothing pending it says 0, so the count decides.
  return {
    pending,
    failed: Number(row?.failed ?? 0),
    oldestPendingSeconds: pending === 0 ? null : Number(row?.oldest ?? 0),
  };
}

/** The outbox as a job table: a mail is work while PENDING (decision 043). */
export const OUTBOX_JOBS: JobTable = {
  name: 'mail_outbox',
  key: 'id',
  pending: sql`status = 'PENDING'`,
};

/** The claimed mail was sent: SENT now. False when the claim is no longer `worker`'s. */
export function markMailSent(db: Executor, claim: Claim, worker: string): Promise<boolean> {
  return finishJob(
    db,
    OUTBOX_JOBS,
    claim,
    worker,
    sql`status = 'SENT', sent_at = now(), last_error = null`,
  );
}

/**
 * The claimed mail's attempt failed with `message`: tried again in `retryInMs`, or FAILED when
 * that is null (its last attempt).
 */
export function markMailFailed(
  db: Executor,
  claim: Claim,
  worker: string,
  failure: { message: string; retryInMs: number | null },
): Promise<boolean> {
  const { message, retryInMs } = failure;
  return finishJob(
    db,
    OUTBOX_JOBS,
    claim,
    worker,
    retryInMs === null
      ? sql`status = 'FAILED', last_error = ${message}`
      : sql`last_error = ${message}, next_attempt_at = ${fromNow(retryInMs)}`,
  );
}
