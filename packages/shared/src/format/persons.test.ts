import { describe, expect, it } from 'vitest';

import { fullName, personName } from './persons';

describe('person names', () => {
  it('writes the civility before the name when it is known', () => {
    expect(personName({ civility: 'MRS', givenName: 'Claire', familyName: 'Martin' })).toBe(
      'Mme Claire Martin',
    );
    expect(personName({ civility: 'MR', givenName: 'Paul', familyName: 'Durand' })).toBe(
      'M. Paul Durand',
    );
    expect(personName({ civility: null, givenName: 'Paul', familyName: 'Durand' })).toBe(
      'Paul Durand',
    );
    expect(personName({ givenName: 'Paul', familyName: 'Durand' })).toBe('Paul Durand');
  });

  it('leaves the civility out of the full name, and no stray space', () => {
    expect(fullName({ givenName: 'Claire', familyName: 'Martin' })).toBe('Claire Martin');
    expect(fullName({ givenName: '', familyName: 'Martin' })).toBe('Martin');
    expect(fullName({ givenName: 'Claire', familyName: null })).toBe('Claire');
  });
});
