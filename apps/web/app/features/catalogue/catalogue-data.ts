import {
  CATALOGUE_API,
  catalogueQuerySchema,
  PUBLIC_LISTS_API,
  type CataloguePage,
  type CatalogueQuery,
} from '@passerelle/shared';

import type { ApiClient, ApiResult } from '~/lib/api-client';
import { readListState, type ListState } from '~/lib/list-state';
import { listQuery } from '~/lib/list-search';

import type { CatalogueOptions } from './catalogue-search-form';

function listOrEmpty<T>(result: ApiResult<T[]>): T[] {
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

/** The choices of the advanced search; a failed list only empties its select. */
export async function loadCatalogueOptions(api: ApiClient): Promise<CatalogueOptions> {
  const [axes, types, cities] = await Promise.all([
    api.call(PUBLIC_LISTS_API.axes),
    api.call(PUBLIC_LISTS_API.actionTypes),
    api.call(PUBLIC_LISTS_API.cities),
  ]);
  return { axes: listOrEmpty(axes), types: listOrEmpty(types), cities: listOrEmpty(cities) };
}

/**
 * The catalogue's search from its URL: a refused date (an inverted range) is said on its field of
 * the search form, the other refusals in the page's notice.
 */
export function readCatalogueList(search: URLSearchParams): ListState<CatalogueQuery> {
  return readListState(catalogueQuerySchema, search, undefined, { onFields: ['from', 'to'] });
}

/**
 * The search of the URL (lib/list-state.ts: a refused criterion dropped, and said), and its page
 * of results or the API's French message. Read by the loader, on the server.
 */
export async function loadCatalogueResults(
  api: ApiClient,
  search: URLSearchParams,
): Promise<{
  results: CataloguePage | null;
  error: string | null;
  list: ListState<CatalogueQuery>;
}> {
  const list = readCatalogueList(search);
  const result = await api.call(CATALOGUE_API.search, {
    query: listQuery(list.query, list.defaults),
  });
  return result.ok
    ? { results: result.data, error: null, list }
    : { results: null, error: result.error, list };
}
