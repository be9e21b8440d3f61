import { matchRoute, t, type AppRoute } from '@passerelle/shared';
import type { MetaFunction } from 'react-router';

/** Document title of every page: "{page} – Passerelle". */
export function pageTitle(title: string): string {
  return `${title} – ${t('layout.appName')}`;
}

/** The spec §2 page at a pathname (title, description, layout); null for other paths. */
export function pageAt(pathname: string): AppRoute | null {
  return matchRoute(pathname);
}

/**
 * The head of a page: its title ("{title} – Passerelle") and its description, by default the
 * spec §2 description of the page at `pathname` (search engines show it under the title).
 */
export function pageMeta(
  title: string,
  pathname: string,
  description?: string,
): ({ title: string } | { name: string; content: string })[] {
  const content = description ?? pageAt(pathname)?.description;
  return [{ title: pageTitle(title) }, ...(content ? [{ name: 'description', content }] : [])];
}

/** The spec §2 title of the page at a route path ('' for a path it does not list). */
export function titleAt(path: string): string {
  return pageAt(path)?.title ?? '';
}

/** The `meta` of a route whose title is its spec §2 one (`titleAt`). */
export function metaAt(path: string): MetaFunction {
  return ({ location }) => pageMeta(titleAt(path), location.pathname);
}
