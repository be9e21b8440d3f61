/*
 * The outbox: every mail the portal writes goes in here, in the transaction of the change it
 * tells about (the sender delivers it after the commit); admins read it (`GET /api/mails`).
 */

import {
  emailField,
  renderTemplate,
  type MailEventCode,
  type MailValues,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_MAIL_TEMPLATES } from '../../db/seed/default-mail-templates.js';
import { toOutboxMailDto, toOutboxSummaryDto } from './mail.dto.js';
import {
  countMailAttachments,
  findMailAttachment,
  findMailAttachments,
  findMailTemplateByCode,
  findOutboxMail,
  insertMailAttachments,
  insertOutboxMails,
  type NewOutboxMail,
  listOutbox,
  outboxStatusCounts,
} from './mail.repository.js';
import type { Executor } from '../../db/executor.js';
import type { MailTemplate } from '../../db/schema/index.js';

/** What `enqueueMail` puts in the outbox: one event, its recipients and its tag values. */
export interface MailRequest<E extends MailEventCode> {
  template: E;
  /** Addresses; blanks are ignored and duplicates (any case) sent once. */
  to: string | readonly string[];
  values: MailValues<E>;
  /**
   * Stored files (`files` ids) attached to each of its mails (decision 039): written to the file
   * store before, kept as sent.
   */
  attachments?: readonly number[];
  /** Where an answer goes (the Reply-To header), when not to the portal's address. */
  replyTo?: string;
  /**
   * An address that unsubscribes the recipient in one POST (RFC 8058): the mail carries it as
   * `List-Unsubscribe`, with `List-Unsubscribe-Post`, so that mail clients offer their button.
   */
  listUnsubscribe?: string;
}

export const INVALID_ADDRESS_ERROR = 'Adresse e-mail invalide : le courriel ne peut pas partir.';

/**
 * Renders the event's stored template (or its default, if an admin database lacks it) and writes
 * one outbox row per recipient, in `tx`: the mail exists if and only if the caller's change
 * commits. Every replica's sender is notified, and delivers after the commit. An invalid address is written
 * FAILED at once, so admins see it in the outbox instead of it failing silently.
 * Returns the ids of the outbox rows.
 */
export async function enqueueMail<E extends MailEventCode>(
  tx: Executor,
  mail: MailRequest<E>,
): Promise<number[]> {
  if (distinctAddresses(mail.to).length === 0) return [];
  const ids = await insertOutboxMails(
    tx,
    outboxMailsOf(mail, await findMailTemplateByCode(tx, mail.template)),
  );
  if (mail.attachments && mail.attachments.length > 0) {
    await insertMailAttachments(tx, ids, mail.attachments);
  }
  return ids;
}

/**
 * The outbox rows of `mail` (attachments aside), rendered with its event's stored template
 * (`stored`, read by the caller), else the default: what `enqueueMail` writes, for a caller
 * that writes them in a statement of its own (`outboxInsert`).
 */
export function outboxMailsOf<E extends MailEventCode>(
  mail: MailRequest<E>,
  stored: Pick<MailTemplate, 'subject' | 'body'> | undefined,
): NewOutboxMail[] {
  const recipients = distinctAddresses(mail.to);
  if (recipients.length === 0) return [];
  const rendered = renderTemplate(stored ?? DEFAULT_MAIL_TEMPLATES[mail.template], mail.values);
  return recipients.map((recipient) => {
    const valid = emailField.safeParse(recipient).success;
    return {
      templateCode: mail.template,
      recipient,
      ...rendered,
      replyTo: mail.replyTo ?? null,
      listUnsubscribe: mail.listUnsubscribe ?? null,
      status: valid ? 'PENDING' : 'FAILED',
      lastError: valid ? null : INVALID_ADDRESS_ERROR,
    };
  });
}

/**
 * The outbox's INSERT and the stored templates' subquery, for a statement that reads or writes
 * mails with other things (decision 072).
 */
export { mailTemplatesJson, outboxInsert } from './mail.repository.js';

function distinctAddresses(to: string | readonly string[]): string[] {
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const raw of typeof to === 'string' ? [to] : to) {
    const address = raw.trim();
    const key = address.toLowerCase();
    if (!address || seen.has(key)) continue;
    seen.add(key);
    addresses.push(address);
  }
  return addresses;
}

/** One page of the outbox, newest first; `sending`: whether an SMTP server delivers them. */
export async function getOutboxPage(
  db: Database,
  query: OutboxQuery,
  sending: boolean,
): Promise<OutboxPage> {
  const { page, pageSize, status } = query;
  const { items, total } = await listOutbox(db, { page, pageSize, status });
  const counts = await countMailAttachments(
    db,
    items.map((item) => item.id),
  );
  return {
    items: items.map((item) => toOutboxSummaryDto(item, counts.get(item.id) ?? 0)),
    total,
    page,
    pageSize,
    sending,
  };
}

/** One mail of the outbox with its attachments, else 404. */
export async function getOutboxMail(db: Database, id: number): Promise<OutboxMail> {
  const mail = await findOutboxMail(db, id);
  if (!mail) throw new AppError('NOT_FOUND');
  return toOutboxMailDto(mail, await findMailAttachments(db, [id]));
}

/** An attachment of a mail of the outbox, as stored (its key in the file store), else 404. */
export async function getMailAttachment(db: Database, mailId: number, attachmentId: number) {
  const attachment = await findMailAttachment(db, mailId, attachmentId);
  if (!attachment) throw new AppError('NOT_FOUND');
  return attachment;
}

/**
 * The outbox's backlog for the metrics (decision 048): pending mails and the oldest one's age in
 * seconds (0 when none waits). One indexed count, read when Prometheus scrapes.
 */
export async function outboxBacklog(db: Executor) {
  const { pending, oldestPendingSeconds } = await outboxStatusCounts(db);
  return { pending, oldestPendingSeconds: oldestPendingSeconds ?? 0 };
}

/** The outbox's pending and failed mails, and how long the oldest pending one has waited. */
export function outboxSummary(db: Executor) {
  return outboxStatusCounts(db);
}
