import { describe, expect, it } from 'vitest';
import { isPermission } from '../permissions';
import {
  RESOURCES,
  axesResource,
  citiesResource,
  defineResource,
  parseListQuery,
  roomsResource,
  type ListQuery,
} from './index';

// The shared package compiles without DOM or Node types; the runtime (Node, browsers) has it.
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (init?: string | Record<string, string>) => Iterable<[string, string]>;
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('resource definitions', () => {
  it('use existing permissions and are registered by name', () => {
    for (const [name, resource] of Object.entries(RESOURCES)) {
      expect(resource.name).toBe(name);
      expect(isPermission(resource.permissions.read)).toBe(true);
      expect(isPermission(resource.permissions.write)).toBe(true);
    }
  });

  it('refuses an inconsistent definition', () => {
    const base = {
      name: 'x',
      labels: { singular: 'X', plural: 'X', create: 'Créer' },
      permissions: { read: 'admin.access', write: 'reference.manage' },
      fields: [{ key: 'name', label: 'Nom', kind: 'text', sortable: true }],
      defaultSort: { field: 'name', direction: 'asc' },
    } as const;
    expect(() => defineResource(base)).not.toThrow();
    expect(() =>
      defineResource({ ...base, defaultSort: { field: 'x', direction: 'asc' } }),
    ).toThrow();
    expect(() =>
      defineResource({
        ...base,
        permissions: { read: 'nope' as never, write: 'reference.manage' },
      }),
    ).toThrow();
    // A box must say what a new item starts with: never unticked by omission.
    const box = { key: 'active', label: 'Actif', kind: 'boolean' } as const;
    expect(() => defineResource({ ...base, fields: [...base.fields, box] })).toThrow(
      'active: a boolean field says what a new item starts with (defaultValue)',
    );
    expect(() =>
      defineResource({ ...base, fields: [...base.fields, { ...box, defaultValue: true }] }),
    ).not.toThrow();
  });
});

describe('axes schema', () => {
  it('accepts a good axis', () => {
    const r = axesResource.createSchema.safeParse({
      number: 3,
      name: ' Numérique ',
      color: '#1a2B3c',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ number: 3, name: 'Numérique', color: '#1a2B3c' });
  });

  it('gives the French messages', () => {
    const r = axesResource.createSchema.safeParse({
      number: 1.5,
      name: 'x'.repeat(256),
      color: 'red',
      extra: 1,
    });
    expect(messages(r)).toEqual({
      number: 'Doit être un nombre entier',
      name: 'Maximum 255 caractères',
      color: 'Couleur invalide (format attendu : #rrggbb)',
      '': 'Champ non autorisé : extra',
    });
    expect(messages(axesResource.createSchema.safeParse({ number: 0, name: '  ' }))).toEqual({
      number: 'Doit être supérieur ou égal à 1',
      name: 'Champ obligatoire',
    });
    expect(messages(axesResource.createSchema.safeParse({}))).toEqual({
      number: 'Champ obligatoire',
      name: 'Champ obligatoire',
    });
  });

  it('update accepts a partial body', () => {
    expect(axesResource.updateSchema.safeParse({ color: '#000000' }).success).toBe(true);
    expect(messages(axesResource.updateSchema.safeParse({ name: '' }))).toEqual({
      name: 'Champ obligatoire',
    });
  });
});

describe('cities and rooms schemas', () => {
  it('cities require code and value', () => {
    expect(citiesResource.createSchema.safeParse({ code: '75', value: 'Paris' }).success).toBe(
      true,
    );
    expect(messages(citiesResource.createSchema.safeParse({ code: '' }))).toEqual({
      code: 'Champ obligatoire',
      value: 'Champ obligatoire',
    });
  });

  it('rooms accept good input, empty optional values become null', () => {
    const r = roomsResource.createSchema.safeParse({
      name: 'Salle A',
      zipCode: '75001',
      seatAmount: 0,
      cost: '120.5',
      googleLink: '',
      enabled: true,
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ cost: '120.5', googleLink: null, seatAmount: 0 });
    expect(roomsResource.createSchema.parse({ name: 'B', cost: 12 }).cost).toBe('12');
  });

  it('rooms give the French messages', () => {
    const r = roomsResource.createSchema.safeParse({
      name: 'S',
      zipCode: '7500',
      seatAmount: -1,
      cost: '1.234',
      googleLink: 'pas une url',
      enabled: 'oui',
    });
    expect(messages(r)).toEqual({
      zipCode: 'Code postal invalide',
      seatAmount: 'Doit être supérieur ou égal à 0',
      cost: 'Doit être un montant avec au plus 2 décimales',
      googleLink: 'URL invalide',
      enabled: 'Doit être oui ou non',
    });
  });
});

describe('list query', () => {
  it('applies defaults and drops empty parameters', () => {
    expect(parseListQuery(roomsResource, { q: '  ', sort: '', city: '', page: '' })).toEqual({
      page: 1,
      pageSize: 20,
      filters: {},
    });
  });

  it('parses every parameter, from an object or URLSearchParams', () => {
    const expected: ListQuery = {
      page: 3,
      pageSize: 50,
      sort: { field: 'name', direction: 'desc' },
      q: 'lyon',
      filters: { city: 'Lyon', enabled: false },
    };
    const raw = {
      page: '3',
      pageSize: '50',
      sort: '-name',
      q: ' lyon ',
      city: 'Lyon',
      enabled: 'false',
      other: 'x',
    };
    expect(parseListQuery(roomsResource, raw)).toEqual(expected);
    expect(parseListQuery(roomsResource, new URLSearchParams(raw))).toEqual(expected);
  });

  it('refuses bad bounds and unknown sorts in French', () => {
    const bad = (raw: Record<string, string>) => {
      try {
        parseListQuery(axesResource, raw);
        return null;
      } catch (e) {
        return (e as { issues: { message: string }[] }).issues.map((i) => i.message);
      }
    };
    expect(bad({ page: '0' })).toEqual(['Doit être supérieur ou égal à 1']);
    expect(bad({ page: '1.5' })).toEqual(['Doit être un nombre entier']);
    expect(bad({ pageSize: '30' })).toEqual(['Valeur non autorisée']);
    expect(bad({ sort: 'color' })).toEqual(['Tri non autorisé : color']);
    expect(bad({ sort: '-number' })).toBeNull();
  });
});
