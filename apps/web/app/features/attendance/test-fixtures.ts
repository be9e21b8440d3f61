import type { SessionAttendance, SigningPage, SigningWindowState } from '@passerelle/shared';

/*
 * A session (id 5) with two half-days on 10 March 2026 — the morning's window open (id 9), the
 * afternoon never opened — and three trainees: Ana Lima signed the morning on her phone, Bruno
 * Petit and Chloé Roux not yet.
 */

const MORNING = {
  key: '2026-03-10-morning',
  day: '2026-03-10',
  period: 'morning' as const,
  startsAt: '2026-03-10T08:00:00.000Z',
  endsAt: '2026-03-10T11:30:00.000Z',
};
const AFTERNOON = {
  key: '2026-03-10-afternoon',
  day: '2026-03-10',
  period: 'afternoon' as const,
  startsAt: '2026-03-10T12:30:00.000Z',
  endsAt: '2026-03-10T16:00:00.000Z',
};

const ANA_SIGNATURE = {
  id: 31,
  signedAt: '2026-03-10T08:05:00.000Z',
  method: 'OWN_DEVICE' as const,
  collectedBy: { id: 41, name: 'Ana Lima' },
  typedName: null,
  drawn: true,
};

export function attendanceOf(overrides: Partial<SessionAttendance> = {}): SessionAttendance {
  return {
    session: { id: 5, code: 'ECO-01', status: 'PROGRAMMED', actionName: 'Écoute active' },
    sessionHours: '7.00',
    halfDays: [
      {
        ...MORNING,
        hours: '3.50',
        window: {
          id: 9,
          openedAt: '2026-03-10T07:55:00.000Z',
          closedAt: null,
          closesAt: '2026-03-10T23:00:00.000Z',
          open: true,
        },
        openRefusal: null,
        signedCount: 1,
      },
      { ...AFTERNOON, hours: '3.50', window: null, openRefusal: null, signedCount: 0 },
    ],
    trainees: [
      {
        registrationId: 11,
        name: 'Ana Lima',
        structureName: 'Mission Locale',
        status: 'REGISTERED',
        effectiveHours: null,
        signatures: { [MORNING.key]: ANA_SIGNATURE },
        proposal: {
          status: 'PARTIAL_ABSENCE',
          effectiveHours: '3.50',
          signed: 1,
          total: 2,
          changes: true,
        },
      },
      {
        registrationId: 12,
        name: 'Bruno Petit',
        structureName: null,
        status: 'REGISTERED',
        effectiveHours: null,
        signatures: {},
        proposal: { status: 'ABSENCE', effectiveHours: '0.00', signed: 0, total: 2, changes: true },
      },
      {
        registrationId: 13,
        name: 'Chloé Roux',
        structureName: null,
        status: 'ABSENCE',
        effectiveHours: '0.00',
        signatures: {},
        proposal: {
          status: 'ABSENCE',
          effectiveHours: '0.00',
          signed: 0,
          total: 2,
          changes: false,
        },
      },
    ],
    applyRefusal:
      'La session n’est pas terminée (fin le 10/03/2026) : la présence se saisit après la session.',
    ...overrides,
  };
}

export function windowStateOf(overrides: Partial<SigningWindowState> = {}): SigningWindowState {
  return {
    id: 9,
    openedAt: '2026-03-10T07:55:00.000Z',
    closedAt: null,
    closesAt: '2026-03-10T23:00:00.000Z',
    open: true,
    sessionId: 5,
    halfDay: MORNING,
    qr: {
      url: 'http://localhost/beneficiary/sign/9.59000000.abcdefghijklmnopqrstuv',
      expiresAt: '2026-03-10T08:01:00.000Z',
      refreshAt: '2026-03-10T08:00:30.000Z',
    },
    trainees: [
      { registrationId: 11, name: 'Ana Lima', signature: ANA_SIGNATURE },
      { registrationId: 12, name: 'Bruno Petit', signature: null },
    ],
    ...overrides,
  };
}

export function signingPageOf(overrides: Partial<SigningPage> = {}): SigningPage {
  return {
    session: { code: 'ECO-01', actionName: 'Écoute active', place: 'Rennes · Présentiel' },
    halfDay: MORNING,
    trainee: { name: 'Bruno Petit' },
    signedAt: null,
    ticket: '9.12.1773130000.abcdefghijklmnopqrstuv',
    ticketExpiresAt: '2026-03-10T08:10:00.000Z',
    ...overrides,
  };
}
