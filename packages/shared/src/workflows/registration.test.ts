import { describe, expect, it } from 'vitest';
import {
  PROFILES,
  REGISTRATION_STATUSES,
  profileCode,
  type Profile,
  type RegistrationStatus,
} from '../enums';
import { errorStatus } from '../errors';
import { registerBodySchema, registrationReasonBodySchema } from '../schemas/registrations';
import {
  REGISTRATION_CHANGE_EVENTS,
  checkRegistrationTransition,
  membersOnlyRefusal,
  placeRegistration,
  promotedStatusOf,
  quotaRefusal,
  registrationEventOfPath,
  registrationEventsFor,
  registrationOpening,
  settleStatus,
  waitingStatusOf,
  type RegistrationChangeEvent,
  type RegistrationSubject,
  type RegistrationUser,
} from './registration';

const EMPLOYER = 7;
const PROVIDER = 9;
const BENEFICIARY_ID = 100;
const NOW = new Date('2030-03-01T10:00:00Z');
const FUTURE = '2030-04-01T08:00:00Z';

function userOf(profile: Profile, id = 1): RegistrationUser {
  const structureId = profile === 'provider' ? PROVIDER : profile === 'hr' ? EMPLOYER : null;
  return {
    id: profile === 'beneficiary' ? BENEFICIARY_ID : id,
    userProfileCode: profileCode(profile),
    profiles: [{ code: profileCode(profile), structureId, structureName: null }],
  };
}

function subject(
  status: RegistrationStatus,
  overrides: Partial<RegistrationSubject> = {},
): RegistrationSubject {
  return {
    status,
    waitingList: false,
    beneficiaryId: BENEFICIARY_ID,
    structureId: EMPLOYER,
    providerId: PROVIDER,
    sessionStartDate: FUTURE,
    hrValidation: true,
    providerValidation: true,
    ...overrides,
  };
}

/**
 * decisions.md "Registration workflow", copied by hand for a type with both validation steps:
 * event → profile (acting on their own / their structure's / their action's registration) →
 * statuses it may be fired from. Anything not listed is refused.
 */
const ALLOWED: Record<RegistrationChangeEvent, Partial<Record<Profile, RegistrationStatus[]>>> = {
  validate: { hr: ['REQUESTED'], provider: ['PRE_REGISTERED'] },
  refuseRequest: { hr: ['REQUESTED'] },
  refuseRegistration: { provider: ['PRE_REGISTERED'] },
  cancel: { beneficiary: ['REQUESTED', 'PRE_REGISTERED', 'REGISTERED'] },
};

