import { describe, expect, it } from 'vitest';
import { PROFILES, profileCode, type Profile } from '../enums';
import {
  actionScopeOf,
  beneficiaryStructureIds,
  hrStructureIds,
  providerStructureIds,
  reachesAction,
  reachesProviderInformation,
  reachesRegistration,
  reachesSession,
  reachesSpeaker,
  reachesStructure,
  registrationScopeOf,
  type ReachUser,
} from './reach';

const EMPLOYER = 7;
const PROVIDER = 9;
const OTHER = 8;

/** A user whose active profile is `profile`, held on `structureIds`. */
function user(profile: Profile, structureIds: number[] = [], id = 1): ReachUser {
  return {
    id,
    userProfileCode: profileCode(profile),
    profiles: structureIds.map((structureId) => ({ code: profileCode(profile), structureId })),
  };
}

/** One user of each profile, on its usual structure (admins and managers have none). */
const users: Record<Profile, ReachUser> = {
  admin: user('admin'),
  manager: user('manager'),
  provider: user('provider', [PROVIDER]),
  beneficiary: user('beneficiary', [EMPLOYER], 100),
  hr: user('hr', [EMPLOYER]),
};

describe('structure ids', () => {
  it('keep the structures of the named profile only, whatever the active one', () => {
    const mixed: ReachUser = {
      id: 1,
      userProfileCode: 'profile_manager',
      profiles: [
        { code: 'profile_provider', structureId: 7 },
        { code: 'profile_provider', structureId: 9 },
        { code: 'profile_hr', structureId: 4 },
        { code: 'profile_beneficiary', structureId: 5 },
        { code: 'profile_admin', structureId: null },
      ],
    };
    expect(providerStructureIds(mixed)).toEqual([7, 9]);
    expect(hrStructureIds(mixed)).toEqual([4]);
    expect(beneficiaryStructureIds(mixed)).toEqual([5]);
    expect(beneficiaryStructureIds(user('manager', [4]))).toEqual([]);
  });
});

describe('reachesAction and reachesSession', () => {
  it('let admins and managers reach every action and session', () => {
    for (const profile of ['admin', 'manager'] as const) {
      for (const providerId of [PROVIDER, null]) {
        expect(reachesAction(users[profile], { providerId })).toBe(true);
        expect(reachesSession(users[profile], { providerId })).toBe(true);
      }
    }
  });

  it("let a provider reach only its own structures' actions", () => {
    const provider = user('provider', [7, 9]);
    expect(reachesSession(provider, { providerId: 9 })).toBe(true);
    expect(reachesSession(provider, { providerId: 8 })).toBe(false);
    expect(reachesSession(provider, { providerId: null })).toBe(false);
    expect(reachesAction(provider, { providerId: 7 })).toBe(true);
    // Its other profiles' structures do not count.
    const mixed: ReachUser = {
      ...provider,
      profiles: [{ code: 'profile_hr', structureId: 8 }],
    };
    expect(reachesSession(mixed, { providerId: 8 })).toBe(false);
  });

  it('give hr validators and beneficiaries no back-office reach', () => {
    expect(reachesSession(user('hr', [7]), { providerId: 7 })).toBe(false);
    expect(reachesSession(user('beneficiary', [7]), { providerId: 7 })).toBe(false);
  });

  it('give an unknown profile code nothing', () => {
    const unknown = { ...users.admin, userProfileCode: 'profile_root' } as unknown as ReachUser;
    expect(reachesAction(unknown, { providerId: null })).toBe(false);
    expect(actionScopeOf(unknown)).toEqual({ all: false, providerIds: [] });
  });
});

describe('reachesRegistration', () => {
  const registration = { beneficiaryId: 100, structureId: EMPLOYER, providerId: PROVIDER };

  it('gives staff every registration and the others their own scope', () => {
    for (const profile of PROFILES) {
      expect(reachesRegistration(users[profile], registration)).toBe(true);
    }
    expect(reachesRegistration(users.beneficiary, { ...registration, beneficiaryId: 1 })).toBe(
      false,
    );
    expect(reachesRegistration(users.hr, { ...registration, structureId: OTHER })).toBe(false);
    expect(reachesRegistration(users.hr, { ...registration, structureId: null })).toBe(false);
    expect(reachesRegistration(users.provider, { ...registration, providerId: OTHER })).toBe(false);
    expect(reachesRegistration(users.provider, { ...registration, providerId: null })).toBe(false);
    expect(reachesRegistration(users.admin, { ...registration, providerId: null })).toBe(true);
  });
});

