import type { ProfileCode } from '@passerelle/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { authTokens, users } from '../../db/schema/index.js';

/*
 * The SQL of impersonation and profile switching (decision 031): the session's row in
 * `auth_tokens` carries its active profile and, for an impersonation, the admin.
 */

/** The live session of a token: its user, its expiry and, when impersonating, the admin. */
export async function findLiveToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: authTokens.id,
      userId: authTokens.userId,
      expiresAt: authTokens.expiresAt,
      impersonatorId: authTokens.impersonatorId,
      impersonatorExpiresAt: authTokens.impersonatorExpiresAt,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/** A user with what a session needs, and whether the account is disabled. */
export { findLoginUserById as findSessionUserById } from './auth.repository.js';

/** Opens a session; for an impersonation, with the admin and the end of the admin's session. */
export async function insertSessionToken(
  db: Executor,
  values: {
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    profileCode?: ProfileCode | null;
    impersonatorId?: number | null;
    impersonatorExpiresAt?: Date | null;
  },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

export async function revokeTokenById(db: Executor, id: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, id), isNull(authTokens.revokedAt)));
}

export async function setTokenProfile(db: Executor, id: number, code: ProfileCode): Promise<void> {
  await db.update(authTokens).set({ profileCode: code }).where(eq(authTokens.id, id));
}

export async function setUserCurrentProfile(
  db: Executor,
  userId: number,
  code: ProfileCode,
): Promise<void> {
  await db.update(users).set({ currentProfileCode: code }).where(eq(users.id, userId));
}
