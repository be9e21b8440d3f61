import { describe, expect, it } from 'vitest';
import {
  PROFILES,
  REGISTRATION_STATUSES,
  profileCode,
  type Profile,
  type RegistrationStatus,
} from '../enums';
import { forceRegistrationBodySchema } from '../schemas/registrations-back';
import {
  REGISTRATION_STAFF_EVENTS,
  checkRegistrationTransition,
  registrationEventsFor,
  type RegistrationStaffEvent,
  type RegistrationSubject,
  type RegistrationUser,
} from './registration';
import {
  attendanceFromHours,
  attendanceOfHours,
  resolveAttendance,
  sessionHoursOf,
} from './registration-attendance';

/* decisions.md "Registration workflow" 5 (attendance) and 6 (force, revert), as shared rules. */

const EMPLOYER = 7;
const PROVIDER = 9;
const NOW = new Date('2030-03-01T10:00:00Z');
const PAST = { sessionStartDate: '2030-02-01T08:00:00Z', sessionEndDate: '2030-02-02T16:00:00Z' };
const FUTURE = { sessionStartDate: '2030-04-01T08:00:00Z', sessionEndDate: '2030-04-02T16:00:00Z' };

function userOf(profile: Profile): RegistrationUser {
  const structureId = profile === 'provider' ? PROVIDER : profile === 'hr' ? EMPLOYER : null;
  return {
    id: 1,
    userProfileCode: profileCode(profile),
    profiles: [{ code: profileCode(profile), structureId, structureName: null }],
  };
}

function subject(status: RegistrationStatus, overrides: Partial<RegistrationSubject> = {}) {
  return {
    status,
    waitingList: false,
    beneficiaryId: 1,
    structureId: EMPLOYER,
    providerId: PROVIDER,
    hrValidation: true,
    providerValidation: true,
    ...PAST,
    ...overrides,
  } satisfies RegistrationSubject;
}

/** Copied by hand: who fires each staff event, from which statuses (session ended). */
const ALLOWED: Record<
  RegistrationStaffEvent,
  Partial<Record<Profile, readonly RegistrationStatus[]>>
> = {
  force: { admin: REGISTRATION_STATUSES, manager: REGISTRATION_STATUSES },
  revert: { admin: REGISTRATION_STATUSES, manager: REGISTRATION_STATUSES },
  complete: {
    admin: ['REGISTERED', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'],
    manager: ['REGISTERED', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'],
    provider: ['REGISTERED', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'],
  },
  effectiveHours: {
    admin: ['REGISTERED', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'],
    manager: ['REGISTERED', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'],
    provider: ['REGISTERED', 'PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE'],
  },
};

describe('staff events', () => {
  it('allows exactly the hand-written table', () => {
    for (const event of REGISTRATION_STAFF_EVENTS) {
      for (const profile of PROFILES) {
        for (const status of REGISTRATION_STATUSES) {
          const check = checkRegistrationTransition(event, userOf(profile), subject(status), NOW);
          const expected = ALLOWED[event][profile]?.includes(status) ?? false;
          expect(check.ok, `${event} ${profile} ${status}`).toBe(expected);
        }
      }
    }
  });

  it('records attendance only once the session has ended, for the provider of the action', () => {
    const early = checkRegistrationTransition(
      'complete',
      userOf('provider'),
      subject('REGISTERED', FUTURE),
      NOW,
    );
    expect(early).toMatchObject({ ok: false, code: 'REGISTRATION_SESSION_NOT_ENDED' });
    expect(!early.ok && early.message).toContain('02/04/2030');
    const otherProvider = subject('REGISTERED', { providerId: 3 });
    expect(
      checkRegistrationTransition('complete', userOf('provider'), otherProvider, NOW),
    ).toMatchObject({
      ok: false,
      code: 'REGISTRATION_TRANSITION_FORBIDDEN',
    });
  });

  it('offers revert only when there is a step to undo', () => {
    const manager = userOf('manager');
    expect(
      registrationEventsFor(manager, subject('REQUESTED', { previousStatus: null }), NOW),
    ).toEqual(['force']);
    expect(
      registrationEventsFor(
        manager,
        subject('REGISTERED', { previousStatus: 'PRE_REGISTERED' }),
        NOW,
      ),
    ).toEqual(['force', 'revert', 'complete', 'effectiveHours']);
  });

  it('puts only a request or a pre-registration on the waiting list', () => {
    expect(
      forceRegistrationBodySchema.safeParse({
        status: 'REGISTERED',
        waitingList: true,
        reason: 'x',
      }).success,
    ).toBe(false);
    expect(
      forceRegistrationBodySchema.parse({
        status: 'PRE_REGISTERED',
        waitingList: true,
        reason: 'x',
      }),
    ).toEqual({
      status: 'PRE_REGISTERED',
      waitingList: true,
      reason: 'x',
    });
  });
});

describe('attendance', () => {
  it('takes the realised hours, else the intervention dates, else none', () => {
    expect(
      sessionHoursOf({ realisedHoursOnsite: '5.5', realisedHoursRemote: null, dates: [] }),
    ).toBe('5.50');
    expect(
      sessionHoursOf({ realisedHoursOnsite: '5', realisedHoursRemote: '2.25', dates: [] }),
    ).toBe('7.25');
    expect(
      sessionHoursOf({
        realisedHoursOnsite: null,
        realisedHoursRemote: null,
        dates: [
          { startsAt: '2030-01-01T08:00:00Z', endsAt: '2030-01-01T11:30:00Z' },
          { startsAt: '2030-01-02T13:00:00Z', endsAt: '2030-01-02T16:20:00Z' },
        ],
      }),
    ).toBe('6.83');
    expect(
      sessionHoursOf({ realisedHoursOnsite: null, realisedHoursRemote: null, dates: [] }),
    ).toBeNull();
  });

  it('derives the status from the hours', () => {
    expect(attendanceOfHours('0.00', '7.00')).toBe('ABSENCE');
    expect(attendanceOfHours('3.00', '7.00')).toBe('PARTIAL_ABSENCE');
    expect(attendanceOfHours('7.00', '7.00')).toBe('PRESENT');
    expect(attendanceFromHours('3.00', null, false)).toMatchObject({
      ok: false,
      field: 'effectiveHours',
    });
    // An excuse stays with an absence, goes with a presence.
    expect(attendanceFromHours('3.00', '7.00', true)).toEqual({
      ok: true,
      attendance: { status: 'PARTIAL_ABSENCE', effectiveHours: '3.00', excusedAbsence: true },
    });
    expect(attendanceFromHours('7.00', '7.00', true)).toEqual({
      ok: true,
      attendance: { status: 'PRESENT', effectiveHours: '7.00', excusedAbsence: false },
    });
  });

  it('completes and checks an attendance', () => {
    expect(resolveAttendance({ status: 'PRESENT' }, '7.00')).toEqual({
      ok: true,
      attendance: { status: 'PRESENT', effectiveHours: '7.00', excusedAbsence: false },
    });
    expect(resolveAttendance({ status: 'PRESENT' }, null)).toMatchObject({
      ok: true,
      attendance: { effectiveHours: null },
    });
    expect(resolveAttendance({ status: 'ABSENCE', excusedAbsence: true }, '7.00')).toEqual({
      ok: true,
      attendance: { status: 'ABSENCE', effectiveHours: '0.00', excusedAbsence: true },
    });
    expect(
      resolveAttendance({ status: 'PARTIAL_ABSENCE', effectiveHours: '2.00' }, null),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('Les heures de la session ne sont pas connues'),
    });
  });
});
