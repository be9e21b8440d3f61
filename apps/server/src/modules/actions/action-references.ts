import { t, type ActionUpdate } from '@passerelle/shared';
import type { Action } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';
import {
  axisExists,
  existingUserIds,
  fileExists,
  findActionType,
  findStructureType,
  isReferentCandidate,
} from './action-references.repository.js';

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
    const type = await findActionType(db, input.typeId);
    if (!type) fail('typeId', unknown());
    else if (type.disabledAt !== null) {
      fail('typeId', t('programming.validation.disabledType'));
    }
  }
  if (input.axisId !== undefined && changed('axisId')) {
    if (!(await axisExists(db, input.axisId))) fail('axisId', unknown());
  }
  if (input.providerId != null && changed('providerId')) {
    const structure = await findStructureType(db, input.providerId);
    if (!structure) fail('providerId', unknown());
    else if (structure.type !== 'provider') {
      fail('providerId', t('programming.validation.notProvider'));
    }
  }
  if (input.referentId != null && changed('referentId')) {
    if (!(await isReferentCandidate(db, input.referentId)))
      fail('referentId', t('programming.validation.notReferent'));
  }
  for (const field of ['imageId', 'openBadgeImageId'] as const) {
    const fileId = input[field];
    if (fileId == null || !changed(field)) continue;
    if (!(await fileExists(db, fileId))) fail(field, unknown());
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
  const found = await existingUserIds(db, ids);
  return ids.filter((id) => !found.has(id));
}
