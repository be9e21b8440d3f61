import { CATALOGUE_API, type CatalogueSession } from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import { monthBounds, type YearMonth } from './calendar-month';

/** The largest page of the search, and the pages read at most for one month. */
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

/**
 * The catalogue's sessions starting in `month` (days in Paris), by start date: the first page,
 * then the others in parallel, up to MAX_PAGES × PAGE_SIZE sessions (`truncated` beyond).
 */
export async function loadMonthSessions(
  api: ApiClient,
  month: YearMonth,
): Promise<{ sessions: CatalogueSession[]; truncated: boolean; error: string | null }> {
  const { first, last } = monthBounds(month);
  const pageAt = (page: number) =>
    api.call(CATALOGUE_API.search, {
      query: { from: first, to: last, pageSize: PAGE_SIZE, page },
    });
  const firstPage = await pageAt(1);
  if (!firstPage.ok) return { sessions: [], truncated: false, error: firstPage.error };
  const pages = Math.min(MAX_PAGES, Math.ceil(firstPage.data.total / PAGE_SIZE));
  const others = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => pageAt(i + 2)),
  );
  const sessions = [
    firstPage.data,
    ...others.flatMap((page) => (page.ok ? [page.data] : [])),
  ].flatMap((page) => page.items);
  return { sessions, truncated: firstPage.data.total > sessions.length, error: null };
}
