import { useState } from 'react';

import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** A form's messages per field (a field without messages may be absent). */
export type FormFieldErrors = Partial<Record<string, string[]>>;

/**
 * The messages of a form, per field and for the whole form. A failed submit (`fail`) sets them
 * and focuses the first invalid field in `order`; a corrected field (`clear`) loses its message
 * while the others keep theirs until the next submit, and the focus stays where the user types.
 */
export function useFormErrors(formId: string, order: readonly string[]) {
  const [errors, setErrors] = useState<FormFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formId, order);
  const clearWhere = (matches: (key: string) => boolean) =>
    setErrors((current) => {
      const kept = Object.entries(current).filter(([key]) => !matches(key));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  return {
    errors,
    formError,
    setFormError,
    fail(fieldErrors: FormFieldErrors, message: string | null) {
      setErrors(fieldErrors);
      setFormError(message);
      focusFirstInvalid(fieldErrors);
    },
    clear(key: string) {
      clearWhere((name) => name === key);
    },
    /** Drops the messages of every field whose key matches (rows that moved, linked fields). */
    clearWhere,
    reset() {
      setErrors({});
      setFormError(null);
    },
  };
}
