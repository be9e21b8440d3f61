import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from './auth';
import { parseSessionUser } from './session-user';

const user = {
  id: 7,
  username: 'camille.martin',
  civility: 'MRS',
  givenName: 'Camille',
  familyName: 'Martin',
  email: 'camille.martin@example.org',
  userProfileCode: 'profile_beneficiary',
  profiles: [
    { code: 'profile_beneficiary', structureId: 3, structureName: 'Mission locale' },
    { code: 'profile_hr', structureId: null, structureName: null },
  ],
};

/** What the Zod schema makes of a value, for comparison. */
function bySchema(value: unknown) {
  const result = sessionUserSchema.safeParse(value);
  return result.success ? result.data : null;
}

const cases: [string, unknown][] = [
  ['a complete user', user],
  ['no profile', { ...user, profiles: [] }],
  ['no civility', { ...user, civility: null }],
  ['extra fields (dropped)', { ...user, role: 'admin', profiles: [{ ...user.profiles[0], x: 1 }] }],
  ['a missing field', { ...user, email: undefined }],
  ['an unknown civility', { ...user, civility: 'DR' }],
  ['an id in a string', { ...user, id: '7' }],
  ['a fractional id', { ...user, id: 7.5 }],
  ['an id beyond safe integers', { ...user, id: 2 ** 60 }],
  ['a NaN id', { ...user, id: Number.NaN }],
  ['an infinite id', { ...user, id: Number.POSITIVE_INFINITY }],
  ['an unknown profile code', { ...user, userProfileCode: 'profile_root' }],
  ['profiles that are not a list', { ...user, profiles: {} }],
  ['a profile with an unknown code', { ...user, profiles: [{ ...user.profiles[0], code: 'x' }] }],
  ['a profile without structure id', { ...user, profiles: [{ code: 'profile_hr' }] }],
  ['a fractional structure id', { ...user, profiles: [{ ...user.profiles[0], structureId: 1.5 }] }],
  ['a structure name number', { ...user, profiles: [{ ...user.profiles[0], structureName: 4 }] }],
  ['a profile that is null', { ...user, profiles: [null] }],
  ['a number username', { ...user, username: 12 }],
  ['a list', [user]],
  ['null', null],
  ['undefined', undefined],
  ['a string', JSON.stringify(user)],
];

describe('parseSessionUser', () => {
  it.each(cases)('gives what sessionUserSchema gives for %s', (_name, value) => {
    expect(parseSessionUser(value)).toEqual(bySchema(value));
  });

  it('accepts the user and refuses the broken values', () => {
    expect(parseSessionUser(user)).toEqual(user);
    expect(parseSessionUser({ ...user, id: '7' })).toBeNull();
  });

  it('returns a copy holding only the known fields', () => {
    const parsed = parseSessionUser({ ...user, accessToken: 'secret' });
    expect(parsed).not.toBe(user);
    expect(parsed).not.toHaveProperty('accessToken');
  });
});
