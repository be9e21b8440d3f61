import type { FormHTMLAttributes, ReactNode } from 'react';

import { Alert } from '~/components/ui/alert';
import type { useRouteAction } from '~/lib/use-route-action';

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

/**
 * The form of a `useSubmitForm` posted to the current route's action through `action`'s fetcher:
 * it works before the scripts load; the page places the form-level message itself.
 */
export function RouteActionForm({
  action,
  form,
  className,
  children,
}: {
  action: ReturnType<typeof useRouteAction>;
  form: SubmittingForm;
  className?: string;
  children: ReactNode;
}) {
  return (
    <action.fetcher.Form
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.busy}
      className={className}
    >
      {children}
    </action.fetcher.Form>
  );
}
