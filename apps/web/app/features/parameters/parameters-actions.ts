import {
  decimalFromInput,
  errorMessage,
  PARAMETERS_API,
  yearQuotaPathSchema,
  zodFieldErrors,
  type RouteBody,
} from '@passerelle/shared';

import { actionResult, type ActionResult } from '~/lib/action-result';
import type { ApiClient } from '~/lib/api-client';

/*
 * The writes of /back/admin/parameters, posted as plain forms (they work before the page's
 * scripts load) to the route action, which calls the API.
 */

export type ParametersIntent = 'setYear' | 'setQuotas';
export type ParametersActionResult = ActionResult<ParametersIntent>;

/**
 * A number typed in a form: '' → undefined (the schema answers 'Champ obligatoire'), a decimal
 * comma is read as a point, anything else → NaN ('Doit être un nombre').
 */
export function numberFromInput(value: FormDataEntryValue | string | null): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return Number(decimalFromInput(value));
}

/** Runs one form's write through the API; null when the form is not one of ours. */
export async function runParametersAction(
  api: ApiClient,
  form: FormData,
): Promise<ParametersActionResult | null> {
  switch (form.get('intent')) {
    case 'setYear':
      return actionResult(
        'setYear',
        await api.call(PARAMETERS_API.setCurrent, {
          // An empty field is sent absent: the API's schema answers its message.
          body: {
            currentPublicYear: numberFromInput(form.get('currentPublicYear')),
          } as RouteBody<typeof PARAMETERS_API.setCurrent>,
        }),
      );
    case 'setQuotas': {
      // The year is part of the path: checked here, so that a bad one is a field error too.
      const path = yearQuotaPathSchema.safeParse({ year: form.get('year') ?? '' });
      if (!path.success) {
        return {
          intent: 'setQuotas',
          ok: false,
          error: errorMessage('VALIDATION_FAILED'),
          fieldErrors: zodFieldErrors(path.error),
        };
      }
      return actionResult(
        'setQuotas',
        await api.call(PARAMETERS_API.setQuota, {
          params: { year: String(path.data.year) },
          // An empty field is sent absent: the API's schema answers its message.
          body: {
            maxActionAmount: numberFromInput(form.get('maxActionAmount')),
            maxActionTypeAmount: numberFromInput(form.get('maxActionTypeAmount')),
          } as RouteBody<typeof PARAMETERS_API.setQuota>,
        }),
      );
    }
    default:
      return null;
  }
}
