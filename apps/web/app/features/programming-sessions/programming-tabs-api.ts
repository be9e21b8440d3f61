import {
  ACTIONS_API,
  SESSIONS_API,
  t,
  type ListPage,
  type RouteBody,
  type SessionDocumentKind,
  type SpeakerCandidate,
  type StoredFileInfo,
  SESSION_DOCUMENT_TYPES,
} from '@passerelle/shared';

import type { ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * The browser's calls of the sessions, speakers and registrations tabs, through the spec §7
 * client (Bearer token, the API's French `error` on refusal, 401 to the login page).
 */

/*
 * The session form sends the body it built and checked against the shared schema
 * (session-form-values.ts: validateSessionValues, validateRealisedHours), as the schema's input.
 */

/** `POST /api/actions/{id}/add_session`. */
export function createSession(actionId: number, body: Record<string, unknown>) {
  return browserApi.call(SESSIONS_API.create, {
    params: { id: actionId },
    body: body as RouteBody<typeof SESSIONS_API.create>,
    defaultErrorMessage: t('toast.editError'),
  });
}

/** `PATCH /api/sessions/{id}`. */
export function updateSession(sessionId: number, body: Record<string, unknown>) {
  return browserApi.call(SESSIONS_API.update, {
    params: { id: sessionId },
    body: body as RouteBody<typeof SESSIONS_API.update>,
    defaultErrorMessage: t('toast.editError'),
  });
}

/** `DELETE /api/sessions/{id}`. */
export function deleteSession(sessionId: number) {
  return browserApi.call(SESSIONS_API.remove, {
    params: { id: sessionId },
    defaultErrorMessage: t('toast.deleteError'),
  });
}

export interface NamedOption {
  id: number;
  name: string;
}

/*
 * Cities and rooms are reference lists served by the generic resource engine (admin-kit), which
 * has no route contract: the plain `request`, typed by hand.
 */

/** Cities matching `q` (`GET /api/cities`), by name. */
export async function searchCities(q: string, signal?: AbortSignal): Promise<NamedOption[]> {
  const result = await browserApi.request<ListPage<{ id: number; value: string }>>('/api/cities', {
    query: { q, pageSize: 50, sort: 'value' },
    signal,
  });
  return result.ok ? result.data.items.map((city) => ({ id: city.id, name: city.value })) : [];
}

/**
 * The enabled rooms (`GET /api/rooms`), of the city named `city` when given (rooms carry their
 * city as text); null when the list could not be loaded.
 */
export async function listRooms(
  city: string | null,
  signal?: AbortSignal,
): Promise<NamedOption[] | null> {
  const result = await browserApi.request<ListPage<{ id: number; name: string }>>('/api/rooms', {
    query: { city, enabled: true, pageSize: 100, sort: 'name' },
    signal,
  });
  return result.ok ? result.data.items.map((room) => ({ id: room.id, name: room.name })) : null;
}

/**
 * Stores files through `POST /api/session_files/multiple`, checked for the kind's formats. A
 * multipart upload: no JSON contract, so the plain `request`.
 */
export function uploadSessionFiles(
  files: readonly File[],
  kind: SessionDocumentKind,
): Promise<ApiResult<StoredFileInfo[]>> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return browserApi.request<StoredFileInfo[]>('/api/session_files/multiple', {
    method: 'POST',
    query: { accept: SESSION_DOCUMENT_TYPES[kind].join(',') },
    body: form,
    defaultErrorMessage: t('toast.importError'),
  });
}

/** `POST /api/sessions/{id}/documents`: the session's files after the change. */
export function attachSessionDocuments(
  sessionId: number,
  kind: SessionDocumentKind,
  fileIds: readonly number[],
) {
  return browserApi.call(SESSIONS_API.attachDocuments, {
    params: { id: sessionId },
    body: { kind, fileIds: [...fileIds] },
    defaultErrorMessage: t('toast.importError'),
  });
}

/** `DELETE /api/sessions/{id}/documents/{documentId}`. */
export function detachSessionDocument(sessionId: number, documentId: number) {
  return browserApi.call(SESSIONS_API.detachDocument, {
    params: { id: sessionId, documentId },
    defaultErrorMessage: t('toast.deleteError'),
  });
}

/** `GET /api/actions/{id}/speaker_candidates?q=`. */
export async function searchSpeakerCandidates(
  actionId: number,
  q: string,
  signal?: AbortSignal,
): Promise<SpeakerCandidate[]> {
  const result = await browserApi.call(ACTIONS_API.speakerCandidates, {
    params: { id: actionId },
    query: { q },
    signal,
  });
  return result.ok ? result.data : [];
}

/** `PUT /api/actions/{id}/speakers`: replaces the whole list. */
export function putSpeakers(
  actionId: number,
  speakerIds: readonly number[],
  defaultErrorMessage: string,
) {
  return browserApi.call(ACTIONS_API.setSpeakers, {
    params: { id: actionId },
    body: { speakerIds: [...speakerIds] },
    defaultErrorMessage,
  });
}