describe('the transition table', () => {
  it('allows exactly the hand-written table, per event, profile and status', () => {
    for (const event of REGISTRATION_CHANGE_EVENTS) {
      for (const profile of PROFILES) {
        for (const status of REGISTRATION_STATUSES) {
          const check = checkRegistrationTransition(event, userOf(profile), subject(status), NOW);
          const expected = ALLOWED[event][profile]?.includes(status) ?? false;
          expect(check.ok, `${event} ${profile} ${status}`).toBe(expected);
        }
      }
    }
  });

  it('answers 403 to a profile that never fires the event, 409 to a wrong status', () => {
    const forbidden = checkRegistrationTransition(
      'validate',
      userOf('admin'),
      subject('REQUESTED'),
      NOW,
    );
    expect(forbidden).toMatchObject({ ok: false, code: 'REGISTRATION_TRANSITION_FORBIDDEN' });
    expect(errorStatus('REGISTRATION_TRANSITION_FORBIDDEN')).toBe(403);
    const wrong = checkRegistrationTransition('validate', userOf('hr'), subject('REFUSED_HR'), NOW);
    expect(wrong).toMatchObject({ ok: false, code: 'REGISTRATION_TRANSITION_NOT_ALLOWED' });
    expect(!wrong.ok && wrong.message).toBe(
      "Action « Valider » impossible : l'inscription est au statut « Refusé par le valideur RH ».",
    );
  });

  it('ties each actor to their own registrations, structures and actions', () => {
    const request = subject('REQUESTED');
    expect(
      checkRegistrationTransition(
        'cancel',
        userOf('beneficiary'),
        { ...request, beneficiaryId: 5 },
        NOW,
      ).ok,
    ).toBe(false);
    expect(
      checkRegistrationTransition('validate', userOf('hr'), { ...request, structureId: 8 }, NOW).ok,
    ).toBe(false);
    const pre = subject('PRE_REGISTERED');
    expect(
      checkRegistrationTransition('validate', userOf('provider'), { ...pre, providerId: 3 }, NOW)
        .ok,
    ).toBe(false);
  });

  it('offers the HR and provider steps only when the type requires them', () => {
    const noSteps = { hrValidation: false, providerValidation: false };
    expect(registrationEventsFor(userOf('hr'), subject('REQUESTED', noSteps), NOW)).toEqual([]);
    expect(
      registrationEventsFor(userOf('provider'), subject('PRE_REGISTERED', noSteps), NOW),
    ).toEqual([]);
    expect(registrationEventsFor(userOf('hr'), subject('REQUESTED'), NOW)).toEqual([
      'validate',
      'refuseRequest',
    ]);
  });

  it('lets the HR validator act on a waiting request, the provider confirm only with a seat', () => {
    const waiting = { waitingList: true };
    expect(registrationEventsFor(userOf('hr'), subject('REQUESTED', waiting), NOW)).toEqual([
      'validate',
      'refuseRequest',
    ]);
    const check = checkRegistrationTransition(
      'validate',
      userOf('provider'),
      subject('PRE_REGISTERED', waiting),
      NOW,
    );
    expect(check).toMatchObject({ ok: false, code: 'REGISTRATION_ON_WAITING_LIST' });
    expect(
      registrationEventsFor(userOf('provider'), subject('PRE_REGISTERED', waiting), NOW),
    ).toEqual(['refuseRegistration']);
  });

  it('stops the cancellation when the session starts', () => {
    const started = subject('REGISTERED', { sessionStartDate: '2030-03-01T09:00:00Z' });
    const check = checkRegistrationTransition('cancel', userOf('beneficiary'), started, NOW);
    expect(check).toMatchObject({ ok: false, code: 'REGISTRATION_CANCEL_TOO_LATE' });
    expect(!check.ok && check.message).toContain('01/03/2030');
  });

  it('maps API paths to events', () => {
    expect(registrationEventOfPath('refuse_request')).toBe('refuseRequest');
    expect(registrationEventOfPath('refuse_registration')).toBe('refuseRegistration');
    expect(registrationEventOfPath('register')).toBeUndefined();
  });
});

describe('steps and seats', () => {
  it('passes the steps the type does not require', () => {
    expect(settleStatus('REQUESTED', { hrValidation: true, providerValidation: true })).toBe(
      'REQUESTED',
    );
    expect(settleStatus('REQUESTED', { hrValidation: false, providerValidation: true })).toBe(
      'PRE_REGISTERED',
    );
    expect(settleStatus('REQUESTED', { hrValidation: false, providerValidation: false })).toBe(
      'REGISTERED',
    );
    expect(settleStatus('PRE_REGISTERED', { hrValidation: true, providerValidation: false })).toBe(
      'REGISTERED',
    );
  });

  it('keeps the waiting flag on REQUESTED and PRE_REGISTERED only', () => {
    expect(waitingStatusOf('request', 'REGISTERED')).toBe('REQUESTED');
    expect(waitingStatusOf('request', 'PRE_REGISTERED')).toBe('PRE_REGISTERED');
    expect(waitingStatusOf('validate', 'REGISTERED')).toBe('PRE_REGISTERED');
    expect(promotedStatusOf('REQUESTED', { hrValidation: true, providerValidation: false })).toBe(
      'REQUESTED',
    );
    expect(
      promotedStatusOf('PRE_REGISTERED', { hrValidation: true, providerValidation: false }),
    ).toBe('REGISTERED');
  });

  it('places a newcomer off the list, on it, or refuses it when the list is full', () => {
    const base = { waitingSeatAmount: 2, newRequest: true };
    expect(placeRegistration({ ...base, seatsLeft: 1, waitingCount: 0 })).toBe('offList');
    expect(placeRegistration({ ...base, seatsLeft: 0, waitingCount: 1 })).toBe('waitingList');
    expect(placeRegistration({ ...base, seatsLeft: 0, waitingCount: 2 })).toBe('full');
    expect(placeRegistration({ ...base, seatsLeft: 0, waitingCount: 2, newRequest: false })).toBe(
      'waitingList',
    );
  });
});

