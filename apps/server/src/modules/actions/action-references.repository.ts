import { and, eq, inArray } from 'drizzle-orm';
import {
  actionTypes,
  axes,
  files,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

/*
 * What an action body points to, read for its checks (action-references.ts): each answers
 * undefined (or false) when the id names nothing.
 */

/** The action type `id`: when it was disabled (null while enabled). */
export async function findActionType(db: Executor, id: number) {
  const [row] = await db
    .select({ disabledAt: actionTypes.disabledAt })
    .from(actionTypes)
    .where(eq(actionTypes.id, id));
  return row;
}

export async function axisExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: axes.id }).from(axes).where(eq(axes.id, id));
  return row !== undefined;
}

/** The structure `id`: its type. */
export async function findStructureType(db: Executor, id: number) {
  const [row] = await db
    .select({ type: structures.type })
    .from(structures)
    .where(eq(structures.id, id));
  return row;
}

/** Whether the user `id` holds a profile that may be an action's referent (manager, admin). */
export async function isReferentCandidate(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, id),
        inArray(userProfiles.profileCode, ['profile_manager', 'profile_admin']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function fileExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
  return row !== undefined;
}

/** The ids among `ids` that are users. */
export async function existingUserIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
