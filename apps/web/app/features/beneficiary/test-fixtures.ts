import type {
  BeneficiarySession,
  FavoriteSession,
  FutureRegistration,
  PassedRegistration,
} from '@passerelle/shared';
import { vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';

export function beneficiarySession(extra: Partial<BeneficiarySession> = {}): BeneficiarySession {
  return {
    id: 41,
    code: 'ECO-1',
    status: 'PROGRAMMED',
    startDate: '2030-03-10T08:00:00.000Z',
    endDate: '2030-03-11T16:00:00.000Z',
    modality: 'ONSITE',
    city: 'Toulouse',
    action: { id: 7, name: 'Écoute active' },
    provider: 'Institut Horizon Formation',
    ...extra,
  };
}

export function favoriteOf(session: Partial<BeneficiarySession> = {}): FavoriteSession {
  return {
    session: beneficiarySession(session),
    seatsLeft: 2,
    availability: 'LAST_PLACES',
    favoritedAt: '2030-01-01T08:00:00.000Z',
  };
}

export function futureOf(
  registration: Partial<FutureRegistration['registration']> = {},
  session: Partial<BeneficiarySession> = {},
): FutureRegistration {
  return {
    session: beneficiarySession(session),
    registration: {
      id: 90,
      status: 'REQUESTED',
      waitingList: false,
      waitingPosition: null,
      askedAt: '2030-01-01T08:00:00.000Z',
      awaiting: 'HR_VALIDATION',
      awaitingLabel: 'En attente de validation par votre structure',
      cancellable: true,
      ...registration,
    },
  };
}

export function passedOf(
  registration: Partial<PassedRegistration['registration']> = {},
  session: Partial<BeneficiarySession> = {},
  survey: PassedRegistration['survey'] = null,
): PassedRegistration {
  return {
    session: beneficiarySession({
      startDate: '2024-03-10T08:00:00.000Z',
      endDate: '2024-03-10T16:00:00.000Z',
      ...session,
    }),
    registration: {
      id: 80,
      status: 'PRESENT',
      effectiveHours: '7.50',
      excusedAbsence: false,
      reason: null,
      ...registration,
    },
    survey,
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Spies on `window.fetch`: `handler` answers, or 404; every call is recorded. */
export function mockApi(handler: (call: RecordedCall) => Response | undefined) {
  const calls: RecordedCall[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://localhost').pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    return handler(call) ?? jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  });
  return calls;
}
