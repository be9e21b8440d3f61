import { ssoEndSessionSchema } from '@passerelle/shared';
import { redirect, type ActionFunctionArgs } from 'react-router';

import { getLoadContext } from '~/lib/load-context';
import { accessToken, logout } from '~/lib/session';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Where the browser goes after the portal's logout: the single sign-on provider's logout page for
 * a user who signed in through it (RP-initiated logout, decision 030), else home. Asked before
 * the portal's session ends, since the answer depends on it.
 */
async function afterLogout(send: Fetch, headers: Record<string, string> = {}): Promise<string> {
  try {
    const response = await send('/api/auth/sso/end_session', {
      headers: { accept: 'application/json', ...headers },
      credentials: 'same-origin',
    });
    if (!response.ok) return '/';
    const parsed = ssoEndSessionSchema.safeParse(await response.json());
    return parsed.success && parsed.data.url !== null ? parsed.data.url : '/';
  } catch {
    return '/';
  }
}

/** Nothing to show: a visit goes home. */
export function loader() {
  return redirect('/');
}

/** Without JavaScript: the API revokes the token; its cookie removal is forwarded. */
export async function action({ context }: ActionFunctionArgs) {
  const { apiFetch } = getLoadContext(context);
  const headers = new Headers();
  const target = await afterLogout(apiFetch);
  try {
    const response = await apiFetch('/api/_auth/session', { method: 'DELETE' });
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  } catch {
    // Going home signed out is still right; the token expires on its own.
  }
  return redirect(target, { headers });
}

/**
 * With JavaScript: `DELETE /api/_auth/session`, clear 'nuxt-session', go to `/` (or to the
 * provider's logout page).
 */
export async function clientAction() {
  const token = accessToken();
  const target = await afterLogout(
    (url, init) => window.fetch(url, init),
    token ? { authorization: `Bearer ${token}` } : {},
  );
  await logout();
  return redirect(target);
}

export default function Logout() {
  return null;
}
