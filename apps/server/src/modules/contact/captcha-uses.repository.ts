import { asc, inArray, lt } from 'drizzle-orm';
import { captchaUses } from '../../db/schema/index.js';
import type { SolvedChallenge } from './captcha.service.js';
import type { Executor } from '../../db/executor.js';

/*
 * Used captcha challenges live in the database, not in a replica's memory: every replica sees
 * the same list, so none accepts a challenge twice (decision 016). A claim is made in the
 * transaction of the message it protects: if that transaction fails, the claim goes with it and
 * the visitor may send again with the same challenge.
 */

/** Expired claims deleted per claim: enough to keep up with new ones, cheap per request. */
export const CAPTCHA_PURGE_BATCH = 20;

/**
 * Marks the challenge used; false when it already was (a replay). A concurrent claim of the same
 * challenge waits for this transaction: it fails if this one commits, succeeds if it rolls back.
 */
export async function claimChallenge(
  db: Executor,
  challenge: SolvedChallenge,
  now = new Date(),
): Promise<boolean> {
  await purgeExpiredChallenges(db, now);
  const claimed = await db
    .insert(captchaUses)
    .values({ signature: challenge.signature, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return claimed.length > 0;
}

/**
 * Forgets a few claims whose challenge has expired (an expired challenge is refused before any
 * claim, so its row serves no more), the oldest first; rows another transaction is deleting are
 * skipped rather than waited for. The app's clock decides, as it does for the expiry itself.
 */
export async function purgeExpiredChallenges(
  db: Executor,
  now = new Date(),
  limit = CAPTCHA_PURGE_BATCH,
): Promise<number> {
  const expired = db
    .select({ signature: captchaUses.signature })
    .from(captchaUses)
    .where(lt(captchaUses.expiresAt, now))
    .orderBy(asc(captchaUses.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(captchaUses)
    .where(inArray(captchaUses.signature, expired))
    .returning({ signature: captchaUses.signature });
  return deleted.length;
}
