import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { loginFailures } from '../../db/schema/index.js';

/** The start of a window of `minutes` ending now, by the database's clock. */
function windowStart(minutes: number) {
  return sql`(now() - make_interval(mins => ${minutes}))`;
}

/**
 * The failures of `usernameKey` within the last `windowMinutes`, and the seconds until the oldest
 * of them leaves the window.
 */
export async function countRecentFailures(
  tx: Executor,
  usernameKey: string,
  windowMinutes: number,
): Promise<{ failures: number; retryAfter: number }> {
  const window = windowStart(windowMinutes);
  const [row] = await tx
    .select({
      failures: count(),
      retryAfter: sql<number>`ceil(extract(epoch from min(${loginFailures.createdAt}) - ${window}))::int`,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.usernameKey, usernameKey), gt(loginFailures.createdAt, window)));
  return row ?? { failures: 0, retryAfter: 0 };
}

/** Drops the failures of `usernameKey` that left the window, then records a new one: its id. */
export async function recordFailure(
  tx: Executor,
  { usernameKey, ip, windowMinutes }: { usernameKey: string; ip: string; windowMinutes: number },
): Promise<number> {
  await tx
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.usernameKey, usernameKey),
        lt(loginFailures.createdAt, windowStart(windowMinutes)),
      ),
    );
  const [failure] = await tx
    .insert(loginFailures)
    .values({ usernameKey, ip })
    .returning({ id: loginFailures.id });
  return failure!.id;
}

export async function deleteFailure(db: Executor, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function deleteFailuresOf(db: Executor, usernameKey: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, usernameKey));
}
