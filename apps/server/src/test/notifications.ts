import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Channel, Notifications } from '../db/notifications.js';
import { readCacheDrop } from '../lib/cache-invalidation.js';

/** Matches a notification's payload (null: notifications may have been missed). */
export type PayloadMatch = string | null | ((payload: string | null) => boolean);

/** Matches a replica's drop of the cache `name`, whichever replica sent it. */
export const cacheDropOf =
  (name: string) =>
  (payload: string | null): boolean =>
    payload !== null && readCacheDrop(payload).name === name;

/**
 * Starts listening to `channel` of the test database; `received` resolves on the next
 * notification whose payload `payload` matches (null: the "you may have missed some" call after a lost
 * connection). Every app on the same database hears a notification in the same pass, apps
 * listening before this call first: once it resolves, they have all been told. Rejects after
 * `timeoutMs`. Call it before the write, await `received` after.
 */
export async function nextNotification(
  database: { notifications: Notifications },
  channel: Channel,
  payload: PayloadMatch,
  timeoutMs = 5_000,
): Promise<{ received: Promise<void> }> {
  let heard!: () => void;
  let failed!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    heard = resolve;
    failed = reject;
  });
  const stop = await database.notifications.listen(channel, (value) => {
    if (typeof payload === 'function' ? payload(value) : value === payload) heard();
  });
  const timer = setTimeout(
    () => failed(new Error(`No matching ${channel} notification in ${timeoutMs} ms`)),
    timeoutMs,
  );
  const received = (async () => {
    try {
      await promise;
    } finally {
      clearTimeout(timer);
      await stop();
    }
  })();
  return { received };
}

/**
 * Resolves once every notification of `channel` committed before the call has been handed to
 * the apps listening on the database: a notification of our own is sent and awaited, and a
 * listener receives a channel's notifications in commit order. For tests that count what
 * happens after a write whose notification (a cache dropped) would otherwise arrive mid-count.
 */
export async function notificationsSettled(
  database: { db: Database; notifications: Notifications },
  channel: Channel,
): Promise<void> {
  const payload = `settled-${randomUUID()}`;
  const { received } = await nextNotification(database, channel, payload);
  await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  await received;
}
