import { describe, expect, it } from 'vitest';
import { actionTotalCost, centsToDecimal, decimalToCents, moneyField, sumDecimals } from './index';
import {
  actionCreateSchema,
  actionSpeakersBodySchema,
  actionUpdateSchema,
  interventionDatesBodySchema,
  PROVIDER_EDITABLE_ACTION_FIELDS,
  PROVIDER_EDITABLE_SESSION_FIELDS,
  sessionCreateSchema,
  sessionFieldsRefusedTo,
  sessionRealisedHoursSchema,
  sessionRuleIssues,
  sessionUpdateSchema,
} from './programming';
import {
  actionExportQuerySchema,
  actionListQuerySchema,
  sessionListQuerySchema,
} from './programming-queries';
import { zodFieldErrors } from './field-errors';
import type { z } from 'zod';

function fieldErrors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return zodFieldErrors(result.error);
}

describe('decimal amounts', () => {
  it('converts between decimal text and integer cents without floats', () => {
    expect(decimalToCents('0')).toBe(0);
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('0.07')).toBe(7);
    expect(decimalToCents('-3.01')).toBe(-301);
    expect(decimalToCents('9999999999.99')).toBe(999_999_999_999);
    expect(centsToDecimal(1250)).toBe('12.50');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(-301)).toBe('-3.01');
    expect(() => decimalToCents('1.234')).toThrow();
    expect(() => decimalToCents('abc')).toThrow();
  });

  it('sums exactly where floats would not (0.1 + 0.2)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.30');
    expect(sumDecimals(['1000000.01', null, undefined, '0.99'])).toBe('1000001.00');
    expect(sumDecimals([])).toBe('0.00');
  });

  it('accepts numbers, French commas and normalises; refuses negatives and extra decimals', () => {
    expect(moneyField.parse('12,5')).toBe('12.50');
    // Typed the French way, thousands apart: kept (issue 23).
    expect(moneyField.parse('150,50')).toBe('150.50');
    expect(moneyField.parse('1 500,50')).toBe('1500.50');
    expect(moneyField.parse(3.1)).toBe('3.10');
    expect(moneyField.parse(' 0012.30 ')).toBe('12.30');
    const decimalMessage = 'Doit être un nombre positif avec au plus 2 décimales';
    expect(moneyField.safeParse('-1').error?.issues[0]?.message).toBe(decimalMessage);
    expect(moneyField.safeParse('1.234').error?.issues[0]?.message).toBe(decimalMessage);
    expect(moneyField.safeParse('1e3').error?.issues[0]?.message).toBe(decimalMessage);
    expect(moneyField.safeParse('12345678901').error?.issues[0]?.message).toBe(
      'Doit être inférieur ou égal à 9999999999.99',
    );
  });
});

describe('actionTotalCost', () => {
  it('adds the three costs and every session cost, to the cent', () => {
    const action = { pedagogicalCost: '1200.10', animationCost: '300.20', travelCost: '0.70' };
    expect(actionTotalCost(action, [])).toBe('1501.00');
    expect(actionTotalCost(action, [{ cost: '0.10' }, { cost: '0.20' }, { cost: null }])).toBe(
      '1501.30',
    );
  });

  it('stays exact on large sums of many small amounts', () => {
    const sessions = Array.from({ length: 1000 }, () => ({ cost: '0.01' }));
    expect(
      actionTotalCost(
        { pedagogicalCost: '9999999999.99', animationCost: '0', travelCost: '0' },
        sessions,
      ),
    ).toBe('10000000009.99');
  });
});

const validAction = { name: 'Accueillir les publics', typeId: 1, axisId: 2, year: 2025 };

