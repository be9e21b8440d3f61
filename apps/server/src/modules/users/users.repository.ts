import {
  USER_LIST_CAP,
  type ProfileCode,
  type UserCreate,
  type UserItem,
  type UserListQuery,
  type UserUpdate,
} from '@passerelle/shared';
import { and, asc, count, eq, exists, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { authTokens, structures, userProfiles, users } from '../../db/schema/index.js';
import { containsPattern, foldSql } from '../../lib/crud/fold.js';
import { parseProfiles, profilesColumn } from '../../lib/session-user.js';
import type { Executor } from '../../db/executor.js';
import { userContactColumns } from '../../lib/user-columns.js';

const itemColumns = {
  id: users.id,
  username: users.username,
  ...userContactColumns,
  disabled: users.disabled,
  createdAt: users.createdAt,
  profiles: profilesColumn(),
};

type ItemRow = {
  [K in keyof typeof itemColumns]: K extends 'profiles'
    ? Parameters<typeof parseProfiles>[0]
    : K extends 'createdAt'
      ? Date
      : UserItem[K & keyof UserItem];
};

function toItem(row: ItemRow): UserItem {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    profiles: parseProfiles(row.profiles).map(({ code, structureId, structureName }) => ({
      code,
      structureId,
      structureName,
    })),
  };
}

function listConditions(query: UserListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    // Accent- and case-insensitive, on the name in both orders, the username and the email.
    const pattern = foldSql(sql`${containsPattern(query.q)}::text`);
    const haystack = sql`${users.username} || ' ' || ${users.givenName} || ' ' || ${users.familyName} || ' ' || ${users.givenName} || ' ' || ${users.email}`;
    conditions.push(sql`${foldSql(haystack)} like ${pattern}`);
  }
  if (query.profile || query.structureId) {
    const profile = query.profile ? sql`and p.profile_code = ${query.profile}` : sql``;
    const structure = query.structureId ? sql`and p.structure_id = ${query.structureId}` : sql``;
    conditions.push(
      sql`exists (select 1 from user_profiles p where p.user_id = ${users.id} ${profile} ${structure})`,
    );
  }
  if (query.disabled) conditions.push(eq(users.disabled, query.disabled === 'true'));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The matching users by name, at most USER_LIST_CAP of them, and how many match in all. */
export async function listUsers(db: Executor, query: UserListQuery) {
  const where = listConditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id))
      .limit(USER_LIST_CAP),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { items: (rows as ItemRow[]).map(toItem), total, truncated: total > rows.length };
}

export async function findUser(db: Executor, id: number): Promise<UserItem | undefined> {
  const [row] = await db.select(itemColumns).from(users).where(eq(users.id, id));
  return row ? toItem(row as ItemRow) : undefined;
}

export async function usernameTaken(db: Executor, username: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Another account already uses this address, compared without case as the unique index
 * `users_email_lower_idx` does; an empty address (unknown) is never taken.
 */
export async function emailTaken(db: Executor, email: string, exceptId?: number) {
  if (email === '') return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        ne(users.email, ''),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function structuresByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: structures.id, type: structures.type, active: structures.active })
    .from(structures)
    .where(inArray(structures.id, ids));
}

/** Creates the account (without its profiles): its id. */
export async function insertUser(
  db: Executor,
  input: Omit<UserCreate, 'password' | 'profiles'> & { passwordHash: string },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      civility: input.civility ?? null,
      givenName: input.givenName,
      familyName: input.familyName,
      email: input.email,
      passwordHash: input.passwordHash,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** Writes the given fields of the account (its profiles apart). */
export async function updateUserFields(
  db: Executor,
  id: number,
  fields: Omit<UserUpdate, 'password'> & { passwordHash?: string },
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, id));
}

export async function replaceProfiles(
  db: Executor,
  userId: number,
  profiles: { code: UserItem['profiles'][number]['code']; structureId: number | null }[],
) {
  await db.delete(userProfiles).where(eq(userProfiles.userId, userId));
  await db.insert(userProfiles).values(
    profiles.map((profile) => ({
      userId,
      profileCode: profile.code,
      structureId: profile.structureId,
    })),
  );
}

/** Active admins other than `exceptId` (an account may not remove the last one). */
export async function otherActiveAdmins(db: Executor, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.profileCode, 'profile_admin'),
        eq(users.disabled, false),
        ne(users.id, exceptId),
      ),
    );
  return row?.total ?? 0;
}

export async function revokeUserTokens(db: Executor, userId: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** Users holding the manager profile (referent choices), by name. */
export async function listManagers(db: Executor) {
  return db
    .selectDistinct({ id: users.id, givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(userProfiles.profileCode, 'profile_manager'), eq(users.disabled, false)))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id));
}

/**
 * Who receives a structure's mails: the enabled users holding `profile` on one of `structureIds`
 * (the HR validators of an employer, the users of a provider) who have an address, once each,
 * oldest account first, with their address trimmed.
 */
export async function findStructureRecipients(
  db: Executor,
  profile: ProfileCode,
  structureIds: readonly number[],
): Promise<{ id: number; email: string }[]> {
  if (structureIds.length === 0) return [];
  return findProfileRecipients(db, profile, [...structureIds]);
}

/**
 * The enabled users holding `profile` (on one of `structureIds` when given) who have an address,
 * once each, oldest account first, with their address trimmed.
 */
export async function findProfileRecipients(
  db: Executor,
  profile: ProfileCode,
  structureIds?: number[],
): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.disabled, false),
        ne(users.email, ''),
        exists(
          db
            .select({ one: sql`1` })
            .from(userProfiles)
            .where(
              and(
                eq(userProfiles.userId, users.id),
                eq(userProfiles.profileCode, profile),
                structureIds ? inArray(userProfiles.structureId, structureIds) : undefined,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(users.id));
  return rows.flatMap(({ id, email }) =>
    email.trim() === '' ? [] : [{ id, email: email.trim() }],
  );
}

/** The address of the enabled user `id`, when there is one. */
export async function findEnabledEmail(db: Executor, id: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.disabled, false)));
  const email = row?.email.trim() ?? '';
  return email === '' ? null : email;
}
