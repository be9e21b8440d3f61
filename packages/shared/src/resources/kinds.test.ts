import { describe, expect, it } from 'vitest';
import {
  INTEGER_MAX,
  actionTypesResource,
  axesResource,
  citiesResource,
  defineResource,
  itemSchemaFor,
  listPageSchemaFor,
  parseListQuery,
  roomsResource,
  uniqueMessageOf,
} from './index';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('tags kind', () => {
  const schema = actionTypesResource.createSchema;

  it('keeps trimmed, non-blank items once, in order', () => {
    const r = schema.parse({
      name: 'Formation',
      conditionedSurveyQuestions: [' a ', '', 'b', 'a'],
    });
    expect(r.conditionedSurveyQuestions).toEqual(['a', 'b']);
  });

  it('accepts absent, null or empty', () => {
    expect(schema.parse({ name: 'x' }).conditionedSurveyQuestions).toBeUndefined();
    expect(schema.parse({ name: 'x', conditionedSurveyQuestions: null })).toMatchObject({
      conditionedSurveyQuestions: null,
    });
    expect(schema.parse({ name: 'x', conditionedSurveyQuestions: [] })).toMatchObject({
      conditionedSurveyQuestions: [],
    });
  });

  it('refuses non-lists, long items and too many items in French', () => {
    expect(messages(schema.safeParse({ name: 'x', conditionedSurveyQuestions: 'a' }))).toEqual({
      conditionedSurveyQuestions: 'Valeur invalide',
    });
    expect(
      messages(schema.safeParse({ name: 'x', conditionedSurveyQuestions: ['x'.repeat(101)] })),
    ).toEqual({ 'conditionedSurveyQuestions.0': 'Maximum 100 caractères' });
    const many = Array.from({ length: 101 }, (_, i) => `q${i}`);
    expect(messages(schema.safeParse({ name: 'x', conditionedSurveyQuestions: many }))).toEqual({
      conditionedSurveyQuestions: 'Au plus 100 éléments',
    });
  });

  it('may not be sorted or unique', () => {
    const base = {
      name: 'x',
      labels: { singular: 'X', plural: 'X', create: 'Créer' },
      permissions: { read: 'admin.access', write: 'reference.manage' },
      defaultSort: { field: 'name', direction: 'asc' },
    } as const;
    const name = { key: 'name', label: 'Nom', kind: 'text', sortable: true } as const;
    expect(() =>
      defineResource({ ...base, fields: [name, { key: 't', label: 'T', kind: 'tags' }] }),
    ).not.toThrow();
    expect(() =>
      defineResource({
        ...base,
        fields: [name, { key: 't', label: 'T', kind: 'tags', sortable: true }],
      }),
    ).toThrow();
  });
});

describe('choices kind', () => {
  const schema = actionTypesResource.createSchema;

  it('keeps the chosen values once, in the options’ order', () => {
    const r = schema.parse({
      name: 'Formation',
      regulatoryDocuments: ['completion_certificate', 'convention', 'convention'],
      generatedDocuments: [],
    });
    expect(r.regulatoryDocuments).toEqual(['convention', 'completion_certificate']);
    expect(r.generatedDocuments).toEqual([]);
  });

  it('refuses a value outside the options on the field itself', () => {
    const r = schema.safeParse({ name: 'x', generatedDocuments: ['convention'] });
    expect(messages(r)).toEqual({ generatedDocuments: 'Valeur non autorisée' });
  });

  it('says what a new item starts with, or the definition is refused', () => {
    const field = { key: 'docs', label: 'Documents', kind: 'choices' as const };
    const define = (extra: object) =>
      defineResource({
        name: 'samples',
        labels: { singular: 'x', plural: 'x', create: 'x' },
        permissions: { read: 'programming.read', write: 'reference.manage' },
        fields: [
          { key: 'name', label: 'Nom', kind: 'text', sortable: true },
          { ...field, options: [{ value: 'a', label: 'A' }], ...extra },
        ],
        defaultSort: { field: 'name', direction: 'asc' },
      });
    expect(() => define({})).toThrow('a choices field says what a new item starts with');
    expect(() => define({ defaultValue: ['a'] })).not.toThrow();
  });
});

describe('database bounds', () => {
  it('keeps integers inside a PostgreSQL integer', () => {
    expect(
      messages(axesResource.createSchema.safeParse({ number: INTEGER_MAX + 1, name: 'a' })),
    ).toEqual({ number: `Doit être inférieur ou égal à ${INTEGER_MAX}` });
    expect(axesResource.createSchema.safeParse({ number: INTEGER_MAX, name: 'a' }).success).toBe(
      true,
    );
    expect(() => parseListQuery(roomsResource, { seatAmount: '1' })).not.toThrow();
    expect(() => parseListQuery(axesResource, { page: String(INTEGER_MAX + 1) })).toThrow();
  });

  it('keeps decimals inside numeric(12, 2)', () => {
    const parse = (cost: string) =>
      messages(roomsResource.createSchema.safeParse({ name: 'S', cost }));
    expect(parse('9999999999.99')).toEqual({});
    expect(parse('99999999999')).toEqual({
      cost: 'Doit avoir au plus 10 chiffres avant la virgule',
    });
    expect(parse('abc')).toEqual({ cost: 'Doit être un montant avec au plus 2 décimales' });
  });
});

