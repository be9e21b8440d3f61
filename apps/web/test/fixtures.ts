import {
  type QualityResults,
  profileOf,
  type ProfileCode,
  type SessionUser,
  type StructureRecord,
  type StructureRow,
  type UserItem,
} from '@passerelle/shared';
import { vi } from 'vitest';

import { createApiClient } from '~/lib/api-client';

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

/** An account as `GET /api/users` lists it: Claire Martin, HR validator of structure 7. */
export function userItemOf(overrides: Partial<UserItem> = {}): UserItem {
  return {
    id: 42,
    username: 'claire.martin',
    civility: 'MRS',
    givenName: 'Claire',
    familyName: 'Martin',
    email: 'claire.martin@example.org',
    disabled: false,
    profiles: [{ code: 'profile_hr', structureId: 7, structureName: 'Mission locale de Nantes' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A structure as `GET /api/structures/detail/{id}` answers it: nobody and nothing tied to it. */
export function structureRecordOf(overrides: Partial<StructureRecord> = {}): StructureRecord {
  return {
    id: 12,
    name: 'Maison de l’emploi',
    type: 'employer',
    siret: '73282932000074',
    activityNumber: null,
    address: null,
    zipCode: '81000',
    city: 'Albi',
    phone: null,
    email: null,
    member: false,
    active: true,
    parent: null,
    children: [],
    validators: [],
    members: [],
    documents: [],
    usedBy: [],
    ...overrides,
  };
}

/** A row of `GET /api/structures/detail` (the administration list). */
export function structureRowOf(overrides: Partial<StructureRow> = {}): StructureRow {
  return {
    id: 12,
    name: 'Maison de l’emploi',
    type: 'employer',
    siret: '73282932000074',
    zipCode: '81000',
    city: 'Albi',
    member: false,
    active: true,
    parent: null,
    validators: 0,
    members: 0,
    ...overrides,
  };
}

/**
 * An API client as the loaders get one, answering each call with `answer(url)`; `fetch` records
 * the calls.
 */
export function apiClientAnswering(answer: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => answer(url));
  const api = createApiClient({
    fetch,
    getAccessToken: () => null,
    clearSession: () => {},
    getCurrentPath: () => '/',
    redirectToLogin: () => {},
  });
  return { api, fetch };
}

/** Published quality results (decision 079), over the year to 31 October 2026. */
export function qualityResultsOf(overrides: Partial<QualityResults> = {}): QualityResults {
  return {
    period: { from: '2025-11-01', to: '2026-10-31' },
    trained: 10,
    completionRate: 0.9,
    answers: 6,
    satisfactionRate: 0.667,
    themes: [
      { theme: 'management', label: 'Organisation de la formation', average: 4.25 },
      { theme: 'beneficiaryInfo', label: 'Information des participants', average: null },
      { theme: 'contents', label: 'Contenus et animation', average: 4.6 },
      { theme: 'pedagogicalGoals', label: 'Objectifs pédagogiques', average: 3.5 },
      { theme: 'general', label: 'Appréciation générale', average: 4 },
    ],
    publishable: true,
    ...overrides,
  };
}
