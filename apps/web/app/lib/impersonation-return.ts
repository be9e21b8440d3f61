import { tabStorage } from './session';

/**
 * Where "Quitter la substitution" takes the admin back: the page they started the substitution
 * from (the users list with its filters), kept in the tab's sessionStorage like the session
 * itself (lib/session.ts); their landing page when the tab has none.
 */
const KEY = 'passerelle.impersonation.returnTo';

/** Remembers `path` (the page's path and query) as the way back from the substitution. */
export function rememberImpersonationReturn(path: string): void {
  tabStorage()?.setItem(KEY, path);
}

/** The way back remembered, once (it is forgotten here); only a path of this site. */
export function takeImpersonationReturn(): string | null {
  const store = tabStorage();
  const path = store?.getItem(KEY) ?? null;
  store?.removeItem(KEY);
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
