import { indexablePaths } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { xmlDocument } from '../../lib/xml.js';
import { selectSitemapSessions } from './sitemap.repository.js';

/*
 * What search engines are given (decision 076): the sitemap of the public pages and the session
 * sheets to come (robots.txt, which points at it, is the shared `robotsTxt`). The sitemap protocol allows 50,000 addresses a
 * file: a programme publishes a few hundred sessions a year.
 */

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap of the portal at `publicUrl`. */
export async function sitemapXml(db: Database, publicUrl: string): Promise<string> {
  const origin = publicUrl.replace(/\/+$/, '');
  const sessions = await selectSitemapSessions(db);
  const url = (loc: string, lastmod?: Date | string) => ({
    name: 'url',
    children: [
      { name: 'loc', text: `${origin}${loc}` },
      lastmod === undefined ? null : { name: 'lastmod', text: new Date(lastmod).toISOString() },
    ],
  });
  return xmlDocument({
    name: 'urlset',
    attributes: { xmlns: SITEMAP_NAMESPACE },
    children: [
      ...indexablePaths().map((path) => url(path)),
      ...sessions.map((session) => url(`/training/${session.id}`, session.updated_at)),
    ],
  });
}
