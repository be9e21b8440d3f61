import type {
  DocumentSend,
  DocumentSendBody,
  DocumentSendDetail,
  SessionDocumentSends,
} from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/* What the sending of a session's convocations and conventions asks the API (decision 039). */

export function getSessionDocumentSends(sessionId: number, signal?: AbortSignal) {
  return browserApi.request<SessionDocumentSends>(`/api/sessions/${sessionId}/document_sends`, {
    signal,
  });
}

export function startDocumentSend(sessionId: number, body: DocumentSendBody) {
  return browserApi.request<DocumentSend>(`/api/sessions/${sessionId}/document_sends`, {
    method: 'POST',
    body,
  });
}

export function getDocumentSend(sendId: number, signal?: AbortSignal) {
  return browserApi.request<DocumentSendDetail>(`/api/document_sends/${sendId}`, { signal });
}
