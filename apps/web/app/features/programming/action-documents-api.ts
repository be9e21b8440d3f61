import {
  ACTION_DOCUMENTS_API,
  ACTION_DOCUMENT_TYPES,
  t,
  type ActionDocumentKind,
  type StoredFileInfo,
} from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * The browser's calls behind the "Documents et liens" section of an action (spec §7
 * `action_files`, `action_files/multiple`, `action_links`).
 */

/**
 * Stores files through `POST /api/action_files/multiple` (any allowed upload type). A multipart
 * upload: no JSON contract, so the plain `request`.
 */
export function uploadActionFiles(files: readonly File[]): Promise<ApiResult<StoredFileInfo[]>> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return browserApi.request<StoredFileInfo[]>('/api/action_files/multiple', {
    method: 'POST',
    query: { accept: ACTION_DOCUMENT_TYPES.join(',') },
    body: form,
    defaultErrorMessage: t('toast.importError'),
  });
}

/** `POST /api/action_files`: attaches one stored file as `kind`. */
export function attachActionDocument(actionId: number, kind: ActionDocumentKind, fileId: number) {
  return browserApi.call(ACTION_DOCUMENTS_API.attach, {
    body: { actionId, fileId, kind },
    defaultErrorMessage: t('toast.importError'),
  });
}

/** `DELETE /api/action_files/{id}`. */
export function detachActionDocument(documentId: number) {
  return browserApi.call(ACTION_DOCUMENTS_API.detach, {
    params: { id: documentId },
    defaultErrorMessage: t('toast.deleteError'),
  });
}

/** `POST /api/action_links`. */
export function addActionLink(actionId: number, link: { name: string; url: string }) {
  return browserApi.call(ACTION_DOCUMENTS_API.addLink, {
    body: { actionId, ...link },
    defaultErrorMessage: t('toast.editError'),
  });
}

/** `DELETE /api/action_links/{id}`. */
export function removeActionLink(linkId: number) {
  return browserApi.call(ACTION_DOCUMENTS_API.removeLink, {
    params: { id: linkId },
    defaultErrorMessage: t('toast.deleteError'),
  });
}
