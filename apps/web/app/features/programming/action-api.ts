import {
  ACTIONS_API,
  IMAGE_UPLOAD_TYPES,
  t,
  type RouteBody,
  type StoredFileInfo,
} from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * The browser's calls behind the action screens, through the spec §7 client: create, change,
 * duplicate and delete an action, and upload its images (`action_files/multiple`).
 */

// The action form sends the body it built and checked against the shared schema, as its input.

export function createAction(body: Record<string, unknown>) {
  return browserApi.call(ACTIONS_API.create, {
    body: body as RouteBody<typeof ACTIONS_API.create>,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function updateAction(id: number, body: Record<string, unknown>) {
  return browserApi.call(ACTIONS_API.update, {
    params: { id },
    body: body as RouteBody<typeof ACTIONS_API.update>,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function duplicateAction(id: number) {
  return browserApi.call(ACTIONS_API.duplicate, {
    params: { id },
    defaultErrorMessage: t('toast.copyError'),
  });
}

export function deleteAction(id: number) {
  return browserApi.call(ACTIONS_API.remove, {
    params: { id },
    defaultErrorMessage: t('toast.deleteError'),
  });
}

/**
 * Stores one image (JPEG, PNG, WebP or GIF, checked on its content by the server). A multipart
 * upload: no JSON contract, so the plain `request`.
 */
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
