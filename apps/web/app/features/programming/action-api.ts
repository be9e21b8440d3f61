import { IMAGE_UPLOAD_TYPES, t, type ActionDetail, type StoredFileInfo } from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * The browser's calls behind the action screens, through the spec §7 client: create, change,
 * duplicate and delete an action, and upload its images (`action_files/multiple`).
 */

export function createAction(body: Record<string, unknown>): Promise<ApiResult<ActionDetail>> {
  return browserApi.request<ActionDetail>('/api/actions', {
    method: 'POST',
    body,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function updateAction(
  id: number,
  body: Record<string, unknown>,
): Promise<ApiResult<ActionDetail>> {
  return browserApi.request<ActionDetail>(`/api/actions/${id}`, {
    method: 'PATCH',
    body,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function duplicateAction(id: number): Promise<ApiResult<ActionDetail>> {
  return browserApi.request<ActionDetail>(`/api/actions/${id}/duplicate`, {
    method: 'POST',
    defaultErrorMessage: t('toast.copyError'),
  });
}

export function deleteAction(id: number): Promise<ApiResult<unknown>> {
  return browserApi.request(`/api/actions/${id}`, {
    method: 'DELETE',
    defaultErrorMessage: t('toast.deleteError'),
  });
}

/** Stores one image (JPEG, PNG, WebP or GIF, checked on its content by the server). */
export function uploadActionImage(file: File): Promise<ApiResult<StoredFileInfo[]>> {
  const form = new FormData();
  form.append('files', file);
  return browserApi.request<StoredFileInfo[]>('/api/action_files/multiple', {
    method: 'POST',
    query: { accept: IMAGE_UPLOAD_TYPES.join(',') },
    body: form,
    defaultErrorMessage: t('imageField.uploadError'),
  });
}
