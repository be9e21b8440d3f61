import type { Channel, Notifications } from '../db/notifications.js';

/**
 * Starts listening to `channel` of the test database; `received` resolves on the next
 * notification carrying `payload` (null: the "you may have missed some" call after a lost
 * connection). Every app on the same database hears a notification in the same pass, apps
 * listening before this call first: once it resolves, they have all been told. Rejects after
 * `timeoutMs`. Call it before the write, await `received` after.
 */
export async function nextNotification(
  database: { notifications: Notifications },
  channel: Channel,
  payload: string | null,
  timeoutMs = 5_000,
): Promise<{ received: Promise<void> }> {
  let heard!: () => void;
  let failed!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    heard = resolve;
    failed = reject;
  });
  const stop = await database.notifications.listen(channel, (value) => {
    if (value === payload) heard();
  });
  const timer = setTimeout(
    () => failed(new Error(`No ${channel} notification ${String(payload)} in ${timeoutMs} ms`)),
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
