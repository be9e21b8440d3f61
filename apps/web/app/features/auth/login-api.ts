import {
  loginBodySchema,
  loginResponseSchema,
  t,
  type LoginBody,
  type MessageKey,
  type SessionUser,
} from '@passerelle/shared';

/**
 * `POST /api/auth/login`. It does not go through lib/api-client: a 401 here means "wrong
 * credentials" (shown on the form), not "session expired" (sent back to the login page).
 */

export type LoginOutcome =
  | { ok: true; accessToken: string; user: SessionUser; response: Response }
  | { ok: false; status: number; message: string; response: Response | null };

/** Spec §8 "Login": used when the API's answer carries no message of its own. */
const CATALOGUE: Record<number, MessageKey> = {
  400: 'login.userDisabled',
  401: 'login.invalidCredentials',
  403: 'login.noActiveStructure',
  500: 'login.failed',
};

export function loginErrorMessage(status: number, payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const { error } = payload as { error?: unknown };
    if (typeof error === 'string' && error) return error;
  }
  return t(CATALOGUE[status] ?? 'login.failed');
}

export type LoginFieldErrors = Partial<Record<keyof LoginBody, string>>;

/** Reads the form; French messages for the fields left empty. */
export function parseLoginForm(
  form: FormData,
): { ok: true; body: LoginBody } | { ok: false; fieldErrors: LoginFieldErrors } {
  const parsed = loginBodySchema.safeParse({
    username: form.get('username') ?? '',
    password: form.get('password') ?? '',
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const fieldErrors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !fieldErrors[field]) {
      fieldErrors[field] = issue.message;
    }
  }
  return { ok: false, fieldErrors };
}

export async function requestLogin(
  send: (url: string, init: RequestInit) => Promise<Response>,
  body: LoginBody,
): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await send('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 500, message: t('login.failed'), response: null };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: loginErrorMessage(response.status, payload),
      response,
    };
  }
  const parsed = loginResponseSchema.safeParse(payload);
  if (!parsed.success) {
    return { ok: false, status: 500, message: t('login.failed'), response };
  }
  return { ok: true, ...parsed.data, response };
}
