import {
  idParam,
  STRUCTURES_API,
  structureListQuerySchema,
  t,
  type StoredFileInfo,
  type StructureList,
  type StructureListQuery,
} from '@passerelle/shared';

import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';
import { readListState, type ListState } from '~/lib/list-state';

/*
 * What the structures administration asks the API (`structures/detail`, `structures`,
 * `structure_files`), for its loaders and its forms.
 */

/** What the list page's loaders give it. */
export interface StructuresPageData {
  query: StructureListQuery;
  /** French notice naming the URL parameters that were dropped as invalid. */
  notice: string | null;
  list: StructureList | null;
  error: string | null;
  creating: boolean;
}

/** The URL's filters and page (lib/list-state.ts): a refused value dropped, and said. */
export function readStructuresQuery(params: URLSearchParams): ListState<StructureListQuery> {
  return readListState(structureListQuerySchema, params);
}

export async function loadStructuresPage(
  api: ApiClient,
  request: Request,
): Promise<StructuresPageData> {
  const params = new URL(request.url).searchParams;
  const { query, notice } = readStructuresQuery(params);
  const list = await api.call(STRUCTURES_API.list, {
    query: { ...query },
    defaultErrorMessage: t('adminKit.loadError'),
  });
  return {
    query,
    notice,
    list: list.ok ? list.data : null,
    error: list.ok ? null : list.error,
    creating: params.get('new') === '1',
  };
}

/** The record of `/back/admin/structures/{id}`; a malformed id is a 404 like an unknown one. */
export function loadStructureRecord(api: ApiClient, id: string | undefined) {
  const parsed = idParam.safeParse(id);
  return api.call(STRUCTURES_API.record, {
    params: { id: parsed.success ? parsed.data : 0 },
    defaultErrorMessage: t('adminKit.itemError'),
  });
}

/**
 * Stores files through `POST /api/structure_files/multiple` (any allowed upload type). A
 * multipart upload: no JSON contract describes it, so it keeps `request`.
 */
export function uploadStructureFiles(files: readonly File[]): Promise<ApiResult<StoredFileInfo[]>> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return browserApi.request<StoredFileInfo[]>('/api/structure_files/multiple', {
    method: 'POST',
    body: form,
    defaultErrorMessage: t('toast.importError'),
  });
}

/** `POST /api/structure_files`: the structure's files after the change. */
export function attachStructureFiles(structureId: number, fileIds: readonly number[]) {
  return browserApi.call(STRUCTURES_API.attachFiles, {
    body: { structureId, fileIds: [...fileIds] },
    defaultErrorMessage: t('toast.importError'),
  });
}

export function detachStructureFile(documentId: number) {
  return browserApi.call(STRUCTURES_API.detachFile, {
    params: { id: documentId },
    defaultErrorMessage: t('toast.deleteError'),
  });
}