describe('action schemas', () => {
  it('fills defaults on create and normalises amounts and blanks', () => {
    expect(
      actionCreateSchema.parse({
        ...validAction,
        pedagogicalCost: '1 200'.replace(' ', ''),
        amountHours: '14,5',
        lotNumber: '  ',
        providerId: '',
        goal: null,
      }),
    ).toEqual({
      ...validAction,
      providerId: null,
      lotNumber: null,
      amountHours: '14.50',
      public: '',
      goal: '',
      description: '',
      pedagogicalCost: '1200.00',
      animationCost: '0.00',
      travelCost: '0.00',
      speakers: [],
      supplementaryResources: '',
      expectedResults: '',
      prerequisites: '',
      rhythm: '',
      entryLevelRequired: false,
      certifying: false,
      publicCodes: [],
      formacodes: [],
    });
  });

  it('gives the French message of each invalid field', () => {
    expect(
      fieldErrors(actionCreateSchema, {
        name: '  ',
        year: 1999,
        axisId: 'x',
        travelCost: '-5',
        speakers: [3, 3],
        openBadgeRequestUrl: 'pas une url',
        color: 'red',
      }),
    ).toEqual({
      name: ['Champ obligatoire'],
      typeId: ['Champ obligatoire'],
      year: ["L'année doit être comprise entre 2000 et 2100"],
      axisId: ['Doit être un nombre'],
      travelCost: ['Doit être un nombre positif avec au plus 2 décimales'],
      speakers: ['Cet élément est présent plusieurs fois'],
      openBadgeRequestUrl: ['URL invalide'],
      '': ['Champ non autorisé : color'],
    });
  });

  it('takes any subset on update, with no defaults added', () => {
    expect(actionUpdateSchema.parse({})).toEqual({});
    expect(actionUpdateSchema.parse({ providerId: null, goal: ' Savoir ' })).toEqual({
      providerId: null,
      goal: 'Savoir',
    });
    expect(fieldErrors(actionUpdateSchema, { name: '' })).toEqual({
      name: ['Champ obligatoire'],
    });
  });

  it('lets a provider edit the pedagogical fields only', () => {
    expect([...PROVIDER_EDITABLE_ACTION_FIELDS].sort()).toEqual(
      ['description', 'goal', 'public', 'speakers', 'supplementaryResources'].sort(),
    );
    for (const field of PROVIDER_EDITABLE_ACTION_FIELDS) {
      expect(Object.keys(actionUpdateSchema.shape)).toContain(field);
    }
  });

  it('validates a speakers list', () => {
    expect(actionSpeakersBodySchema.parse({ speakerIds: [4, 2] })).toEqual({ speakerIds: [4, 2] });
    expect(fieldErrors(actionSpeakersBodySchema, { speakerIds: [0] })).toEqual({
      'speakerIds[0]': ['Doit être un nombre entier'],
    });
  });
});

const validSession = {
  code: 'S-2025-01',
  startDate: '2025-03-10T09:00:00+01:00',
  endDate: '2025-03-11T17:00:00+01:00',
};

