import { describe, expect, it } from 'vitest';
import { PROFILES, profileCode, type Profile } from '../enums';
import type { SessionUser } from '../schemas/auth';
import { membersOnlyAccessOf } from './catalogue-visibility';

function user(profile: Profile, structureIds: number[] = []): SessionUser {
  return {
    id: 1,
    username: 'u',
    civility: null,
    givenName: 'G',
    familyName: 'F',
    email: '',
    userProfileCode: profileCode(profile),
    profiles: [
      ...structureIds.map((structureId) => ({
        code: profileCode(profile),
        structureId,
        structureName: 'S',
      })),
      { code: profileCode('hr'), structureId: 99, structureName: 'Autre' },
    ],
  };
}

describe('membersOnlyAccessOf', () => {
  it('hides members-only sessions from visitors and hr validators', () => {
    expect(membersOnlyAccessOf(null)).toBe('none');
    expect(membersOnlyAccessOf(user('hr'))).toBe('none');
  });

  it('shows them to the back-office profiles and asks for membership of beneficiaries', () => {
    const expected: Record<Profile, string> = {
      admin: 'all',
      manager: 'all',
      provider: 'all',
      beneficiary: 'ifMember',
      hr: 'none',
    };
    for (const profile of PROFILES)
      expect(membersOnlyAccessOf(user(profile))).toBe(expected[profile]);
  });
});
