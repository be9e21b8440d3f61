import type { OutboxMail, OutboxPage, OutboxQuery } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { toOutboxMailDto, toOutboxSummaryDto } from './mail.dto.js';
import { findOutboxMail, listOutbox } from './mail.repository.js';

/** One page of the outbox, newest first; `sending`: whether an SMTP server delivers them. */
export async function getOutboxPage(
  db: Database,
  query: OutboxQuery,
  sending: boolean,
): Promise<OutboxPage> {
  const { page, pageSize, status } = query;
  const { items, total } = await listOutbox(db, { page, pageSize, status });
  return { items: items.map(toOutboxSummaryDto), total, page, pageSize, sending };
}

/** One mail of the outbox, else 404. */
export async function getOutboxMail(db: Database, id: number): Promise<OutboxMail> {
  const mail = await findOutboxMail(db, id);
  if (!mail) throw new AppError('NOT_FOUND');
  return toOutboxMailDto(mail);
}
