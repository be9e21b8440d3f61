import type { BulkValidateOutcome, SessionUser } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fireRegistrationEvent, type WorkflowOptions } from './registrations.service.js';

/**
 * `POST /api/registrations/bulk_validate`: each registration is validated as the caller may
 * (the same rules and transaction as `validate`), one after the other, and the answer says, per
 * id, the new state or the French refusal. One refusal does not undo the others.
 */
export async function bulkValidate(
  db: Database,
  user: SessionUser,
  ids: readonly number[],
  options: WorkflowOptions,
): Promise<BulkValidateOutcome[]> {
  const results: BulkValidateOutcome[] = [];
  for (const registrationId of ids) {
    try {
      const state = await fireRegistrationEvent(
        db,
        { registrationId, event: 'validate', user },
        options,
      );
      results.push({ ok: true, ...state });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id: registrationId, ok: false, code: error.code, error: error.message });
    }
  }
  return results;
}
