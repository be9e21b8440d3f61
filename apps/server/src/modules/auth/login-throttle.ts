import type { Config } from '../../config.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  countRecentFailures,
  deleteFailure,
  deleteFailuresOf,
  recordFailure,
} from './login-throttle.repository.js';

/**
 * Per-account login throttle (the per-IP limit is @fastify/rate-limit on the route, decision
 * 044). Defaults: 5 failed logins per username within 15 minutes; the 6th attempt and later
 * answer 429 until the oldest failure leaves the window. Unknown usernames count too, so the
 * answer does not tell whether an account exists. A successful login clears the count.
 *
 * An attempt is counted as a failure before its password is checked (`claim`), and given back
 * when it turns out not to be one (`release`): attempts sent at once, to one replica or to
 * several, cannot all pass the check before any failure is recorded. The database's clock
 * decides the window, whichever replica asks.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly config: Pick<
      Config,
      'LOGIN_MAX_FAILURES_PER_ACCOUNT' | 'LOGIN_FAILURE_WINDOW_MINUTES'
    >,
  ) {}

  /**
   * Counts an attempt on `usernameKey` as a failure; answers its id, for `release`. Throws
   * RATE_LIMITED (with the seconds until the oldest failure leaves the window) when the account
   * already has its maximum.
   */
  async claim(usernameKey: string, ip: string): Promise<number> {
    const claimed = await this.db.transaction(async (tx) => {
      await lockUntilCommit(tx, 'passerelle.login-failures', usernameKey);
      const windowMinutes = this.config.LOGIN_FAILURE_WINDOW_MINUTES;
      const recent = await countRecentFailures(tx, usernameKey, windowMinutes);
      if (recent.failures >= this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT) {
        return { retryAfter: Math.max(1, recent.retryAfter) };
      }
      return { id: await recordFailure(tx, { usernameKey, ip, windowMinutes }) };
    });
    if ('retryAfter' in claimed) {
      throw new AppError('RATE_LIMITED', { retryAfter: claimed.retryAfter });
    }
    return claimed.id;
  }

  /** The claimed attempt `id` was not a failure (right password, or refused for another reason). */
  async release(id: number): Promise<void> {
    await deleteFailure(this.db, id);
  }

  /** Forgets the account's failures (a successful login). */
  async clear(usernameKey: string): Promise<void> {
    await deleteFailuresOf(this.db, usernameKey);
  }
}
