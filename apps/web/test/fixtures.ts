import { profileOf, type ProfileCode, type SessionUser } from '@passerelle/shared';

/** A session user of the given profile, as `GET /api/_auth/session` answers it. */
export function userOf(code: ProfileCode, id = 1): SessionUser {
  return {
    id,
    username: profileOf(code),
    civility: 'MRS',
    givenName: 'Claire',
    familyName: 'Martin',
    email: 'claire.martin@example.fr',
    userProfileCode: code,
    profiles: [{ code, structureId: 1, structureName: 'Mission locale' }],
  };
}

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
