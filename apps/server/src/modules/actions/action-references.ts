import { t, type ActionUpdate } from '@passerelle/shared';
import { and, eq, inArray } from 'drizzle-orm';
import {
  actionTypes,
  axes,
  files,
  structures,
  userProfiles,
  users,
  type Action,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';

const unknown = () => t('programming.validation.unknownReference');

/**
 * Checks that what an action body points to exists and fits (a provider structure, a manager as
 * referent, an enabled type when it is set) and refuses the body with field errors otherwise, so
 * a wrong id is a French message on its field, never a database error. `current`: the stored
 * action on update; a value it already holds is accepted as it is (a type disabled since, a
 * referent who is no longer manager).
 */
export async function checkActionReferences(
  db: Executor,
  input: ActionUpdate,
  current?: Action,
): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (fieldErrors[field] = [message]);
  // A form sends the whole action back: a value left as stored is not judged again.
  const changed = <K extends keyof ActionUpdate & keyof Action>(field: K) =>
    input[field] != null && input[field] !== current?.[field];

  if (input.typeId !== undefined && changed('typeId')) {
    const [type] = await db
      .select({ disabledAt: actionTypes.disabledAt })
      .from(actionTypes)
      .where(eq(actionTypes.id, input.typeId));
    if (!type) fail('typeId', unknown());
    else if (type.disabledAt !== null) {
      fail('typeId', t('programming.validation.disabledType'));
    }
  }
  if (input.axisId !== undefined && changed('axisId')) {
    const [axis] = await db.select({ id: axes.id }).from(axes).where(eq(axes.id, input.axisId));
    if (!axis) fail('axisId', unknown());
  }
  if (input.providerId != null && changed('providerId')) {
    const [structure] = await db
      .select({ type: structures.type })
      .from(structures)
      .where(eq(structures.id, input.providerId));
    if (!structure) fail('providerId', unknown());
    else if (structure.type !== 'provider') {
      fail('providerId', t('programming.validation.notProvider'));
    }
  }
  if (input.referentId != null && changed('referentId')) {
    const [referent] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(
        and(
          eq(users.id, input.referentId),
          inArray(userProfiles.profileCode, ['profile_manager', 'profile_admin']),
        ),
      )
      .limit(1);
    if (!referent) fail('referentId', t('programming.validation.notReferent'));
  }
  for (const field of ['imageId', 'openBadgeImageId'] as const) {
    const fileId = input[field];
    if (fileId == null || !changed(field)) continue;
    const [file] = await db.select({ id: files.id }).from(files).where(eq(files.id, fileId));
    if (!file) fail(field, unknown());
  }
  if (input.speakers !== undefined) {
    const missing = await missingUserIds(db, input.speakers);
    if (missing.length > 0) {
      fail('speakers', t('programming.validation.unknownUsers', { ids: missing.join(', ') }));
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
}

/** The ids among `ids` that are no user. */
export async function missingUserIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
