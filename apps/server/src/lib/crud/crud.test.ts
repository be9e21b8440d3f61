import {
  axesResource,
  citiesResource,
  defineResource,
  parseListQuery,
  type FieldDefinition,
  type ResourceInput,
} from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, actionTypes, axes, cities, sessions } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { AppError } from '../app-error.js';
import { bindResource, type ResourceBinding } from './binding.js';
import { foldSql } from './fold.js';
import { describeUsage } from './in-use.js';
import { createItem, deleteItem, isUnique, listItems, updateItem } from './repository.js';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function resource(name: string, fields: FieldDefinition[], extra: Partial<ResourceInput> = {}) {
  return defineResource({
    name,
    labels: { singular: name, plural: name, create: 'Créer' },
    permissions: { read: 'admin.access', write: 'reference.manage' },
    fields,
    defaultSort: { field: fields[0]!.key, direction: 'asc' },
    ...extra,
  });
}

/** The AppError a promise rejects with (fails the test when it resolves). */
async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

// Cities with a filterable name, sortable nullable-free text: the list engine on a real table.
const cityList = resource(
  'city_list',
  [
    { key: 'value', label: 'Nom', kind: 'text', required: true, sortable: true, filterable: true },
    { key: 'code', label: 'Code', kind: 'text', required: true, unique: true, sortable: true },
  ],
  { searchable: ['value', 'code'] },
);
const cityBinding: ResourceBinding = { table: cities };

describe('foldSql', () => {
  it('drops accents and case, spells out ligatures', async () => {
    const [row] = await db()
      .select({ folded: foldSql(sql`${'ÉCOLE Œuvre Ça Ñandú ÆSOP àéîõü Ÿ'}::text`) })
      .from(sql`(select 1) as one`);
    expect(row!.folded).toBe('ecole oeuvre ca nandu aesop aeiou y');
  });
});

describe('listItems', () => {
  const bound = bindResource(cityList, cityBinding);
  const list = (raw: Record<string, string>) =>
    listItems(db(), bound, parseListQuery(cityList, raw));
  const names = async (raw: Record<string, string>) =>
    (await list(raw)).items.map((item) => item.value);

  beforeAll(async () => {
    await db()
      .insert(cities)
      .values([
        { code: 'T-01', value: 'Zèbre-sur-Tarn' },
        { code: 'T-02', value: 'Évaluation-les-Bains' },
        { code: 'T-03', value: 'abeille' },
        { code: 'T-04', value: 'Bâtiment' },
        { code: 'T-05', value: 'Saint-Étienne' },
        { code: 'T-06', value: 'Cent 50% Ville' },
        { code: 'T-07', value: 'Cent 500 Ville' },
        { code: 'T-08', value: 'Œuvre' },
      ]);
    await db()
      .insert(cities)
      .values(Array.from({ length: 25 }, (_, i) => ({ code: `P-${100 + i}`, value: 'Paginée' })));
  });

  it('searches without regard to accents or case, every word somewhere', async () => {
    expect(await names({ q: 'EVALUATION' })).toEqual(['Évaluation-les-Bains']);
    expect(await names({ q: 'saint étienne' })).toEqual(['Saint-Étienne']);
    expect(await names({ q: 'oeuvre' })).toEqual(['Œuvre']);
    expect(await names({ q: 't-04' })).toEqual(['Bâtiment']);
    expect(await names({ q: 'bains saint' })).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await names({ q: '50%' })).toEqual(['Cent 50% Ville']);
    expect(await names({ q: 'cent _0' })).toEqual([]);
  });

  it('filters text fields without regard to accents or case, whole value only', async () => {
    expect(await names({ value: 'SAINT-ETIENNE' })).toEqual(['Saint-Étienne']);
    expect(await names({ value: 'saint' })).toEqual([]);
  });

  it('sorts text as people read it, both ways', async () => {
    const q = { q: 't-0' };
    const ascending = [
      'abeille',
      'Bâtiment',
      'Cent 50% Ville',
      'Cent 500 Ville',
      'Évaluation-les-Bains',
      'Œuvre',
      'Saint-Étienne',
      'Zèbre-sur-Tarn',
    ];
    expect(await names({ ...q, sort: 'value' })).toEqual(ascending);
    expect(await names({ ...q, sort: '-value' })).toEqual([...ascending].reverse());
  });

  it('pages in SQL with the total, ties broken by id', async () => {
    const page = (n: number) => list({ value: 'paginée', pageSize: '10', page: String(n) });
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((p) => [p.items.length, p.total, p.page, p.pageSize])).toEqual([
      [10, 25, 1, 10],
      [10, 25, 2, 10],
      [5, 25, 3, 10],
      [0, 25, 4, 10],
    ]);
    const codes = pages.flatMap((p) => p.items.map((item) => item.code));
    expect(codes).toEqual(Array.from({ length: 25 }, (_, i) => `P-${100 + i}`));
  });
});

