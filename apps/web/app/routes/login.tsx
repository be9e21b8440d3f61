import '~/lib/messages/login';
import {
  errorMessage,
  isErrorCode,
  REDIRECT_PARAM,
  safeRedirectTarget,
  SSO_ERROR_PARAM,
  t,
} from '@passerelle/shared';
import {
  data,
  redirect,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import type { Route } from './+types/login';
import { parseLoginForm, requestLogin } from '~/features/auth/login-api';
import { LoginForm, type LoginFormResult } from '~/features/auth/login-form';
import { loadSsoLabel } from '~/features/auth/sso-config';
import { finishPopupLogin } from '~/lib/login-popup';
import { pageMeta } from '~/lib/page-title';
import { getLoadContext } from '~/lib/load-context';
import { writeSession } from '~/lib/session';

export const meta: MetaFunction = ({ location }) => pageMeta(t('login.title'), location.pathname);

/** Whether single sign-on is on (its button), from the server's configuration. */
export function loader(args: LoaderFunctionArgs) {
  return loadSsoLabel(args);
}

/** The message of a failed single sign-on, sent back here by `/api/auth/jwt`. */
function ssoError(code: string | null, label: string | null): string | undefined {
  if (code === null || !isErrorCode(code)) return undefined;
  return errorMessage(code, { label: label ?? '' });
}

function failure(result: LoginFormResult, status: number) {
  return data({ ...result, attempt: Date.now() }, { status });
}

/**
 * Without JavaScript: the form posts here, the API is called in-process and its auth cookie is
 * forwarded with the redirect, so the next page renders signed in.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form counts as an empty form (the fields are then required).
  const form = await request.formData().catch(() => new FormData());
  const parsed = parseLoginForm(form);
  if (!parsed.ok) return failure({ fieldErrors: parsed.fieldErrors }, 400);
  const outcome = await requestLogin(getLoadContext(context).apiFetch, parsed.body);
  if (!outcome.ok) return failure({ error: outcome.message }, outcome.status);
  const headers = new Headers();
  for (const cookie of outcome.response.headers.getSetCookie())
    headers.append('set-cookie', cookie);
  const target = safeRedirectTarget(String(form.get(REDIRECT_PARAM) ?? ''), outcome.user);
  return redirect(target, { headers });
}

/**
 * With JavaScript: the browser calls the API itself (it receives the cookie) and keeps
 * `{ user, accessToken }` in sessionStorage ('nuxt-session'); inside the sign-in popup the
 * session is handed to the opener and the popup closes.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const parsed = parseLoginForm(form);
  if (!parsed.ok) return { fieldErrors: parsed.fieldErrors, attempt: Date.now() };
  const outcome = await requestLogin((url, init) => window.fetch(url, init), parsed.body);
  if (!outcome.ok) return { error: outcome.message, attempt: Date.now() };
  const session = { user: outcome.user, accessToken: outcome.accessToken };
  writeSession(session);
  if (form.get('popup') === '1' && finishPopupLogin(session)) return null;
  return redirect(safeRedirectTarget(String(form.get(REDIRECT_PARAM) ?? ''), outcome.user));
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const popup = params.get('popup') === '1';
  // Absent when the page is rendered without its loader (unit tests): no single sign-on then.
  const ssoLabel =
    (useLoaderData<typeof loader>() as { ssoLabel: string | null } | undefined)?.ssoLabel ?? null;
  const ssoFailure = ssoError(params.get(SSO_ERROR_PARAM), ssoLabel);
  return (
    <div className="rounded-sm border border-border bg-surface p-6 shadow-sm md:p-10">
      <h1 className="text-3xl font-bold">{popup ? t('login.popupTitle') : t('login.title')}</h1>
      <p className="mt-2 mb-6 text-muted">
        Connectez-vous avec l’identifiant et le mot de passe de votre compte Passerelle.
      </p>
      <LoginForm
        result={actionData ?? (ssoFailure ? { error: ssoFailure } : undefined)}
        redirect={params.get(REDIRECT_PARAM)}
        popup={popup}
        ssoLabel={ssoLabel}
      />
    </div>
  );
}
