import type {
  CataloguePage,
  PublicActionTypeItem,
  PublicAxisItem,
  PublicCityItem,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import type { CatalogueOptions } from './catalogue-search-form';
import { catalogueParams } from './catalogue-url';

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
 * The search of the URL: the page of results, or the API's French message (a bad date, a
 * value out of the lists) with no results, the form staying as the visitor filled it.
 */
export async function loadCatalogueResults(
  api: ApiClient,
  search: URLSearchParams,
): Promise<{ results: CataloguePage | null; error: string | null }> {
  const query = catalogueParams(search).toString();
  const result = await api.request<CataloguePage>(
    `/api/public/session_views${query ? `?${query}` : ''}`,
  );
  return result.ok ? { results: result.data, error: null } : { results: null, error: result.error };
}
