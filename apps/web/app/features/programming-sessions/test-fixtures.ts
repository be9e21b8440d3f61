import type { SessionDetail } from '@passerelle/shared';
import { vi } from 'vitest';

import { jsonResponse } from '../../../test/fixtures';

/** A stored session as `GET /api/sessions/{id}` gives it. */
export function sessionDetail(extra: Partial<SessionDetail> = {}): SessionDetail {
  return {
    id: 41,
    code: 'ECO-1',
    status: 'PROGRAMMED',
    startDate: '2030-03-10T08:00:00.000Z',
    endDate: '2030-03-11T16:00:00.000Z',
    modality: 'ONSITE',
    city: { id: 1, name: 'Toulouse' },
    seats: 12,
    takenSeats: 3,
    availableSeats: 9,
    published: true,
    cost: '250.50',
    actionId: 7,
    action: { id: 7, name: 'Écoute active', year: 2030 },
    provider: { id: 3, name: 'Institut Horizon Formation' },
    cityId: 1,
    roomId: 11,
    room: { id: 11, name: 'Salle Capitole' },
    interventionDates: [
      { id: 1, startsAt: '2030-03-10T08:00:00.000Z', endsAt: '2030-03-10T11:00:00.000Z' },
    ],
    registrationDeadline: '2030-03-01T22:59:00.000Z',
    externalRegistration: false,
    externalRegistrationUrl: null,
    remoteUrl: null,
    eCourse: false,
    payable: false,
    registrationRequired: true,
    noFinancialContribution: false,
    realisedHoursOnsite: null,
    realisedHoursRemote: null,
    asyncTime: '1.50',
    surveyEnabled: false,
    reportEnabled: false,
    createdAt: '2029-12-01T08:00:00.000Z',
    updatedAt: '2029-12-01T08:00:00.000Z',
    ...extra,
  };
}

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | undefined;

/**
 * Spies on `window.fetch`: the lookups of the session form (cities, rooms of a city) answer by
 * default, anything else goes to `handler`; every call is recorded.
 */
export function mockProgrammingApi(handler: Handler = () => undefined) {
  const calls: RecordedCall[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const answer = handler(call);
    if (answer) return answer;
    if (call.url.pathname === '/api/cities') {
      const items = [
        { id: 1, code: '31555', value: 'Toulouse' },
        { id: 2, code: '81004', value: 'Albi' },
      ];
      return jsonResponse(200, { items, total: items.length, page: 1, pageSize: 50 });
    }
    if (call.url.pathname === '/api/rooms') {
      const city = call.url.searchParams.get('city');
      const rooms = [
        { id: 11, name: 'Salle Capitole', city: 'Toulouse' },
        { id: 12, name: 'Salle Daurade', city: 'Toulouse' },
        { id: 21, name: 'Salle Tarn', city: 'Albi' },
      ].filter((room) => !city || room.city === city);
      return jsonResponse(200, { items: rooms, total: rooms.length, page: 1, pageSize: 100 });
    }
    return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  });
  return calls;
}
