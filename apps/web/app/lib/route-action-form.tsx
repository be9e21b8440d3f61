import type { FormEvent, ReactNode } from 'react';

import type { useRouteAction } from './use-route-action';

export interface RouteActionFormProps {
  action: ReturnType<typeof useRouteAction>;
  /** The `useSubmitForm` that checks and sends the form once the page is hydrated. */
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; busy: boolean };
  className?: string;
  children: ReactNode;
}

/**
 * A form posted to the current route's action through `action`'s fetcher: it works before the
 * scripts load, and once hydrated `form` checks and sends it (French messages, not the
 * browser's).
 */
export function RouteActionForm({ action, form, className, children }: RouteActionFormProps) {
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