describe('reachesStructure', () => {
  it('gives staff every structure and an HR validator its active ones', () => {
    for (const active of [true, false]) {
      expect(reachesStructure(users.admin, { id: OTHER, active })).toBe(true);
      expect(reachesStructure(users.manager, { id: OTHER, active })).toBe(true);
    }
    expect(reachesStructure(users.hr, { id: EMPLOYER, active: true })).toBe(true);
    expect(reachesStructure(users.hr, { id: EMPLOYER, active: false })).toBe(false);
    expect(reachesStructure(users.hr, { id: OTHER, active: true })).toBe(false);
    expect(reachesStructure(users.provider, { id: PROVIDER, active: true })).toBe(false);
    expect(reachesStructure(users.beneficiary, { id: EMPLOYER, active: true })).toBe(false);
  });
});

describe('reachesProviderInformation', () => {
  const provider = { id: PROVIDER, type: 'provider' };
  it('gives staff every provider structure, a provider its own, nobody an employer', () => {
    expect(reachesProviderInformation(users.admin, { id: OTHER, type: 'provider' })).toBe(true);
    expect(reachesProviderInformation(users.provider, provider)).toBe(true);
    expect(reachesProviderInformation(users.provider, { id: OTHER, type: 'provider' })).toBe(false);
    expect(reachesProviderInformation(users.admin, { id: EMPLOYER, type: 'employer' })).toBe(false);
    expect(reachesProviderInformation(users.hr, provider)).toBe(false);
    expect(reachesProviderInformation(users.beneficiary, provider)).toBe(false);
  });

  it('needs the provider profile to be the active one', () => {
    const both: ReachUser = {
      id: 5,
      userProfileCode: 'profile_beneficiary',
      profiles: [
        { code: 'profile_provider', structureId: PROVIDER },
        { code: 'profile_beneficiary', structureId: EMPLOYER },
      ],
    };
    expect(reachesProviderInformation(both, provider)).toBe(false);
    expect(
      reachesProviderInformation({ ...both, userProfileCode: 'profile_provider' }, provider),
    ).toBe(true);
  });
});

describe('reachesSpeaker', () => {
  it('gives staff every speaker and a provider those of one of its actions', () => {
    const ownAndOther = { providerIds: [OTHER, PROVIDER] };
    const otherOnly = { providerIds: [OTHER, null] };
    for (const staff of [users.admin, users.manager]) {
      expect(reachesSpeaker(staff, otherOnly)).toBe(true);
    }
    expect(reachesSpeaker(users.provider, ownAndOther)).toBe(true);
    expect(reachesSpeaker(users.provider, otherOnly)).toBe(false);
    // No action at all: nobody's speaker, not even staff's.
    expect(reachesSpeaker(users.admin, { providerIds: [] })).toBe(false);
    for (const outsider of [users.hr, users.beneficiary]) {
      expect(reachesSpeaker(outsider, ownAndOther)).toBe(false);
    }
  });
});

describe('the scopes agree with the rules', () => {
  const inActionScope = (scope: ReturnType<typeof actionScopeOf>, providerId: number | null) =>
    scope.all || (providerId !== null && scope.providerIds.includes(providerId));
  const providerIds = [PROVIDER, OTHER, null];
  const subjects = [users.admin, users.manager, users.provider, users.hr, users.beneficiary];

  it('actionScopeOf keeps exactly the actions reachesAction reaches', () => {
    for (const subject of [
      ...subjects,
      user('provider', []),
      user('provider', [PROVIDER, OTHER]),
    ]) {
      for (const providerId of providerIds) {
        expect(inActionScope(actionScopeOf(subject), providerId)).toBe(
          reachesAction(subject, { providerId }),
        );
      }
    }
  });

  it('registrationScopeOf keeps exactly what reachesRegistration reaches, for the back office', () => {
    const inScope = (
      scope: ReturnType<typeof registrationScopeOf>,
      row: { structureId: number | null; providerId: number | null },
    ) => {
      if (scope.kind === 'all') return true;
      const id = scope.kind === 'providers' ? row.providerId : row.structureId;
      return id !== null && scope.ids.includes(id);
    };
    for (const subject of [users.admin, users.manager, users.provider, users.hr]) {
      for (const structureId of [EMPLOYER, OTHER, null]) {
        for (const providerId of providerIds) {
          const row = { beneficiaryId: 55, structureId, providerId };
          expect(inScope(registrationScopeOf(subject), row)).toBe(
            reachesRegistration(subject, row),
          );
        }
      }
    }
    // The beneficiary space lists a beneficiary's own registrations; the back office none.
    expect(registrationScopeOf(users.beneficiary)).toEqual({ kind: 'structures', ids: [] });
  });
});
