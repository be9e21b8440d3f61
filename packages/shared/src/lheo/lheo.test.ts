import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_NUMBER_PATTERN,
  LHEO_ENTRY_LEVEL_CODES,
  LHEO_ENTRY_LEVELS,
  lheoEntryLevelOf,
} from './codes';
import { lheoDay, lheoGaps, lheoText, type LheoAction } from './offer';

const complete: LheoAction = {
  id: 1,
  name: 'Conduire un entretien',
  goal: 'Structurer un entretien.',
  expectedResults: 'Des entretiens structurés.',
  description: 'Apports et mises en situation.',
  public: 'Conseillers.',
  certifying: false,
  entryLevel: '1',
  entryLevelRequired: false,
  rhythm: 'Deux journées.',
  prerequisites: 'Aucun.',
  publicCodes: ['80006'],
  formacodes: [],
  amountHours: '14.00',
  referent: null,
  provider: {
    id: 2,
    name: 'Organisme',
    siret: '73282932000074',
    activityNumber: '76310412331',
    address: '3 rue des Écoles',
    zipCode: '31000',
    city: 'Toulouse',
    phone: null,
    email: null,
    managerName: null,
  },
};

describe('lheoGaps', () => {
  it('finds none in a complete action', () => {
    expect(lheoGaps(complete)).toEqual([]);
  });

  it('names every mandatory element left blank, in order', () => {
    expect(
      lheoGaps({
        ...complete,
        goal: ' ',
        expectedResults: '',
        description: '',
        entryLevel: null,
        rhythm: '',
        prerequisites: '\n',
        publicCodes: ['8006'],
        provider: null,
      }),
    ).toEqual([
      'goal',
      'expectedResults',
      'description',
      'entryLevel',
      'rhythm',
      'prerequisites',
      'publicCodes',
      'provider',
    ]);
  });

  it('checks the provider: a valid SIRET, an activity number, a whole postal address', () => {
    const provider = complete.provider!;
    expect(lheoGaps({ ...complete, provider: { ...provider, siret: '73282932000075' } })).toEqual([
      'providerSiret',
    ]);
    expect(lheoGaps({ ...complete, provider: { ...provider, activityNumber: null } })).toEqual([
      'activityNumber',
    ]);
    expect(lheoGaps({ ...complete, provider: { ...provider, zipCode: '3100' } })).toEqual([
      'providerAddress',
    ]);
    expect(lheoGaps({ ...complete, provider: { ...provider, city: null } })).toEqual([
      'providerAddress',
    ]);
  });
});

describe('the LHÉO formats', () => {
  it('writes days as AAAAMMJJ in Paris, across midnight UTC and the clock change', () => {
    expect(lheoDay('2027-03-27T23:30:00Z')).toBe('20270328');
    expect(lheoDay('2027-10-30T22:30:00Z')).toBe('20271031');
    expect(lheoDay('2028-02-29T12:00:00Z')).toBe('20280229');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    expect(lheoText('  court  ', 10)).toBe('court');
    const cut = lheoText('un deux trois quatre cinq six', 16);
    expect(cut).toBe('un deux trois…');
    expect([...cut].length).toBeLessThanOrEqual(16);
    // A single long word is cut where it must.
    expect(lheoText('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('offers every entry level once, rising, "not communicated" last', () => {
    expect([...LHEO_ENTRY_LEVEL_CODES].sort()).toEqual(Object.keys(LHEO_ENTRY_LEVELS).sort());
    expect(LHEO_ENTRY_LEVEL_CODES.at(0)).toBe('1');
    expect(LHEO_ENTRY_LEVEL_CODES.at(-1)).toBe('0');
  });

  it('reads an entry level only among the codes of the schema', () => {
    expect(lheoEntryLevelOf('14')).toBe('14');
    expect(lheoEntryLevelOf('9')).toBeNull();
    expect(lheoEntryLevelOf('toString')).toBeNull();
    expect(lheoEntryLevelOf(null)).toBeNull();
  });

  it('knows an activity number by its shape, Corsica included', () => {
    for (const good of ['76310412331', '942A123452A', '942B123452B']) {
      expect(ACTIVITY_NUMBER_PATTERN.test(good), good).toBe(true);
    }
    for (const bad of ['7631041233', '763104123311', '76AB1234512', '7631 0412331']) {
      expect(ACTIVITY_NUMBER_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
