import {
  fullName,
  IMPERSONATION_MAX_MINUTES,
  impersonationRefusal,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { parseProfiles, toSessionUser } from '../../lib/session-user.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  findLiveToken,
  findSessionUserById,
  insertSessionToken,
  revokeTokenById,
  setTokenProfile,
  setUserCurrentProfile,
} from './session-switch.repository.js';

/** A session just opened: the token to hand over once, its user and its end. */
export interface OpenedSession {
  accessToken: string;
  user: SessionUser;
  expiresAt: Date;
}

/*
 * Impersonation and profile switching (decision 031). An impersonation is a session of its own
 * (an `auth_tokens` row of the target user naming the admin): the admin's session is closed when
 * it starts and a new one is opened for the admin when it ends, so one token is live at a time.
 */

async function liveToken(db: Database, token: string) {
  const row = await findLiveToken(db, hashToken(token));
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/**
 * "Se connecter en tant que": `admin` (signed in with `token`) acts as user `targetId`. Refused
 * for a session that already impersonates, an admin target (whatever the profile they act
 * with), a disabled user or one without a usable profile.
 */
export async function impersonate(
  db: Database,
  admin: SessionUser,
  token: string,
  targetId: number,
): Promise<OpenedSession> {
  if (admin.impersonator) throw new AppError('IMPERSONATION_NESTED');
  const own = await liveToken(db, token);
  if (own.impersonatorId !== null) throw new AppError('IMPERSONATION_NESTED');
  const target = await findSessionUserById(db, targetId);
  if (!target) throw new AppError('NOT_FOUND');
  const refusal = impersonationRefusal({
    disabled: target.disabled,
    profiles: parseProfiles(target.profiles),
  });
  if (refusal !== null) throw new AppError(refusal);
  const user = toSessionUser(target);
  if (user === null) throw new AppError('IMPERSONATION_TARGET_NO_PROFILE');

  const accessToken = newToken();
  const expiresAt = new Date(
    Math.min(Date.now() + IMPERSONATION_MAX_MINUTES * 60_000, own.expiresAt.getTime()),
  );
  await db.transaction(async (tx) => {
    await revokeTokenById(tx, own.id);
    await insertSessionToken(tx, {
      userId: target.id,
      tokenHash: hashToken(accessToken),
      expiresAt,
      impersonatorId: admin.id,
      impersonatorExpiresAt: own.expiresAt,
    });
  });
  return {
    accessToken,
    user: { ...user, impersonator: { id: admin.id, name: fullName(admin) } },
    expiresAt,
  };
}

/**
 * "Quitter la substitution": closes the impersonation session of `token` and opens the admin's
 * own session again, until the end the admin's session had. Null when the admin can no longer
 * sign in (disabled, no usable profile, session over): the caller is then signed out.
 */
export async function endImpersonation(db: Database, token: string): Promise<OpenedSession | null> {
  const row = await liveToken(db, token);
  if (row.impersonatorId === null) throw new AppError('NOT_IMPERSONATING');
  const admin = await findSessionUserById(db, row.impersonatorId);
  const user = admin && !admin.disabled ? toSessionUser(admin) : null;
  const expiresAt = row.impersonatorExpiresAt;
  if (!admin || user === null || expiresAt === null || expiresAt.getTime() <= Date.now()) {
    await revokeTokenById(db, row.id);
    return null;
  }
  const accessToken = newToken();
  await db.transaction(async (tx) => {
    await revokeTokenById(tx, row.id);
    await insertSessionToken(tx, {
      userId: admin.id,
      tokenHash: hashToken(accessToken),
      expiresAt,
    });
  });
  return { accessToken, user, expiresAt };
}

/**
 * Makes `code` the session's active profile: it must be one the user holds and may use. The
 * choice is also remembered as the user's profile for the next sign-in, except while
 * impersonating (the admin's choice stays with the impersonation session).
 */
export async function switchProfile(
  db: Database,
  user: SessionUser,
  token: string,
  code: ProfileCode,
): Promise<SessionUser> {
  if (!user.profiles.some((profile) => profile.code === code)) {
    throw new AppError('PROFILE_NOT_HELD');
  }
  const row = await liveToken(db, token);
  await db.transaction(async (tx) => {
    await setTokenProfile(tx, row.id, code);
    if (row.impersonatorId === null) await setUserCurrentProfile(tx, user.id, code);
  });
  return { ...user, userProfileCode: code };
}
