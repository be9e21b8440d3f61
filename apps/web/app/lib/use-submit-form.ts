import { t, zodFieldErrors } from '@passerelle/shared';
import {
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';

import { failureText, type ApiFailure } from './api-client';
import { holdLoginRedirect, navigateToLogin } from './api-navigator';
import { signInAgain } from './session-recovery';
import { toast } from './toast';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/*
 * The one submit path of the forms (decision 023): the browser's check with the shared schema,
 * the call, the messages on their fields, the focus on the first invalid field, the toasts, and
 * the busy state. The form keeps its values; this hook keeps what a submit leaves behind.
 */

/** A form's messages per field name (`profiles[0].code`); `''` holds those for the whole form. */
export type FormFieldErrors = Partial<Record<string, string[]>>;

/** The outcome of the browser's check: the body to send, or the messages per field. */
export type Validation<Body> = { ok: true; body: Body } | { ok: false; errors: FormFieldErrors };

/** A refused submit: an API call's failure, or a route action's answer of the same shape. */
export type SubmitFailure = Pick<ApiFailure, 'ok' | 'error' | 'code' | 'detail' | 'fieldErrors'> & {
  /**
   * The session expired. The form then opens the sign-in popup (it keeps its values and sends
   * them again once signed in), whether it called the API from the browser or posted to its
   * route's action.
   */
  unauthorized?: boolean;
};

/** What a form's `submit` answers: `ApiResult` fits, so does a route action's answer. */
export type SubmitResult<Data> = { ok: true; data: Data } | SubmitFailure;

/** What `safeParse` of a shared Zod schema gives; typed here so that this module holds no Zod. */
interface SafeParser<Out> {
  safeParse(
    input: unknown,
  ): { success: true; data: Out } | { success: false; error: Parameters<typeof zodFieldErrors>[0] };
}

/** The browser's check of `input` with a shared schema, as `validate` answers it. */
export function validateWith<Out>(schema: SafeParser<Out>, input: unknown): Validation<Out> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: zodFieldErrors(parsed.error) };
}

/**
 * A form's change of one value: the value set, and the message of its field dropped (`clear`,
 * the form's, or one that maps a value to the field the API names).
 */
export function fieldSetter<Values extends object>(
  setValues: Dispatch<SetStateAction<Values>>,
  clear: (name: string) => void,
) {
  return <K extends keyof Values & string>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };
}

export interface SubmitFormOptions<Body, Data> {
  /** The form's id: the control of field `name` is `controlId(formId, name)`. */
  formId: string;
  /**
   * The fields shown, in reading order: after a failed submit the first invalid one gets the
   * focus. Messages for a name not listed (`''` included) go to the form-level message.
   */
  fields: readonly string[];
  /**
   * A form of one field says every message beside it, a refusal that names no field included
   * (instead of `formError`).
   */
  soleField?: string;
  /** The browser's check, usually `validateWith(sharedSchema, values)`; may load its schema. */
  validate: (form: HTMLFormElement) => Validation<Body> | Promise<Validation<Body>>;
  /** Sends the checked body: an API call, or a post to the route's action. */
  submit: (body: Body) => Promise<SubmitResult<Data>>;
  /** The success toast, if any (a dialog's form may say it otherwise). */
  successToast?: string | ((data: Data, body: Body) => string);
  onSuccess?: (data: Data, body: Body) => void;
  /** The form-level message when the browser's check fails ('Le formulaire contient des erreurs'). */
  invalidMessage?: string;
  /**
   * A refusal is also a toast: `true` without a title, or the title (by failure). Without it the
   * refusal shows on the form only.
   */
  errorToast?: true | string | ((failure: SubmitFailure) => string);
  /** After a refusal has been shown (a captcha to solve again…). */
  onFailure?: (failure: SubmitFailure) => void;
  /**
   * Takes a checked body instead of sending it when it returns true: a confirmation step then
   * calls `send(body)`.
   */
  hold?: (body: Body) => boolean;
}

/** The messages the form cannot put on one of its fields, as one text; null if none. */
function unplacedMessage(errors: FormFieldErrors, fields: readonly string[]): string | null {
  const messages = Object.entries(errors)
    .filter(([name]) => !fields.includes(name))
    .flatMap(([, list]) => list ?? []);
  return messages.length > 0 ? messages.join(' ') : null;
}

/**
 * The submit of a form: `onSubmit` checks the values in the browser, sends them, then shows the
 * outcome — a refusal's field messages on their fields with the focus on the first of them, what
 * no field can hold as the form-level message (`formError`), the toasts. While it runs `busy` is
 * true and a second submit is ignored. The focus moves only after a failed submit: a corrected
 * field (`clear`) loses its message and the focus stays where the user types (decision 008).
 */
