import { CATALOGUE_FILTER_NAMES, type CatalogueFilterName } from '@passerelle/shared';

/*
 * The search lives in the URL of /training (a GET form, so it works without JavaScript and can
 * be shared): the same parameter names as `GET /api/public/session_views`.
 */

const PAGING = ['page', 'pageSize'] as const;
const KNOWN = new Set<string>([...CATALOGUE_FILTER_NAMES, ...PAGING]);

/** The first non-blank value of each known parameter; unknown and empty ones are dropped. */
export function catalogueParams(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [key, value] of search) {
    if (KNOWN.has(key) && value.trim() !== '' && !kept.has(key)) kept.set(key, value.trim());
  }
  return kept;
}

/** The form's values, by filter name ('' when absent). */
export function catalogueFormValues(search: URLSearchParams): Record<CatalogueFilterName, string> {
  const params = catalogueParams(search);
  return Object.fromEntries(
    CATALOGUE_FILTER_NAMES.map((name) => [name, params.get(name) ?? '']),
  ) as Record<CatalogueFilterName, string>;
}

/** Whether an advanced criterion (anything but the text) is set: the panel then shows open. */
export function hasAdvancedCriteria(search: URLSearchParams): boolean {
  const params = catalogueParams(search);
  return CATALOGUE_FILTER_NAMES.some((name) => name !== 'q' && params.has(name));
}

/** `/training?…` of the same search at `page` (page 1 is left out of the URL). */
export function catalogueHref(search: URLSearchParams, page: number): string {
  const params = catalogueParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `/training?${query}` : '/training';
}
