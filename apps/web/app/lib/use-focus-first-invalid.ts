import { useEffect, useState } from 'react';

import { controlId } from '~/components/ui/form-controls';

/** Messages per field, as the forms keep them (a field without messages may be absent). */
export type FieldMessages = Partial<Record<string, readonly string[]>>;

/**
 * After a failed submit, the first invalid field (in `order`, the reading order) gets the focus;
 * its control's id is `controlId(formId, key)` (a name without a control on screen is skipped).
 * Returns the function to call with the submit's errors. The focus follows that call only, never
 * the errors themselves: typing in a field (which clears its message) leaves the focus where the
 * user is.
 */
export function useFocusFirstInvalid(formId: string, order: readonly string[]) {
  // A new object on each call, so that a second failed submit focuses again.
  const [target, setTarget] = useState<{ ids: string[] } | null>(null);
  useEffect(() => {
    const found = target?.ids.map((id) => document.getElementById(id)).find(Boolean);
    found?.focus();
  }, [target]);
  return (errors: FieldMessages) => {
    const ids = order.filter((key) => errors[key]?.length).map((key) => controlId(formId, key));
    setTarget(ids.length > 0 ? { ids } : null);
  };
}
