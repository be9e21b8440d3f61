import { useEffect, useState } from 'react';

import { controlId } from '~/components/ui/form-controls';

/** Messages per field, as the forms keep them (a field without messages may be absent). */
export type FieldMessages = Partial<Record<string, readonly string[]>>;

/**
 * After a failed submit, the first invalid field (in `order`, the reading order) gets the focus;
 * its control's id is `controlId(formId, key)`. Returns the function to call with the submit's
 * errors. The focus follows that call only, never the errors themselves: typing in a field
 * (which clears its message) leaves the focus where the user is.
 */
export function useFocusFirstInvalid(formId: string, order: readonly string[]) {
  // A new object on each call, so that a second failed submit focuses again.
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (errors: FieldMessages) => {
    const first = order.find((key) => errors[key]?.length);
    setTarget(first === undefined ? null : { id: controlId(formId, first) });
  };
}
