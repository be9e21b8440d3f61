import {
  CATALOGUE_FILTER_NAMES,
  type CatalogueFilterName,
  type CatalogueQuery,
} from '@passerelle/shared';

import type { ListState } from '~/lib/list-state';
import { listSearch } from '~/lib/list-search';

/*
 * The search lives in the URL of /training (a GET form, so it works without JavaScript and can
 * be shared): the same parameter names as `GET /api/public/session_views`. The loader reads it
 * (lib/list-state.ts, on the server: no Zod in the browser, decision 018); the page writes its
 * links from the state it was given.
 */

/** The form's values, by filter name ('' when absent). */
export function catalogueFormValues(
  query: Partial<CatalogueQuery>,
): Record<CatalogueFilterName, string> {
  return Object.fromEntries(
    CATALOGUE_FILTER_NAMES.map((name) => [name, String(query[name] ?? '')]),
  ) as Record<CatalogueFilterName, string>;
}

/** Whether an advanced criterion (anything but the text) is set: the panel then shows open. */
export function hasAdvancedCriteria(query: Partial<CatalogueQuery>): boolean {
  return CATALOGUE_FILTER_NAMES.some((name) => name !== 'q' && query[name] !== undefined);
}

/** `/training?…` of the same search at `page` (page 1 is left out of the URL). */
export function catalogueHref(
  list: Omit<ListState<CatalogueQuery>, 'notice'>,
  page: number,
): string {
  return `/training${listSearch({ ...list.query, page }, list.defaults)}`;
}