export function useSubmitForm<Body, Data>(options: SubmitFormOptions<Body, Data>) {
  const { formId, fields } = options;
  const [errors, setErrors] = useState<FormFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The state lags one render behind: a double click must not send twice.
  const running = useRef(false);
  const focusFirstInvalid = useFocusFirstInvalid(formId, fields);
  // The sign-in popup opened after a 401, while it is awaited; and the latest render's `send`,
  // which sends the body again once signed in.
  const stopRecovery = useRef<(() => void) | null>(null);
  const latestSend = useRef<(body: Body) => Promise<boolean>>(null);
  useEffect(() => () => stopRecovery.current?.(), []);

  const fail = (next: FormFieldErrors, message: string | null) => {
    setErrors(next);
    setFormError(message);
    focusFirstInvalid(next);
  };

  const clearWhere = (matches: (name: string) => boolean) =>
    setErrors((current) => {
      const kept = Object.entries(current).filter(([name]) => !matches(name));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });

  const reset = () => {
    setErrors({});
    setFormError(null);
  };

  const refused = (failure: SubmitFailure) => {
    if (failure.unauthorized) return;
    const { errorToast, onFailure, soleField } = options;
    const message = unplacedMessage(failure.fieldErrors, fields) ?? failureText(failure);
    if (soleField) fail({ [soleField]: failure.fieldErrors[soleField] ?? [message] }, null);
    else fail(failure.fieldErrors, message);
    if (errorToast) {
      const title = errorToast === true ? undefined : errorToast;
      toast.error(message, { title: typeof title === 'function' ? title(failure) : title });
    }
    onFailure?.(failure);
  };

  /** Sends a checked body and shows the outcome; true when it went through. */
  const send = async (body: Body): Promise<boolean> => {
    running.current = true;
    setBusy(true);
    setFormError(null);
    let result: SubmitResult<Data>;
    // A 401 of the browser's API client does not leave the page: the login target is noted.
    const hold = holdLoginRedirect();
    let loginTarget: string | null = null;
    try {
      result = await options.submit(body);
    } finally {
      loginTarget = hold.release();
      running.current = false;
      setBusy(false);
    }
    if (!result.ok) {
      if (result.unauthorized && loginTarget) signInThenSend(body, loginTarget);
      else refused(result);
      return false;
    }
    const { successToast, onSuccess } = options;
    reset();
    if (successToast) {
      const message =
        typeof successToast === 'function' ? successToast(result.data, body) : successToast;
      toast.success(message);
    }
    onSuccess?.(result.data, body);
    return true;
  };

  /**
   * The session expired while the form was sent: the sign-in popup opens over the page, which
   * keeps what the user typed; once signed in the same body is sent again. A blocked popup falls
   * back to the login page, as before.
   */
  const signInThenSend = (body: Body, loginTarget: string) => {
    stopRecovery.current?.();
    stopRecovery.current = signInAgain((session) => {
      stopRecovery.current = null;
      if (!session) {
        setFormError(t('session.notSignedInAgain'));
        return;
      }
      void latestSend.current?.(body);
    });
    if (stopRecovery.current) setFormError(t('session.expiredSignIn'));
    else navigateToLogin(loginTarget);
  };
  useEffect(() => {
    latestSend.current = send;
  });

  /** What follows the browser's check: its messages, the confirmation step, or the call. */
  const proceed = (validation: Validation<Body>) => {
    if (!validation.ok) {
      const message = unplacedMessage(validation.errors, fields) ?? options.invalidMessage ?? null;
      fail(validation.errors, message);
      return;
    }
    if (options.hold?.(validation.body)) {
      reset();
      return;
    }
    void send(validation.body);
  };

  return {
    /** The form's `onSubmit`: a plain handler, the work goes on in the background. */
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (running.current) return;
      const validation = options.validate(event.currentTarget);
      // A check at hand answers at once (the messages and the focus come with the submit event);
      // one that loads its schema first holds further submits until it answers.
      if (!(validation instanceof Promise)) return proceed(validation);
      running.current = true;
      void validation
        .finally(() => {
          running.current = false;
        })
        .then(proceed);
    },
    /** Sends a body checked earlier (after a confirmation step, see `hold`). */
    send,
    busy,
    /** Messages per field. */
    errors,
    /** The form-level message: what no field can hold, else what the refusal says. */
    formError,
    /** Shows messages as a failed submit would (a check the form makes on its own). */
    fail,
    /** Drops the message of a corrected field; the others stay until the next submit. */
    clear: (name: string) => clearWhere((key) => key === name),
    /** Drops the messages of every field whose name matches (rows that moved, linked fields). */
    clearWhere,
    /** Drops every message (the inputs were put back). */
    reset,
  };
}
