import { PROFILE_CODES, type ProfileCode, type SessionUser } from '@passerelle/shared';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { authTokens, users } from '../db/schema/index.js';
import type { LoadedSession } from './session-cache.js';
import { userContactColumns } from './user-columns.js';

/*
 * How the signed-in user (`SessionUser`) is read from the database: by the auth plugin on each
 * request (its token), by the login, and by the users' list (their profiles). Kept below the
 * modules, since the plugin needs it too.
 */

export interface ProfileRow {
  code: ProfileCode;
  structureId: number | null;
  structureName: string | null;
  structureActive: boolean | null;
}

/** The profiles of the selected user as one JSON column, so the session needs one query only. */
export function profilesColumn() {
  // Qualified by hand: Drizzle leaves a column unqualified in a single-table select.
  const userId = sql`${sql.identifier('users')}.${sql.identifier('id')}`;
  return sql<ProfileRow[] | string>`(
    select coalesce(json_agg(json_build_object(
      'code', p.profile_code,
      'structureId', p.structure_id,
      'structureName', s.name,
      'structureActive', s.active
    ) order by p.id), '[]')
    from user_profiles p left join structures s on s.id = p.structure_id
    where p.user_id = ${userId}
  )`;
}

/** node-postgres and PGlite both parse json, but stay safe if a driver hands over text. */
export function parseProfiles(value: ProfileRow[] | string): ProfileRow[] {
  return typeof value === 'string' ? (JSON.parse(value) as ProfileRow[]) : value;
}

/**
 * Profiles the user may act with: the admin profile always, any other only through an active
 * structure (spec §8: a non-admin whose structures are all inactive cannot log in).
 */
export function usableProfiles(rows: ProfileRow[]): SessionUser['profiles'] {
  return rows
    .filter((row) => row.code === 'profile_admin' || row.structureActive === true)
    .sort((a, b) => PROFILE_CODES.indexOf(a.code) - PROFILE_CODES.indexOf(b.code))
    .map(({ code, structureId, structureName }) => ({ code, structureId, structureName }));
}

/** The stored current profile when still usable, else the first usable one (admin first). */
export function activeProfileCode(
  current: ProfileCode | null,
  profiles: SessionUser['profiles'],
): ProfileCode | null {
  if (current !== null && profiles.some((profile) => profile.code === current)) return current;
  return profiles[0]?.code ?? null;
}

export interface UserRow {
  id: number;
  username: string;
  civility: SessionUser['civility'];
  givenName: string;
  familyName: string;
  email: string;
  currentProfileCode: ProfileCode | null;
  profiles: ProfileRow[] | string;
}

/** The admin acting as the user (impersonation, decision 031). */
export interface ImpersonatorRow {
  impersonatorId: number | null;
  impersonatorName: string | null;
}

/** A SessionUser from a user row, or null when no profile is usable any more. */
export function toSessionUser(row: UserRow & Partial<ImpersonatorRow>): SessionUser | null {
  const profiles = usableProfiles(parseProfiles(row.profiles));
  const userProfileCode = activeProfileCode(row.currentProfileCode, profiles);
  if (userProfileCode === null) return null;
  return {
    id: row.id,
    username: row.username,
    civility: row.civility,
    givenName: row.givenName,
    familyName: row.familyName,
    email: row.email,
    userProfileCode,
    profiles,
    ...(row.impersonatorId != null
      ? { impersonator: { id: row.impersonatorId, name: row.impersonatorName ?? '' } }
      : {}),
  };
}

export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  ...userContactColumns,
  currentProfileCode: users.currentProfileCode,
  profiles: profilesColumn(),
};

const impersonator = alias(users, 'impersonator');

/**
 * The authentication path: ONE indexed query (unique token hash) giving the token's user and
 * when the token expires, or null when the token is unknown, revoked, expired, its user disabled
 * or left without a usable profile. The auth plugin keeps what it answers for a while
 * (lib/session-cache.ts, decision 070), dropped on every replica when any of it changes.
 * The session's own profile (profile switching) wins over the user's remembered one; an
 * impersonation session (decision 031) names its admin and ends when the admin is disabled.
 */
export function prepareSessionLookup(db: Database) {
  const query = db
    .select({
      ...sessionUserColumns,
      currentProfileCode: sql<ProfileCode | null>`coalesce(${authTokens.profileCode}, ${users.currentProfileCode})`,
      impersonatorId: authTokens.impersonatorId,
      expiresAt: authTokens.expiresAt,
      impersonatorName: sql<
        string | null
      >`${impersonator.givenName} || ' ' || ${impersonator.familyName}`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(impersonator, eq(impersonator.id, authTokens.impersonatorId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql`now()`),
        eq(users.disabled, false),
        or(isNull(authTokens.impersonatorId), eq(impersonator.disabled, false)),
      ),
    )
    .limit(1)
    .prepare('auth_session_lookup');
  return async (tokenHash: string): Promise<LoadedSession | null> => {
    const [row] = await query.execute({ tokenHash });
    const user = row ? toSessionUser(row) : null;
    return user === null ? null : { user, expiresAt: row!.expiresAt };
  };
}
