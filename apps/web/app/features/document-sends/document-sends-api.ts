import { DOCUMENT_SENDS_API, type DocumentSendBody } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/* What the sending of a session's convocations and conventions asks the API (decision 039). */

export function getSessionDocumentSends(sessionId: number, signal?: AbortSignal) {
  return browserApi.call(DOCUMENT_SENDS_API.ofSession, { params: { id: sessionId }, signal });
}

export function startDocumentSend(sessionId: number, body: DocumentSendBody) {
  return browserApi.call(DOCUMENT_SENDS_API.start, { params: { id: sessionId }, body });
}

export function getDocumentSend(sendId: number, signal?: AbortSignal) {
  return browserApi.call(DOCUMENT_SENDS_API.detail, { params: { id: sendId }, signal });
}
