import { useCallback, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

import { toast } from './toast';
import type { SubmitFailure, SubmitResult } from './use-submit-form';

/*
 * The one way a button changes data (decision 053): the part stays busy while the call runs (a
 * second click is ignored), then says how it went — the success toast, or the API's French
 * message — and reads again what shows the data. A form's submit goes through `useSubmitForm`.
 */

/** What a button's call answers: `ApiResult` fits, so does a route action's answer. */
export type MutationResult<Data> = SubmitResult<Data>;

/**
 * What a form's submit reads when `run` ignored its call (one was under way): nothing to show,
 * the call under way speaks (the shape `useRouteAction` gives an action that did not answer).
 */
export const IGNORED_CALL: SubmitFailure = {
  ok: false,
  error: '',
  fieldErrors: {},
  unauthorized: true,
};

export interface MutationOptions<Data> {
  /** The toast of a success; none when absent or null (the part says it otherwise). */
  successToast?: string | null | ((data: Data) => string | null);
  /** The title of a refusal's toast. */
  errorTitle?: string;
  /**
   * The words of a refusal: the API's French message by default (`failureText` for the case's
   * detail); null when the part shows this refusal itself (in a dialog, on a field).
   */
  errorText?: (failure: SubmitFailure) => string | null;
  /** After a success: what shows the data follows (its own state, the host's reload). */
  onSuccess?: (data: Data) => void;
  /** After a refusal, once shown (the data may have changed meanwhile: read it again). */
  onFailure?: (failure: SubmitFailure) => void;
  /** After a success, the route's loaders read the page's data again. */
  revalidate?: boolean;
}

/**
 * A button's call that changes data: `run(call, options)` runs it unless one is under way
 * (answering null then), shows its outcome and answers it; `pending` holds while it runs. A
 * refusal for an expired session shows nothing: the API client has gone to the login page.
 */
export function useMutation() {
  const [pending, setPending] = useState(false);
  // The state lags one render behind: a double click must not send twice.
  const running = useRef(false);
  const { revalidate } = useRevalidator();

  const run = useCallback(
    async <Data>(
      call: () => Promise<MutationResult<Data>>,
      options: MutationOptions<Data> = {},
    ): Promise<MutationResult<Data> | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      let result: MutationResult<Data>;
      try {
        result = await call();
      } finally {
        running.current = false;
        setPending(false);
      }
      if (result.ok) {
        const { successToast } = options;
        const message =
          typeof successToast === 'function' ? successToast(result.data) : successToast;
        if (message) toast.success(message);
        options.onSuccess?.(result.data);
        if (options.revalidate) void revalidate();
      } else if (!result.unauthorized) {
        const text = options.errorText ? options.errorText(result) : result.error;
        if (text !== null) toast.error(text, { title: options.errorTitle });
        options.onFailure?.(result);
      }
      return result;
    },
    [revalidate],
  );

  return { pending, run };
}