describe('writes', () => {
  it('checks uniqueness exactly, excluding the row being edited', async () => {
    const bound = bindResource(citiesResource, cityBinding);
    const created = await createItem(db(), bound, { code: 'U-1', value: 'Unique' });
    expect(await isUnique(db(), bound, 'code', 'U-1')).toBe(false);
    expect(await isUnique(db(), bound, 'code', 'U-1', created.id)).toBe(true);
    expect(await isUnique(db(), bound, 'code', 'u-1')).toBe(true);
    const error = await appError(createItem(db(), bound, { code: 'U-1', value: 'Autre' }));
    expect(error.toBody()).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { code: ['Cette valeur est déjà utilisée'] },
    });
  });

  it('answers a duplicate the pre-check missed (a race) with 409 on the field', async () => {
    // No `unique` flag: no pre-check, the database constraint refuses the row.
    const unchecked = resource('axes_unchecked', [
      { key: 'number', label: 'Numéro', kind: 'integer', required: true, sortable: true },
      { key: 'name', label: 'Nom', kind: 'text', required: true },
    ]);
    const bound = bindResource(unchecked, { table: axes });
    await createItem(db(), bound, { number: 7001, name: 'Premier' });
    const error = await appError(createItem(db(), bound, { number: 7001, name: 'Second' }));
    expect(error.statusCode).toBe(409);
    expect(error.toBody().fieldErrors).toEqual({ number: ['Cette valeur est déjà utilisée'] });
    const rows = await db().select().from(axes).where(eq(axes.number, 7001));
    expect(rows.map((r) => r.name)).toEqual(['Premier']);
  });

  it('gives a cleared NOT NULL column its default, runs beforeWrite last', async () => {
    const seen: unknown[] = [];
    const bound = bindResource(axesResource, {
      table: axes,
      beforeWrite: (values, { mode, id }) => {
        seen.push([mode, id]);
        return typeof values.name === 'string' ? { ...values, name: values.name.trim() } : values;
      },
    });
    const created = await createItem(db(), bound, {
      number: 7100,
      name: 'Axe',
      description: null,
      color: '#123456',
    });
    expect(created).toMatchObject({ description: '', color: '#123456' });
    const described = await updateItem(db(), bound, created.id, { description: 'D' });
    expect(described).toMatchObject({ description: 'D' });
    const updated = await updateItem(db(), bound, created.id, { description: null, color: null });
    // description is NOT NULL with a default (''); color may be null.
    expect(updated).toEqual({
      id: created.id,
      number: 7100,
      name: 'Axe',
      description: '',
      color: null,
    });
    expect(seen).toEqual([
      ['create', undefined],
      ['update', created.id],
      ['update', created.id],
    ]);
    await expect(updateItem(db(), bound, 999_999, { name: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(updateItem(db(), bound, 999_999, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a reference to a missing row and a value the database refuses with 400', async () => {
    const actionList = resource('action_list', [
      { key: 'name', label: 'Nom', kind: 'text', required: true, sortable: true },
      { key: 'year', label: 'Année', kind: 'integer', required: true },
      {
        key: 'typeId',
        label: 'Type',
        kind: 'reference',
        reference: 'action_types',
        required: true,
      },
      { key: 'axisId', label: 'Axe', kind: 'reference', reference: 'axes', required: true },
      { key: 'amountDays', label: 'Jours', kind: 'decimal', filterable: true },
    ]);
    const bound = bindResource(actionList, { table: actions });
    const [axis] = await db().insert(axes).values({ number: 7200, name: 'A' }).returning();
    const [type] = await db().insert(actionTypes).values({ name: 'T' }).returning();
    const good = { name: 'Action', year: 2025, typeId: type!.id, axisId: axis!.id };
    expect(await createItem(db(), bound, { ...good, amountDays: '2.5' })).toMatchObject({
      amountDays: '2.50',
    });
    const error = await appError(createItem(db(), bound, { ...good, typeId: 999_999 }));
    expect(error.toBody()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { typeId: ['Valeur non autorisée'] },
    });
    const query = { page: 1, pageSize: 20, filters: { amountDays: 'beaucoup' } } as const;
    expect((await appError(listItems(db(), bound, query))).code).toBe('VALIDATION_FAILED');
  });
});

describe('tags and expression fields', () => {
  const tagged = resource('tagged', [
    { key: 'name', label: 'Nom', kind: 'text', required: true, sortable: true },
    { key: 'questions', label: 'Questions', kind: 'tags', filterable: true },
    {
      key: 'active',
      label: 'Actif',
      kind: 'boolean',
      defaultValue: true,
      filterable: true,
      sortable: true,
    },
  ]);
  const bound = bindResource(tagged, {
    table: actionTypes,
    fields: {
      questions: actionTypes.conditionedSurveyQuestions,
      active: {
        read: sql<boolean>`(${actionTypes.disabledAt} is null)`,
        write: (value) => ({ disabledAt: value === false ? new Date() : null }),
      },
    },
  });

  it('read, write, filter and sort through the binding', async () => {
    const a = await createItem(db(), bound, { name: 'Tag A', questions: ['q1', 'q2'] });
    const b = await createItem(db(), bound, { name: 'Tag B', questions: null, active: false });
    expect(a).toEqual({ id: a.id, name: 'Tag A', questions: ['q1', 'q2'], active: true });
    expect(b).toEqual({ id: b.id, name: 'Tag B', questions: [], active: false });
    const names = async (filters: Record<string, string | boolean>) =>
      (await listItems(db(), bound, { page: 1, pageSize: 100, filters })).items
        .filter((item) => String(item.name).startsWith('Tag '))
        .map((item) => item.name);
    expect(await names({ questions: 'q2' })).toEqual(['Tag A']);
    expect(await names({ active: false })).toEqual(['Tag B']);
    const sorted = await listItems(db(), bound, {
      page: 1,
      pageSize: 100,
      filters: {},
      sort: { field: 'active', direction: 'asc' },
    });
    const order = sorted.items.map((item) => item.name).filter((n) => String(n).startsWith('Tag '));
    expect(order).toEqual(['Tag B', 'Tag A']);
  });
});

describe('deleteItem', () => {
  it('keeps a row in use and names what uses it', async () => {
    const bound = bindResource(axesResource, { table: axes });
    const [axis] = await db().insert(axes).values({ number: 7300, name: 'Utilisé' }).returning();
    const [type] = await db().insert(actionTypes).values({ name: 'T' }).returning();
    const action = { year: 2025, typeId: type!.id, axisId: axis!.id };
    await db()
      .insert(actions)
      .values([
        { ...action, name: 'A1' },
        { ...action, name: 'A2' },
      ]);
    const error = await appError(deleteItem(db(), bound, axis!.id));
    expect(error.toBody()).toEqual({
      error: 'Suppression impossible : cet élément est utilisé par 2 actions de formation.',
      code: 'RESOURCE_IN_USE',
    });
    expect(await db().select().from(axes).where(eq(axes.id, axis!.id))).toHaveLength(1);
  });

  it('names every kind of use, in French', async () => {
    const [city] = await db().insert(cities).values({ code: 'D-1', value: 'Utilisée' }).returning();
    const [axis] = await db().insert(axes).values({ number: 7301, name: 'A' }).returning();
    const [type] = await db().insert(actionTypes).values({ name: 'T' }).returning();
    const [action] = await db()
      .insert(actions)
      .values({ name: 'A', year: 2025, typeId: type!.id, axisId: axis!.id })
      .returning();
    const when = { actionId: action!.id, startDate: new Date(), endDate: new Date() };
    await db()
      .insert(sessions)
      .values({ ...when, code: 'S1', cityId: city!.id });
    expect(await describeUsage(db(), cities, city!.id)).toBe('1 session');
    expect(await describeUsage(db(), axes, 999_999)).toBe("d'autres données");
  });

  it('deletes a free row, NOT_FOUND the second time', async () => {
    const bound = bindResource(axesResource, { table: axes });
    const [axis] = await db().insert(axes).values({ number: 7302, name: 'Libre' }).returning();
    await deleteItem(db(), bound, axis!.id);
    expect((await appError(deleteItem(db(), bound, axis!.id))).code).toBe('NOT_FOUND');
  });
});

describe('bindResource', () => {
  it('refuses at start-up a binding that cannot work', () => {
    const field = (key: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
      key,
      label: key,
      kind: 'text',
      sortable: true,
      ...extra,
    });
    expect(() => bindResource(resource('x', [field('missing')]), { table: axes })).toThrow(
      /no column for field missing/,
    );
    // `name` is NOT NULL without a default: it cannot be an optional field.
    expect(() => bindResource(resource('x', [field('name')]), { table: axes })).toThrow(
      /NOT NULL column with no default/,
    );
    expect(() =>
      bindResource(resource('x', [field('name', { required: true })]), {
        table: axes,
        fields: { name: { read: sql`upper(${axes.name})` } },
      }),
    ).toThrow(/needs a write/);
    expect(() =>
      bindResource(resource('x', [field('name', { required: true })]), {
        table: axes,
        fields: { name: cities.value },
      }),
    ).toThrow(/another table/);
  });
});
