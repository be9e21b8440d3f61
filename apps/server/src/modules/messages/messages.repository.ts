import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { publicMessages, type PublicMessage } from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

export type PublicMessageValues = Omit<typeof publicMessages.$inferInsert, 'id'>;

/** Newest first: by the start of the window (its creation when it has none), then by id. */
const newestFirst = [
  desc(sql`coalesce(${publicMessages.startsAt}, ${publicMessages.createdAt})`),
  desc(publicMessages.id),
];

export async function listMessages(db: Database): Promise<PublicMessage[]> {
  return db
    .select()
    .from(publicMessages)
    .orderBy(...newestFirst);
}

/**
 * Messages shown to visitors at `now`: published, started (or no start), not ended (or no end).
 * The same rule as the shared `publicMessageState(...) === 'online'`.
 */
export async function listVisibleMessages(
  db: Database,
  now: Date,
  limit?: number,
): Promise<PublicMessage[]> {
  const query = db
    .select()
    .from(publicMessages)
    .where(
      and(
        eq(publicMessages.published, true),
        or(isNull(publicMessages.startsAt), lte(publicMessages.startsAt, now)),
        or(isNull(publicMessages.endsAt), gt(publicMessages.endsAt, now)),
      ),
    )
    .orderBy(...newestFirst);
  return limit === undefined ? query : query.limit(limit);
}

/** The message `id`; `lock: 'update'` locks its row until the transaction ends. */
export async function findMessage(
  db: Executor,
  id: number,
  lock?: 'update',
): Promise<PublicMessage | undefined> {
  const query = db.select().from(publicMessages).where(eq(publicMessages.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertMessage(
  db: Database,
  values: PublicMessageValues,
): Promise<PublicMessage> {
  const [row] = await db.insert(publicMessages).values(values).returning();
  if (!row) throw new Error('The message was not created.');
  return row;
}

export async function updateMessage(
  db: Executor,
  id: number,
  values: Partial<PublicMessageValues>,
): Promise<PublicMessage | undefined> {
  const [row] = await db
    .update(publicMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(publicMessages.id, id))
    .returning();
  return row;
}

export async function deleteMessage(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(publicMessages)
    .where(eq(publicMessages.id, id))
    .returning({ id: publicMessages.id });
  return rows.length > 0;
}