describe('session schemas', () => {
  it('fills defaults on create and gives instants in UTC', () => {
    expect(sessionCreateSchema.parse(validSession)).toEqual({
      code: 'S-2025-01',
      startDate: '2025-03-10T08:00:00.000Z',
      endDate: '2025-03-11T16:00:00.000Z',
      interventionDates: [],
      modality: 'ONSITE',
      seats: 0,
      externalRegistration: false,
      eCourse: false,
      payable: false,
      registrationRequired: true,
      noFinancialContribution: false,
      published: false,
      cost: '0.00',
    });
  });

  it('refuses an end before the start, a late deadline and external registration without URL', () => {
    expect(
      fieldErrors(sessionCreateSchema, {
        ...validSession,
        endDate: '2025-03-10T09:00:00+01:00',
        registrationDeadline: '2025-03-10T08:30:00Z',
        externalRegistration: true,
        externalRegistrationUrl: '',
      }),
    ).toEqual({
      endDate: ['La date de début doit précéder la date de fin'],
      registrationDeadline: ["La date limite d'inscription doit précéder le début de la session"],
      externalRegistrationUrl: ['Champ obligatoire'],
    });
  });

  it('checks each intervention date', () => {
    expect(
      fieldErrors(sessionCreateSchema, {
        ...validSession,
        interventionDates: [
          { startsAt: '2025-03-10T08:00:00Z', endsAt: '2025-03-10T12:00:00Z' },
          { startsAt: '2025-03-11T14:00:00Z', endsAt: '2025-03-11T13:00:00Z' },
          { startsAt: 'demain', endsAt: '2025-03-11T13:00:00Z' },
        ],
      }),
    ).toEqual({
      'interventionDates[1].endsAt': ['La date de début doit précéder la date de fin'],
      'interventionDates[2].startsAt': ['Date invalide'],
    });
    expect(
      interventionDatesBodySchema.parse({
        interventionDates: [{ startsAt: '2025-03-10T08:00:00Z', endsAt: '2025-03-10T12:00:00Z' }],
      }).interventionDates,
    ).toHaveLength(1);
  });

  it('refuses negative seats, bad modality, a date without offset and the status field', () => {
    expect(
      fieldErrors(sessionCreateSchema, {
        ...validSession,
        startDate: '2025-03-10T09:00',
        seats: -1,
        modality: 'HYBRID',
        status: 'CLOSED',
      }),
    ).toEqual({
      startDate: ['Date invalide'],
      seats: ['Doit être supérieur ou égal à 0'],
      modality: ['Valeur non autorisée'],
      '': ['Champ non autorisé : status'],
    });
    expect(fieldErrors(sessionUpdateSchema, { status: 'CLOSED' })).toEqual({
      '': ['Champ non autorisé : status'],
    });
  });

  it('refuses instants outside the years the database holds', () => {
    expect(fieldErrors(sessionUpdateSchema, { startDate: '0000-01-01T00:00:00Z' })).toEqual({
      startDate: ['Date invalide'],
    });
    expect(sessionUpdateSchema.parse({ startDate: '9999-12-31T00:00:00Z' })).toEqual({
      startDate: '9999-12-31T00:00:00.000Z',
    });
  });

  it('refuses ids beyond the integer column', () => {
    expect(fieldErrors(actionUpdateSchema, { typeId: 2_147_483_648 })).toEqual({
      typeId: ['Doit être inférieur ou égal à 2147483647'],
    });
    expect(fieldErrors(actionListQuerySchema, { axisId: '99999999999' })).toEqual({
      axisId: ['Doit être inférieur ou égal à 2147483647'],
    });
  });

  it('lets a provider change the realised hours only; the staff every field', () => {
    expect([...PROVIDER_EDITABLE_SESSION_FIELDS].sort()).toEqual(
      ['asyncTime', 'realisedHoursOnsite', 'realisedHoursRemote'].sort(),
    );
    const provider = { userProfileCode: 'profile_provider' } as const;
    const fields = ['realisedHoursOnsite', 'seats', 'asyncTime', 'cost'];
    expect(sessionFieldsRefusedTo(provider, fields)).toEqual(['seats', 'cost']);
    expect(sessionFieldsRefusedTo(provider, PROVIDER_EDITABLE_SESSION_FIELDS)).toEqual([]);
    for (const profile of ['profile_admin', 'profile_manager'] as const) {
      expect(sessionFieldsRefusedTo({ userProfileCode: profile }, fields)).toEqual([]);
    }
    expect(sessionRealisedHoursSchema.parse({ realisedHoursOnsite: '3,5', asyncTime: '' })).toEqual(
      { realisedHoursOnsite: '3.50', asyncTime: null },
    );
    expect(fieldErrors(sessionRealisedHoursSchema, { seats: 3 })).toEqual({
      '': ['Champ non autorisé : seats'],
    });
  });

  it('judges on update only the fields given; the server merges with the stored session', () => {
    expect(sessionUpdateSchema.parse({ seats: 12 })).toEqual({ seats: 12 });
    expect(sessionUpdateSchema.safeParse({ externalRegistration: true }).success).toBe(false);
    expect(
      sessionRuleIssues({
        startDate: new Date('2025-03-10T08:00:00Z'),
        endDate: '2025-03-10T08:00:00Z',
        registrationDeadline: null,
      }),
    ).toEqual([{ path: ['endDate'], message: 'La date de début doit précéder la date de fin' }]);
    expect(sessionRuleIssues({ registrationDeadline: '2030-01-01T00:00:00Z' })).toEqual([]);
  });
});

describe('list queries', () => {
  it('reads the action list URL: blanks dropped, numbers coerced, default sort', () => {
    expect(
      actionListQuerySchema.parse({ year: '2025', axisId: '', status: 'CANCELED', q: ' éco ' }),
    ).toEqual({
      page: 1,
      pageSize: 20,
      year: 2025,
      status: 'CANCELED',
      q: 'éco',
      sort: { field: 'year', direction: 'desc' },
    });
    expect(actionListQuerySchema.parse({ sort: '-totalCost', page: '3', pageSize: '50' })).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'totalCost', direction: 'desc' },
    });
  });

  it('refuses an unknown sort, a page size outside the list and a bad status', () => {
    expect(
      fieldErrors(actionListQuerySchema, { sort: 'password', pageSize: '7', status: 'DONE' }),
    ).toEqual({
      sort: ['Tri non autorisé : password'],
      pageSize: ['Valeur non autorisée'],
      status: ['Valeur non autorisée'],
    });
  });

  it('reads the export query with csv by default', () => {
    expect(actionExportQuerySchema.parse({}).format).toBe('csv');
    expect(actionExportQuerySchema.parse({ format: 'xlsx' }).format).toBe('xlsx');
    expect(actionExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });

  it('reads the session list URL and refuses an inverted date range', () => {
    expect(
      sessionListQuerySchema.parse({ from: '2025-01-01', to: '2025-12-31', modality: 'REMOTE' }),
    ).toMatchObject({ from: '2025-01-01', to: '2025-12-31', modality: 'REMOTE' });
    expect(fieldErrors(sessionListQuerySchema, { from: '2025-02-01', to: '2025-01-01' })).toEqual({
      to: ['La date de début doit précéder la date de fin'],
    });
    expect(fieldErrors(sessionListQuerySchema, { from: '01/02/2025' })).toEqual({
      from: ['Date invalide'],
    });
  });
});
