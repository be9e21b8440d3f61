import type { FormHTMLAttributes, ReactNode } from 'react';

import { Alert } from '~/components/ui/alert';

/** What the form reads of `useSubmitForm`: its submit, whether it runs, its form-level message. */
export interface SubmittingForm {
  onSubmit: FormHTMLAttributes<HTMLFormElement>['onSubmit'];
  busy: boolean;
  formError?: string | null;
}

type SubmitFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  form: SubmittingForm;
  children: ReactNode;
};

/**
 * The form of a `useSubmitForm`: the browser's own checks off (the shared schema checks, in
 * French), busy while it sends, and its form-level message first, as an alert (decision 008).
 */
export function SubmitForm({ form, children, ...attributes }: SubmitFormProps) {
  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} {...attributes}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {children}
    </form>
  );
}
