import {
  catalogueQuerySchema,
  type CataloguePage,
  type CatalogueQuery,
  type PublicActionTypeItem,
  type PublicAxisItem,
  type PublicCityItem,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { readListState, type ListState } from '~/lib/list-state';
import { listSearch } from '~/lib/list-search';

import type { CatalogueOptions } from './catalogue-search-form';

async function listOrEmpty<T>(api: ApiClient, path: string): Promise<T[]> {
  const result = await api.request<T[]>(path);
  return result.ok && Array.isArray(result.data) ? result.data : [];
}

/** The choices of the advanced search; a failed list only empties its select. */
export async function loadCatalogueOptions(api: ApiClient): Promise<CatalogueOptions> {
  const [axes, types, cities] = await Promise.all([
    listOrEmpty<PublicAxisItem>(api, '/api/public/axes'),
    listOrEmpty<PublicActionTypeItem>(api, '/api/public/action_types'),
    listOrEmpty<PublicCityItem>(api, '/api/public/cities'),
  ]);
  return { axes, types, cities };
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
  const list = readListState(catalogueQuerySchema, search);
  const result = await api.request<CataloguePage>(
    `/api/public/session_views${listSearch(list.query, list.defaults)}`,
  );
  return result.ok
    ? { results: result.data, error: null, list }
    : { results: null, error: result.error, list };
}
