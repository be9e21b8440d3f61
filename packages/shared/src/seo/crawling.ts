import { APP_ROUTES } from '../permissions/routes';

/*
 * What search engines may crawl (decision 076): the public pages of the default layout (home,
 * catalogue, calendar, information pages) and the session sheets; never the back office, the
 * personal spaces, the surveys and reports, nor the API.
 */

/** The public pages a sitemap lists, besides the session sheets: fixed paths only. */
export function indexablePaths(): string[] {
  return APP_ROUTES.filter(
    (page) =>
      'public' in page &&
      page.public === true &&
      page.layout === 'default' &&
      !page.path.includes(':') &&
      !('redirectOnly' in page && page.redirectOnly),
  ).map((page) => page.path);
}

/** The path prefixes robots.txt closes to crawlers. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/back',
  '/beneficiary',
  '/reports',
  '/surveys',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/registration-decision/',
  '/favorite-alerts/',
] as const;

/** robots.txt for the portal at `origin`: the closed prefixes, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
