import { useEffect, useState } from 'react';

import type { ActionFieldErrors } from './action-form-values';
import { fieldId } from './action-identity-fields';

/**
 * After a failed submit, the first invalid field (in `order`, the reading order) gets the focus.
 * Returns the function to call with the submit's errors; correcting a field later moves nothing.
 */
export function useFocusFirstInvalid(formId: string, order: readonly string[]) {
  const [request, setRequest] = useState<ActionFieldErrors | null>(null);
  useEffect(() => {
    if (!request) return;
    const first = order.find((key) => request[key]?.length);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
  }, [request, formId, order]);
  return setRequest;
}
