import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { loginFailures } from '../../db/schema/index.js';

/**
 * Per-account login throttle (the per-IP limit is @fastify/rate-limit on the route).
 * Defaults: 5 failed logins per username within 15 minutes; the 6th attempt and later answer 429
 * until the oldest failure leaves the window. Unknown usernames count too, so the answer does not
 * tell whether an account exists. A successful login clears the count.
 */
export class LoginThrottle {
  private readonly windowMs: number;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<
      Config,
      'LOGIN_MAX_FAILURES_PER_ACCOUNT' | 'LOGIN_FAILURE_WINDOW_MINUTES'
    >,
  ) {
    this.windowMs = config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  }

  /** Seconds to wait before the next attempt, or 0 when attempts are allowed. */
  async retryAfterSeconds(usernameKey: string): Promise<number> {
    const since = new Date(Date.now() - this.windowMs);
    const [row] = await this.db
      .select({ failures: count(), oldest: min(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.usernameKey, usernameKey), gt(loginFailures.createdAt, since)));
    if (!row || row.failures < this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) return 0;
    const oldest = row.oldest ?? new Date();
    return Math.max(1, Math.ceil((oldest.getTime() + this.windowMs - Date.now()) / 1000));
  }

  async recordFailure(usernameKey: string, ip: string): Promise<void> {
    const expired = new Date(Date.now() - this.windowMs);
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.usernameKey, usernameKey), lt(loginFailures.createdAt, expired)));
    await this.db.insert(loginFailures).values({ usernameKey, ip });
  }

  async clear(usernameKey: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.usernameKey, usernameKey));
  }
}
