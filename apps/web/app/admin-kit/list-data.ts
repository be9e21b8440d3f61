import { idParam, t, type ListPage, type Resource } from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import { dialogOf, listSearch, readListQuery } from './list-url';
import type { ResourceItem, ResourceListData } from './types';

/**
 * The data of a resource page, for its `loader` (server render, through the in-process client)
 * and its `clientLoader` (browser navigations, straight to the API): one page of the list for
 * the URL's query and, with `?edit=<id>`, the row to edit. Failures become messages, never throws
 * (a 401 leaves through the client's redirect to the login page).
 */
export async function loadResourceList(
  api: ApiClient,
  resource: Resource,
  request: Request,
): Promise<ResourceListData> {
  const params = new URL(request.url).searchParams;
  const { query, notice } = readListQuery(resource, params);
  const dialog = dialogOf(params);
  const base = `/api/${resource.name}`;

  const [list, edit] = await Promise.all([
    api.request<ListPage<ResourceItem>>(`${base}${listSearch(query)}`, {
      defaultErrorMessage: t('adminKit.loadError'),
    }),
    dialog?.mode === 'edit' ? loadItem(api, base, String(dialog.id)) : Promise.resolve(null),
  ]);

  return {
    query,
    notice,
    page: list.ok ? list.data : null,
    error: list.ok ? null : list.error,
    edit,
  };
}

async function loadItem(
  api: ApiClient,
  base: string,
  rawId: string,
): Promise<NonNullable<ResourceListData['edit']>> {
  const id = idParam.safeParse(rawId);
  if (!id.success) return { id: rawId, item: null, error: t('error.api.notFound') };
  const result = await api.request<ResourceItem>(`${base}/${id.data}`, {
    defaultErrorMessage: t('adminKit.itemError'),
  });
  return result.ok
    ? { id: rawId, item: result.data, error: null }
    : { id: rawId, item: null, error: result.error };
}
