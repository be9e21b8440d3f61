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
      setErrors((current) => {
        if (!current[key]) return current;
        const { [key]: _cleared, ...rest } = current;
        return rest;
      });
    },
    reset() {
      setErrors({});
      setFormError(null);
    },
  };
}
