import {
  t,
  type ListPage,
  type Resource,
  type StoredFileInfo,
  type UploadType,
} from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

import type { ResourceItem } from './types';

/**
 * The browser's calls of a resource (mutations and live checks), through the spec §7 client:
 * `POST /api/{name}`, `PATCH /api/{name}/{id}`, `DELETE /api/{name}/{id}`,
 * `GET /api/{name}/is_unique_{field}` and the options of a reference field.
 */

export function saveItem(
  resource: Resource,
  id: number | null,
  body: Record<string, unknown>,
): Promise<ApiResult<ResourceItem>> {
  return browserApi.request<ResourceItem>(
    id === null ? `/api/${resource.name}` : `/api/${resource.name}/${id}`,
    {
      method: id === null ? 'POST' : 'PATCH',
      body,
      defaultErrorMessage: t('toast.editError'),
    },
  );
}

export function deleteItem(resource: Resource, id: number): Promise<ApiResult<unknown>> {
  return browserApi.request(`/api/${resource.name}/${id}`, {
    method: 'DELETE',
    defaultErrorMessage: t('toast.deleteError'),
  });
}

/** Whether no other row holds `value` in `field`; null when the check itself failed. */
export async function isUnique(
  resourceName: string,
  field: string,
  value: unknown,
  excludeId: number | null,
  signal?: AbortSignal,
): Promise<boolean | null> {
  const result = await browserApi.request<{ unique: boolean }>(
    `/api/${resourceName}/is_unique_${field}`,
    { query: { value: String(value), excludeId }, signal },
  );
  return result.ok && typeof result.data?.unique === 'boolean' ? result.data.unique : null;
}

/** Rows of a referenced resource matching `q`, for a reference field's combobox. */
export async function searchItems(
  resourceName: string,
  q: string,
  signal?: AbortSignal,
): Promise<ResourceItem[]> {
  const result = await browserApi.request<ListPage<ResourceItem>>(`/api/${resourceName}`, {
    query: { q, pageSize: 50 },
    signal,
  });
  return result.ok ? result.data.items : [];
}

/**
 * Stores one file through an upload endpoint of spec §7 (`uploadPath`, e.g.
 * 'room_files/multiple'); the server checks its type on its content against `accept`.
 */
export function uploadFile(
  uploadPath: string,
  file: File,
  accept: readonly UploadType[],
): Promise<ApiResult<StoredFileInfo[]>> {
  const form = new FormData();
  form.append('files', file, file.name);
  return browserApi.request<StoredFileInfo[]>(`/api/${uploadPath}`, {
    method: 'POST',
    query: { accept: accept.join(',') },
    body: form,
    defaultErrorMessage: t('adminFile.uploadError'),
  });
}

/** One row of a resource by id, or null. */
export async function getItem(resourceName: string, id: number): Promise<ResourceItem | null> {
  const result = await browserApi.request<ResourceItem>(`/api/${resourceName}/${id}`);
  return result.ok ? result.data : null;
}
