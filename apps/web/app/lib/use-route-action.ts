import { useCallback, useEffect, useRef } from 'react';
import { useFetcher, type SubmitOptions, type SubmitTarget } from 'react-router';

import type { ActionResult } from './action-result';
import { navigateToLogin } from './api-navigator';
import { pathWithQuery } from './guard';
import { loginTarget } from './login-target';
import type { SubmitResult, Validation } from './use-submit-form';

/**
 * Posts to the current route's action through a fetcher (the router reloads the page's data
 * after it) and answers what the action answered, so that `useSubmitForm` can send through it
 * as through an API call. A form that must work before the scripts load posts to the same action
 * (`<fetcher.Form method="post">`).
 */
export function useRouteAction() {
  const fetcher = useFetcher<ActionResult>();
  const waiting = useRef<((result: ActionResult | undefined) => void) | null>(null);

  // The answer is known once the fetcher is idle again with its data.
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const post = useCallback(
    (target: SubmitTarget, options?: SubmitOptions): Promise<SubmitResult<undefined>> =>
      new Promise<ActionResult | undefined>((resolve) => {
        waiting.current = resolve;
        void submit(target, { method: 'post', ...options });
      }).then((result) => {
        // No answer: the action redirected or threw (the route's error screen says why). Nothing
        // to show on the form.
        if (!result) return { ok: false, error: '', fieldErrors: {}, unauthorized: true };
        if (result.ok) return { ok: true, data: undefined };
        // The session expired: as the browser's API client does, towards the login page, which
        // `useSubmitForm` holds to open the sign-in popup instead.
        if (result.unauthorized)
          navigateToLogin(loginTarget(pathWithQuery(new URL(location.href))));
        return result;
      }),
    [submit],
  );

  return { post, fetcher, busy: fetcher.state !== 'idle' };
}

/**
 * A form posted as it is (its named inputs, as without scripts), once the browser's `check` of
 * its values passed.
 */
export function asFormData(
  form: HTMLFormElement,
  check: Validation<unknown>,
): Validation<FormData> {
  return check.ok ? { ok: true, body: new FormData(form) } : check;
}
