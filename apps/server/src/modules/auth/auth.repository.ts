import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import { sessionUserColumns } from '../../lib/session-user.js';

/** The account a login names (username without case), with what the login checks. */
export async function findLoginUser(db: Database, usernameKey: string) {
  const [user] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(sql`lower(${users.username})`, usernameKey))
    .limit(1);
  return user;
}

/** The same as findLoginUser, by id (a session opened by single sign-on). */
export async function findLoginUserById(db: Database, userId: number) {
  const [user] = await db
    .select({ ...sessionUserColumns, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user;
}

export async function setCurrentProfile(
  db: Database,
  userId: number,
  code: (typeof users.$inferSelect)['currentProfileCode'],
): Promise<void> {
  await db.update(users).set({ currentProfileCode: code }).where(eq(users.id, userId));
}

export async function insertToken(
  db: Database,
  userId: number,
  tokenHash: string,
  ttlHours: number,
) {
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(authTokens).values({ userId, tokenHash, expiresAt });
  return expiresAt;
}

export async function revokeToken(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.revokedAt)));
}

/** Drops the user's tokens that can no longer be used (expired, or revoked before `revokedBefore`). */
export async function purgeUserTokens(
  db: Database,
  userId: number,
  revokedBefore: Date,
): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        or(
          lt(authTokens.expiresAt, new Date()),
          and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, revokedBefore)),
        ),
      ),
    );
}
