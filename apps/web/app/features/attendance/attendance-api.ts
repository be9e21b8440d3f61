import {
  type CollectSignatureBody,
  type SessionAttendance,
  type SignBody,
  type SignatureRecorded,
  type SigningPage,
  type SigningWindowState,
} from '@passerelle/shared';

import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * What the digital attendance asks the API (modules/attendance, decision 038): a session's
 * attendance and its windows for its provider and staff, the trainee's signing page and signature.
 */

export function getSessionAttendance(sessionId: number, signal?: AbortSignal) {
  return browserApi.request<SessionAttendance>(`/api/sessions/${sessionId}/attendance`, {
    signal,
  });
}

export function openSigningWindow(sessionId: number, halfDay: string) {
  return browserApi.request<SigningWindowState>(`/api/sessions/${sessionId}/signing_windows`, {
    method: 'POST',
    body: { halfDay },
  });
}

export function getSigningWindow(windowId: number, signal?: AbortSignal) {
  return browserApi.request<SigningWindowState>(`/api/signing_windows/${windowId}`, { signal });
}

export function closeSigningWindow(windowId: number) {
  return browserApi.request<SigningWindowState>(`/api/signing_windows/${windowId}/close`, {
    method: 'POST',
  });
}

export function collectSignature(windowId: number, body: CollectSignatureBody) {
  return browserApi.request<SignatureRecorded>(`/api/signing_windows/${windowId}/signatures`, {
    method: 'POST',
    body,
  });
}

export function applyAttendanceProposal(sessionId: number, registrationIds: number[]) {
  return browserApi.request<{ applied: number }>(`/api/sessions/${sessionId}/attendance_proposal`, {
    method: 'POST',
    body: { registrationIds },
  });
}

/** The address of a drawn signature's image. */
export function signatureImageUrl(signatureId: number): string {
  return `/api/attendance_signatures/${signatureId}/image`;
}

/** The trainee's signing page of `/beneficiary/sign/{token}`, read by its loader. */
export function loadSigningPage(api: ApiClient, token: string): Promise<ApiResult<SigningPage>> {
  return api.request<SigningPage>(`/api/signing/${encodeURIComponent(token)}`);
}

export function sendSignature(body: SignBody) {
  return browserApi.request<SignatureRecorded>('/api/signatures', { method: 'POST', body });
}
