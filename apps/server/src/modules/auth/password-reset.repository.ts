import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import {
  authTokens,
  passwordResetRequests,
  passwordResetTokens,
  users,
} from '../../db/schema/index.js';

/** The accounts a reset request names: by username or by e-mail address, without case. */
export async function findResetAccounts(db: Database, loginKey: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
      disabled: users.disabled,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, loginKey),
        and(sql`${users.email} <> ''`, eq(sql`lower(${users.email})`, loginKey)),
      ),
    )
    .limit(2);
}

export interface ResetRequestLimits {
  windowMinutes: number;
  maxPerLogin: number;
  maxPerIp: number;
}

/**
 * Records a reset request for `loginKey` from `ip`, unless either already made its maximum within
 * the window: answers false then, and records nothing. Requests that left the window are dropped.
 * Counted and recorded under the locks of both keys (the name's, then the address's: always in
 * that order, so two requests never wait for each other in a circle), so requests sent at once,
 * to one replica or several, cannot all pass the count before any is recorded. The database's
 * clock decides the window.
 */
export async function recordResetRequestWithin(
  db: Database,
  loginKey: string,
  ip: string,
  limits: ResetRequestLimits,
): Promise<boolean> {
  const since = sql`(now() - make_interval(mins => ${limits.windowMinutes}))`;
  return db.transaction(async (tx) => {
    await lockUntilCommit(tx, 'passerelle.password-reset.login', loginKey);
    await lockUntilCommit(tx, 'passerelle.password-reset.ip', ip);
    const [counts] = await tx
      .select({
        byLogin: sql<number>`count(*) filter (where ${eq(passwordResetRequests.loginKey, loginKey)})::int`,
        byIp: sql<number>`count(*) filter (where ${eq(passwordResetRequests.ip, ip)})::int`,
      })
      .from(passwordResetRequests)
      .where(
        and(
          or(eq(passwordResetRequests.loginKey, loginKey), eq(passwordResetRequests.ip, ip)),
          gt(passwordResetRequests.createdAt, since),
        ),
      );
    if (counts && (counts.byLogin >= limits.maxPerLogin || counts.byIp >= limits.maxPerIp)) {
      return false;
    }
    await tx.delete(passwordResetRequests).where(lt(passwordResetRequests.createdAt, since));
    await tx.insert(passwordResetRequests).values({ loginKey, ip });
    return true;
  });
}

export async function insertResetToken(
  tx: Executor,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  // Links that can no longer be used are dropped as a new one is written.
  await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        or(
          lt(passwordResetTokens.expiresAt, sql`now()`),
          sql`${passwordResetTokens.usedAt} is not null`,
        ),
      ),
    );
  await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** The user of a link that is still usable (not used, not expired, account enabled). */
export async function findUsableResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        eq(users.disabled, false),
      ),
    );
  return row;
}

/**
 * Marks the link used if it still was usable, atomically (two concurrent uses: one wins).
 * Answers its user, or undefined.
 */
export async function consumeResetToken(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
        sql`exists (select 1 from ${users} where ${users.id} = ${passwordResetTokens.userId} and not ${users.disabled})`,
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** The new password; every other link of the user is spent and every session revoked. */
export async function replacePassword(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