describe('request rules', () => {
  const session = {
    status: 'PROGRAMMED' as const,
    published: true,
    externalRegistration: false,
    registrationRequired: true,
    registrationDeadline: null,
    startDate: FUTURE,
  };

  it('opens a published, programmed session before its deadline and start', () => {
    expect(registrationOpening(session, NOW)).toBeNull();
    expect(registrationOpening({ ...session, externalRegistration: true }, NOW)?.code).toBe(
      'REGISTRATION_EXTERNAL',
    );
    expect(registrationOpening({ ...session, status: 'REPORTED' }, NOW)?.code).toBe(
      'REGISTRATION_NOT_OPEN',
    );
    expect(registrationOpening({ ...session, registrationRequired: false }, NOW)?.code).toBe(
      'REGISTRATION_NOT_OPEN',
    );
    expect(registrationOpening({ ...session, startDate: NOW }, NOW)?.code).toBe(
      'REGISTRATION_SESSION_STARTED',
    );
    expect(
      registrationOpening({ ...session, registrationDeadline: '2030-02-28T22:59:00Z' }, NOW),
    ).toEqual({ code: 'REGISTRATION_DEADLINE_PASSED', params: { date: '28/02/2030' } });
  });

  it('keeps members-only types for member structures', () => {
    expect(membersOnlyRefusal({ membersOnly: true }, { member: false })?.code).toBe(
      'REGISTRATION_MEMBERS_ONLY',
    );
    expect(membersOnlyRefusal({ membersOnly: true }, { member: true })).toBeNull();
    expect(membersOnlyRefusal({ membersOnly: false }, { member: false })).toBeNull();
  });

  it('applies each quota to its kind of type only', () => {
    const quota = { maxActionAmount: 6, maxActionTypeAmount: 3 };
    const both = { membersOnly: true, hrValidation: true };
    expect(quotaRefusal(both, { membersOnly: 5, hrValidated: 2 }, quota)).toBeNull();
    expect(quotaRefusal(both, { membersOnly: 6, hrValidated: 0 }, quota)).toEqual({
      code: 'REGISTRATION_QUOTA_MEMBERS_ONLY',
      params: { count: 6 },
    });
    expect(quotaRefusal(both, { membersOnly: 0, hrValidated: 3 }, quota)).toEqual({
      code: 'REGISTRATION_QUOTA_HR_VALIDATED',
      params: { count: 3 },
    });
    expect(
      quotaRefusal(
        { membersOnly: false, hrValidation: false },
        { membersOnly: 9, hrValidated: 9 },
        quota,
      ),
    ).toBeNull();
    expect(quotaRefusal(both, { membersOnly: 9, hrValidated: 9 }, null)).toBeNull();
  });

  it('requires a motivation and a reason, in French', () => {
    expect(registerBodySchema.safeParse({ motivation: ' ' }).error?.issues[0]?.message).toBe(
      'La motivation est obligatoire',
    );
    expect(registrationReasonBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Le motif est obligatoire',
    );
    expect(registrationReasonBodySchema.parse({ reason: ' Arrêt maladie ' })).toEqual({
      reason: 'Arrêt maladie',
    });
  });
});
