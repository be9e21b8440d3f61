import {
  publicMessageWindowIsValid,
  richTextHasText,
  t,
  type PublicMessage,
  type PublicMessageCreate,
  type PublicMessageUpdate,
  type VisibleMessage,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { PublicMessage as MessageRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import {
  deleteMessage,
  findMessage,
  insertMessage,
  listMessages,
  listVisibleMessages,
  updateMessage,
  type PublicMessageValues,
} from './messages.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toMessage(row: MessageRow): PublicMessage {
  return {
    id: row.id,
    title: row.title,
    // Sanitised again on the way out, like content pages (rows may come from elsewhere).
    html: sanitizeRichText(row.html),
    published: row.published,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toVisible(row: MessageRow): VisibleMessage {
  const { id, title, html, startsAt, endsAt } = toMessage(row);
  return { id, title, html, startsAt, endsAt };
}

/** The stored HTML: sanitised, and still holding text once sanitised (a lone script does not). */
function safeHtml(html: string): string {
  const clean = sanitizeRichText(html);
  if (!richTextHasText(clean)) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { html: [t('validation.required')] } });
  }
  return clean;
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function allMessages(db: Database): Promise<PublicMessage[]> {
  return (await listMessages(db)).map(toMessage);
}

/** Every message visitors see now, newest first (`GET /api/public/messages`). */
export async function visibleMessages(db: Database, now = new Date()): Promise<VisibleMessage[]> {
  return (await listVisibleMessages(db, now)).map(toVisible);
}

/** The message of the home page: the newest visible one, or null (`GET /api/messages/current`). */
export async function currentMessage(
  db: Database,
  now = new Date(),
): Promise<VisibleMessage | null> {
  const [row] = await listVisibleMessages(db, now, 1);
  return row ? toVisible(row) : null;
}

export async function createMessage(
  db: Database,
  input: PublicMessageCreate,
): Promise<PublicMessage> {
  const row = await insertMessage(db, {
    title: input.title ?? '',
    html: safeHtml(input.html),
    published: input.published ?? false,
    startsAt: toDate(input.startsAt) ?? null,
    endsAt: toDate(input.endsAt) ?? null,
  });
  return toMessage(row);
}

/** Changes the given fields; the display window is checked on the merged values. */
export async function changeMessage(
  db: Database,
  id: number,
  input: PublicMessageUpdate,
): Promise<PublicMessage> {
  const row = await db.transaction(async (tx) => {
    // Locked, so that two saves changing one end of the window each cannot cross them.
    const current = await findMessage(tx, id, 'update');
    if (!current) throw new AppError('NOT_FOUND');
    const changes: Partial<PublicMessageValues> = {
      title: input.title,
      html: input.html === undefined ? undefined : safeHtml(input.html),
      published: input.published,
      startsAt: toDate(input.startsAt),
      endsAt: toDate(input.endsAt),
    };
    const startsAt = changes.startsAt === undefined ? current.startsAt : changes.startsAt;
    const endsAt = changes.endsAt === undefined ? current.endsAt : changes.endsAt;
    if (!publicMessageWindowIsValid({ startsAt: iso(startsAt), endsAt: iso(endsAt) })) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { endsAt: [t('validation.dateRange')] },
      });
    }
    return updateMessage(tx, id, changes);
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toMessage(row);
}

export async function removeMessage(db: Database, id: number): Promise<void> {
  if (!(await deleteMessage(db, id))) throw new AppError('NOT_FOUND');
}
