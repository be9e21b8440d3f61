import { ATTENDANCE_API, type CollectSignatureBody, type SignBody } from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * What the digital attendance asks the API (modules/attendance, decision 038): a session's
 * attendance and its windows for its provider and staff, the trainee's signing page and signature.
 */

export function getSessionAttendance(sessionId: number, signal?: AbortSignal) {
  return browserApi.call(ATTENDANCE_API.ofSession, { params: { id: sessionId }, signal });
}

export function openSigningWindow(sessionId: number, halfDay: string) {
  return browserApi.call(ATTENDANCE_API.openWindow, {
    params: { id: sessionId },
    body: { halfDay },
  });
}

export function getSigningWindow(windowId: number, signal?: AbortSignal) {
  return browserApi.call(ATTENDANCE_API.window, { params: { id: windowId }, signal });
}

export function closeSigningWindow(windowId: number) {
  return browserApi.call(ATTENDANCE_API.closeWindow, { params: { id: windowId } });
}

export function collectSignature(windowId: number, body: CollectSignatureBody) {
  return browserApi.call(ATTENDANCE_API.collectSignature, { params: { id: windowId }, body });
}

export function applyAttendanceProposal(sessionId: number, registrationIds: number[]) {
  return browserApi.call(ATTENDANCE_API.applyProposal, {
    params: { id: sessionId },
    body: { registrationIds },
  });
}

/** The address of a drawn signature's image. */
export function signatureImageUrl(signatureId: number): string {
  return `/api/attendance_signatures/${signatureId}/image`;
}

/** The trainee's signing page of `/beneficiary/sign/{token}`, read by its loader. */
export function loadSigningPage(api: ApiClient, token: string) {
  return api.call(ATTENDANCE_API.signingPage, { params: { token } });
}

export function sendSignature(body: SignBody) {
  return browserApi.call(ATTENDANCE_API.sign, { body });
}
