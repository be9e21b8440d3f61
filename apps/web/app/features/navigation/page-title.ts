import { matchRoute, t, type AppRoute } from '@passerelle/shared';

/** Document title of every page: "{page} – Passerelle". */
export function pageTitle(title: string): string {
  return `${title} – ${t('layout.appName')}`;
}

/** The spec §2 page at a pathname (title, description, layout); null for other paths. */
export function pageAt(pathname: string): AppRoute | null {
  return matchRoute(pathname);
}
