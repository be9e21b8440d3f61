import {
  BENEFICIARY_API,
  beneficiaryInfoUpdateSchema,
  errorMessage,
  zodFieldErrors,
  type BeneficiaryInfoUpdate,
} from '@passerelle/shared';

import { actionResult, type ActionResult } from '~/lib/action-result';
import type { ApiClient } from '~/lib/api-client';

/*
 * The information form is a plain form posted to the route action (it works before the page's
 * scripts load), which checks it with the shared schema and calls the API.
 */

export type InformationActionResult = ActionResult<'saveInformation'>;

/** The form's fields as the API takes them: an empty civility is "not given". */
export function informationFromForm(form: FormData): Record<keyof BeneficiaryInfoUpdate, unknown> {
  const civility = form.get('civility');
  return {
    civility: civility === '' || civility === null ? null : civility,
    givenName: form.get('givenName') ?? '',
    familyName: form.get('familyName') ?? '',
    email: form.get('email') ?? '',
  };
}

export async function saveInformation(
  api: ApiClient,
  form: FormData,
): Promise<InformationActionResult> {
  const parsed = beneficiaryInfoUpdateSchema.safeParse(informationFromForm(form));
  if (!parsed.success) {
    return {
      intent: 'saveInformation',
      ok: false,
      error: errorMessage('VALIDATION_FAILED'),
      fieldErrors: zodFieldErrors(parsed.error),
    };
  }
  return actionResult(
    'saveInformation',
    await api.call(BENEFICIARY_API.saveInfo, { body: parsed.data }),
  );
}