describe('uniqueMessageOf', () => {
  it("gives the spec's message for the axis number, a generic one elsewhere", () => {
    expect(uniqueMessageOf(axesResource.field('number')!)).toBe('Ce numéro est déjà utilisé');
    expect(uniqueMessageOf(citiesResource.field('code')!)).toBe('Cette valeur est déjà utilisée');
  });
});

describe('action types', () => {
  it('hold every field of spec §3, disabledAt as the active toggle', () => {
    expect(actionTypesResource.fields.map((f) => f.key)).toEqual([
      'name',
      'acronym',
      'seatAmount',
      'waitingSeatAmount',
      'membersOnly',
      'hrValidation',
      'providerValidation',
      'regulatoryDocuments',
      'generatedDocuments',
      'conditionedSurveyQuestions',
      'coldSurveyEnabled',
      'coldSurveyDelayDays',
      'active',
    ]);
  });

  it('ask for a cold evaluation 1 to 730 days after the session, 90 in a new form', () => {
    const delay = actionTypesResource.field('coldSurveyDelayDays')!;
    expect(delay.defaultValue).toBe(90);
    expect(actionTypesResource.field('coldSurveyEnabled')!.label).toBe('Évaluation à froid');
    const parse = (values: Record<string, unknown>) =>
      messages(actionTypesResource.createSchema.safeParse({ name: 'Type', ...values }));
    expect(parse({ coldSurveyDelayDays: 0 })).toEqual({
      coldSurveyDelayDays: 'Doit être supérieur ou égal à 1',
    });
    expect(parse({ coldSurveyDelayDays: 731 })).toEqual({
      coldSurveyDelayDays: 'Doit être inférieur ou égal à 730',
    });
    expect(parse({ coldSurveyDelayDays: 12.5, coldSurveyEnabled: 'oui' })).toEqual({
      coldSurveyDelayDays: 'Doit être un nombre entier',
      coldSurveyEnabled: 'Doit être oui ou non',
    });
    const valid = actionTypesResource.createSchema.safeParse({
      name: 'Type',
      coldSurveyEnabled: true,
      coldSurveyDelayDays: 730,
    });
    expect(valid.success).toBe(true);
    // Left out, the server writes the column's default (90 days, switched off).
    expect(actionTypesResource.createSchema.parse({ name: 'Type' })).not.toHaveProperty(
      'coldSurveyDelayDays',
    );
  });

  it('give the French messages', () => {
    expect(
      messages(
        actionTypesResource.createSchema.safeParse({
          acronym: 'x'.repeat(51),
          seatAmount: -1,
          membersOnly: 'oui',
        }),
      ),
    ).toEqual({
      name: 'Champ obligatoire',
      acronym: 'Maximum 50 caractères',
      seatAmount: 'Doit être supérieur ou égal à 0',
      membersOnly: 'Doit être oui ou non',
    });
  });

  it('filter on booleans', () => {
    expect(parseListQuery(actionTypesResource, { active: 'false', hrValidation: 'true' })).toEqual({
      page: 1,
      pageSize: 20,
      filters: { active: false, hrValidation: true },
    });
  });
});

describe('item schemas', () => {
  it('describe what the API answers', () => {
    const item = {
      id: 1,
      name: 'Formation',
      acronym: null,
      seatAmount: 12,
      waitingSeatAmount: 0,
      membersOnly: false,
      hrValidation: true,
      providerValidation: false,
      regulatoryDocuments: ['convention'],
      generatedDocuments: [],
      conditionedSurveyQuestions: ['q1'],
      coldSurveyEnabled: true,
      coldSurveyDelayDays: 90,
      active: true,
    };
    expect(itemSchemaFor(actionTypesResource).parse(item)).toEqual(item);
    expect(itemSchemaFor(axesResource).safeParse({ id: 1, number: null, name: 'a' }).success).toBe(
      false,
    );
    const room = Object.fromEntries(roomsResource.fields.map((f) => [f.key, null]));
    const page = { total: 1, page: 1, pageSize: 20 };
    const items = [{ ...room, id: 2, name: 'Salle', cost: '12.50', enabled: true }];
    expect(listPageSchemaFor(roomsResource).parse({ ...page, items }).items[0]).toMatchObject({
      cost: '12.50',
    });
    // Every field is answered, null when empty.
    expect(
      listPageSchemaFor(roomsResource).safeParse({ ...page, items: [{ id: 2, name: 'Salle' }] })
        .success,
    ).toBe(false);
  });
});
