import { describe, expect, it } from 'vitest';
import {
  INTEGER_MAX,
  RESOURCES,
  defineResource,
  fileAccept,
  fileFormatMessage,
  itemSchemaFor,
  publicDocumentsResource,
  publicLinksResource,
  roomsResource,
  type FieldDefinition,
} from './index';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const base = {
  name: 'x',
  labels: { singular: 'X', plural: 'X', create: 'Créer' },
  permissions: { read: 'admin.access', write: 'reference.manage' },
  defaultSort: { field: 'name', direction: 'asc' },
} as const;
const nameField = { key: 'name', label: 'Nom', kind: 'text', sortable: true } as const;
const define = (field: FieldDefinition) => () =>
  defineResource({ ...base, fields: [nameField, field] });

describe('file kind', () => {
  const schema = roomsResource.createSchema;

  it('takes a file id, or null / absent when optional', () => {
    expect(schema.parse({ name: 'Salle', pdf: 12 })).toMatchObject({ pdf: 12 });
    expect(schema.parse({ name: 'Salle', pdf: null })).toMatchObject({ pdf: null });
    expect(schema.parse({ name: 'Salle', pdf: '' })).toMatchObject({ pdf: null });
    expect(schema.parse({ name: 'Salle' }).pdf).toBeUndefined();
  });

  it('refuses anything but a positive integer id in French', () => {
    for (const pdf of [0, -3, 1.5, INTEGER_MAX + 1]) {
      expect(messages(schema.safeParse({ name: 'Salle', pdf }))).toEqual({
        pdf: 'Valeur invalide',
      });
    }
    expect(messages(schema.safeParse({ name: 'Salle', pdf: { id: 3 } }))).toEqual({
      pdf: 'Doit être un nombre',
    });
  });

  it('names the accepted formats in the spec §5 message', () => {
    expect(fileAccept(roomsResource.field('pdf')!)).toEqual(['pdf']);
    expect(fileFormatMessage(roomsResource.field('pdf')!)).toBe(
      'Format de fichier invalide (format attendu : Document PDF)',
    );
    expect(fileAccept(roomsResource.field('file1')!)).toHaveLength(6);
    expect(fileFormatMessage(roomsResource.field('file1')!)).toContain('Image PNG, ');
  });

  it('is read as the file description, or null', () => {
    const item = itemSchemaFor(roomsResource);
    const room = Object.fromEntries(roomsResource.fields.map((f) => [f.key, null]));
    const pdf = { id: 3, name: 'plan.pdf', mimeType: 'application/pdf', size: 10, url: '/x' };
    const parsed = item.parse({ ...room, id: 1, name: 'S', enabled: true, pdf });
    expect((parsed as Record<string, unknown>).pdf).toEqual(pdf);
    expect(item.safeParse({ ...room, id: 1, name: 'S', enabled: true, pdf: 3 }).success).toBe(
      false,
    );
  });

  it('needs an upload path, known types, and may not be sorted, filtered or unique', () => {
    const file = { key: 'f', label: 'F', kind: 'file', uploadPath: 'room_files/multiple' } as const;
    expect(define(file)).not.toThrow();
    expect(define({ ...file, uploadPath: undefined })).toThrow(/uploadPath/);
    expect(define({ ...file, accept: ['exe' as 'pdf'] })).toThrow(/upload type/);
    expect(define({ ...file, sortable: true })).toThrow();
    expect(define({ ...file, filterable: true })).toThrow();
    expect(define({ ...file, unique: true })).toThrow();
  });
});

describe('read-only fields', () => {
  it('are read but never written', () => {
    expect(publicLinksResource.writableFields.map((f) => f.key)).toEqual([
      'name',
      'url',
      'published',
      'position',
    ]);
    expect(
      messages(
        publicLinksResource.createSchema.safeParse({
          name: 'L',
          url: 'https://example.org',
          importedAt: '2026-01-01',
        }),
      ),
    ).toEqual({ '': 'Champ non autorisé : importedAt' });
    expect(itemSchemaFor(publicLinksResource).shape).toHaveProperty('importedAt');
  });

  it('may not be required', () => {
    expect(
      define({ key: 'd', label: 'D', kind: 'date', readOnly: true, required: true }),
    ).toThrow();
  });
});

describe('home-page documents', () => {
  const schema = publicDocumentsResource.createSchema;

  it('hold a file or a web address', () => {
    expect(schema.safeParse({ name: 'Guide', file: 4 }).success).toBe(true);
    expect(schema.safeParse({ name: 'Guide', url: 'https://example.org/guide' }).success).toBe(
      true,
    );
  });

  it('refuse neither or both, on both fields, in French', () => {
    const none = 'Indiquez un fichier ou une adresse web';
    const both = 'Indiquez un fichier ou une adresse web, pas les deux';
    expect(messages(schema.safeParse({ name: 'Guide', url: ' ' }))).toEqual({
      file: none,
      url: none,
    });
    expect(
      messages(schema.safeParse({ name: 'Guide', file: 4, url: 'https://example.org' })),
    ).toEqual({ file: both, url: both });
    // The rule does not hide the fields' own messages.
    expect(messages(schema.safeParse({ name: '', file: 4 }))).toEqual({
      name: 'Champ obligatoire',
    });
  });

  it('leave the rule to the server on a PATCH (the row is merged first)', () => {
    expect(publicDocumentsResource.updateSchema.safeParse({ file: null }).success).toBe(true);
    expect(publicDocumentsResource.check({ file: null, url: null })).toEqual({
      file: 'Indiquez un fichier ou une adresse web',
      url: 'Indiquez un fichier ou une adresse web',
    });
    expect(publicDocumentsResource.check({ file: 4, url: null })).toEqual({});
  });

  it('are written by content managers and read in the admin area', () => {
    for (const resource of [publicDocumentsResource, publicLinksResource]) {
      expect(resource.permissions).toEqual({ read: 'admin.access', write: 'content.manage' });
      expect(resource.defaultSort).toEqual({ field: 'position', direction: 'asc' });
      expect(RESOURCES[resource.name]).toBe(resource);
    }
  });

  it('links need a web address', () => {
    expect(messages(publicLinksResource.createSchema.safeParse({ name: 'Site' }))).toEqual({
      url: 'Champ obligatoire',
    });
    expect(
      messages(publicLinksResource.createSchema.safeParse({ name: 'Site', url: 'ftp://x' })),
    ).toEqual({ url: 'URL invalide' });
  });
});
