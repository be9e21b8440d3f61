import { redirect, type ActionFunctionArgs } from 'react-router';

import { getLoadContext } from '~/lib/load-context';
import { logout } from '~/lib/session';

/** Nothing to show: a visit goes home. */
export function loader() {
  return redirect('/');
}

/** Without JavaScript: the API revokes the token; its cookie removal is forwarded. */
export async function action({ context }: ActionFunctionArgs) {
  const { apiFetch } = getLoadContext(context);
  const headers = new Headers();
  try {
    const response = await apiFetch('/api/_auth/session', { method: 'DELETE' });
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  } catch {
    // Going home signed out is still right; the token expires on its own.
  }
  return redirect('/', { headers });
}

/** With JavaScript: `DELETE /api/_auth/session`, clear 'nuxt-session', go to `/`. */
export async function clientAction() {
  await logout();
  return redirect('/');
}

export default function Logout() {
  return null;
}
