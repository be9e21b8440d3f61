import { luhnSum, type StructureList, type StructureRecord } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structureDocuments, structures } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';
import { multipart, TEST_PDF, TEST_PNG, uploadFile } from '../../test/uploads.js';

let t: TestApp;
let admin: string;
let manager: string;
let siretStem = 812_345_670_000;

/** A fresh valid SIRET: 13 digits and the Luhn key. */
function newSiret(): string {
  const stem = String(siretStem++).padStart(13, '0');
  const key = [...'0123456789'].find((digit) => luhnSum(stem + digit) % 10 === 0)!;
  return stem + key;
}

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  token = admin,
) => t.app.inject({ method, url: `/api${url}`, payload: body as object, headers: bearer(token) });

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maison de l’emploi du Tarn',
  type: 'employer',
  siret: newSiret(),
  address: '12 rue des Lilas',
  zipCode: '81000',
  city: 'Albi',
  phone: '05 63 00 00 00',
  email: 'contact@mde-tarn.example',
  member: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  manager = await loginAs(t.app, 'manager');
});
afterAll(async () => {
  await t?.close();
});

describe('structures administration: permissions', () => {
  it('lets the admin write, the manager read only, and refuses the other profiles', async () => {
    const created = await api('POST', '/structures/detail', validBody());
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as StructureRecord;

    expect((await api('GET', '/structures/detail', undefined, manager)).statusCode).toBe(200);
    expect((await api('GET', `/structures/detail/${id}`, undefined, manager)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/structures/detail', validBody()],
      ['PATCH', `/structures/detail/${id}`, { name: 'Autre' }],
      ['DELETE', `/structures/detail/${id}`],
      ['POST', '/structure_files', { structureId: id, fileIds: [1] }],
    ] as const) {
      expect((await api(method, url, body, manager)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const profile of ['provider', 'hr', 'beneficiary']) {
      const token = await loginAs(t.app, profile);
      expect((await api('GET', '/structures/detail', undefined, token)).statusCode).toBe(403);
      expect((await api('POST', '/structures/detail', validBody(), token)).statusCode).toBe(403);
    }
    // Nothing the manager tried changed the structure.
    expect((await api('GET', `/structures/detail/${id}`)).json()).toMatchObject({
      name: 'Maison de l’emploi du Tarn',
    });
  });
});

describe('structures administration: fields and SIRET', () => {
  it('creates a structure with every field, active by default, and gives its record', async () => {
    const parent = await createStructure(t.db, { name: 'Réseau régional', type: 'employer' });
    const body = validBody({
      name: 'Agence Castres',
      parentId: parent.id,
      siret: ' 356 000 000 00001 ',
    });
    const created = await api('POST', '/structures/detail', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Agence Castres',
      type: 'employer',
      siret: '35600000000001',
      address: '12 rue des Lilas',
      zipCode: '81000',
      city: 'Albi',
      phone: '05 63 00 00 00',
      email: 'contact@mde-tarn.example',
      member: true,
      active: true,
      parent: { id: parent.id, name: 'Réseau régional' },
      validators: [],
      members: [],
      documents: [],
      usedBy: [],
    });
    const parentRecord = (await api('GET', `/structures/detail/${parent.id}`)).json();
    expect(parentRecord.children).toEqual([{ id: created.json().id, name: 'Agence Castres' }]);
  });

  it('refuses a bad SIRET in French and writes nothing', async () => {
    const before = (await t.db.select({ id: structures.id }).from(structures)).length;
    const cases = [
      ['1234', 'Numéro SIRET invalide (14 chiffres attendus)'],
      ['73282932000075', 'Numéro SIRET invalide : la clé de contrôle ne correspond pas'],
      // La Poste's SIREN, digits adding up to 16: neither rule.
      ['35600000000002', 'Numéro SIRET invalide : la clé de contrôle ne correspond pas'],
      ['', 'Champ obligatoire'],
    ];
    for (const [siret, message] of cases) {
      const response = await api('POST', '/structures/detail', validBody({ siret }));
      expect(response.statusCode, siret).toBe(400);
      expect(response.json().fieldErrors.siret).toEqual([message]);
    }
    const response = await api(
      'POST',
      '/structures/detail',
      validBody({ zipCode: '8100', email: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      zipCode: ['Code postal invalide'],
      email: ['Adresse e-mail invalide'],
    });
    expect((await t.db.select({ id: structures.id }).from(structures)).length).toBe(before);
  });

  const VALUE_TAKEN = 'Une valeur saisie est déjà utilisée : corrigez le champ signalé.';

  it('refuses a SIRET another structure holds (409, on the field), on create and on edit', async () => {
    const siret = newSiret();
    expect((await api('POST', '/structures/detail', validBody({ siret }))).statusCode).toBe(201);
    const twin = await api(
      'POST',
      '/structures/detail',
      validBody({ siret: siret.replace(/(\d{3})/g, '$1 ') }),
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json().fieldErrors).toEqual({
      siret: ['Ce numéro SIRET est déjà celui d’une autre structure'],
    });
    // The form's message says what to do, not to reload the page (issue 23).
    expect(twin.json().error).toBe(VALUE_TAKEN);
    const other = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const edit = await api('PATCH', `/structures/detail/${other.id}`, { siret });
    expect(edit.statusCode).toBe(409);
    // Its own SIRET again is no conflict.
    expect(
      (await api('PATCH', `/structures/detail/${other.id}`, { siret: other.siret })).statusCode,
    ).toBe(200);
  });

  it('edits, disables and enables; an empty change answers the structure unchanged', async () => {
    const { id } = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const edited = await api('PATCH', `/structures/detail/${id}`, {
      name: 'Nouveau nom',
      member: false,
      city: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Nouveau nom', member: false, city: null });
    expect((await api('PATCH', `/structures/detail/${id}`, { active: false })).json().active).toBe(
      false,
    );
    expect((await api('PATCH', `/structures/detail/${id}`, {})).json()).toMatchObject({
      active: false,
    });
    expect((await api('PATCH', `/structures/detail/${id}`, { active: true })).json().active).toBe(
      true,
    );
    expect((await api('PATCH', `/structures/detail/${id}`, { unknown: 1 })).statusCode).toBe(400);
    expect((await api('PATCH', '/structures/detail/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('refuses an unknown parent and a parent attached below the structure', async () => {
    const top = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const child = (await api('POST', '/structures/detail', validBody({ parentId: top.id }))).json();
    const unknown = await api('PATCH', `/structures/detail/${top.id}`, { parentId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.parentId).toEqual(['Structure parente inconnue']);
    for (const parentId of [top.id, child.id]) {
      const cycle = await api('PATCH', `/structures/detail/${top.id}`, { parentId });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().fieldErrors.parentId[0]).toMatch(/ne peut dépendre/);
    }
  });

  it('refuses a type change that its profiles or actions forbid', async () => {
    const employer = (
      await api('POST', '/structures/detail', validBody())
    ).json() as StructureRecord;
    await createUser(t.db, { profile: 'profile_beneficiary', structureId: employer.id });
    const locked = await api('PATCH', `/structures/detail/${employer.id}`, { type: 'provider' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toBe(
      'Type impossible à changer : cette structure est utilisée par 1 membre',
    );
    const free = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    expect(
      (await api('PATCH', `/structures/detail/${free.id}`, { type: 'provider' })).json().type,
    ).toBe('provider');
  });
});

describe('structures administration: list', () => {
  it('filters by text, type, member and state, pages, and counts validators and members', async () => {
    const tag = `Filtrage${Date.now()}`;
    const a = (
      await api('POST', '/structures/detail', validBody({ name: `${tag} Écluse`, city: 'Rodez' }))
    ).json();
    const b = (
      await api(
        'POST',
        '/structures/detail',
        validBody({ name: `${tag} Bastide`, type: 'provider', member: false }),
      )
    ).json();
    await api('PATCH', `/structures/detail/${b.id}`, { active: false });
    await createUser(t.db, { profile: 'profile_hr', structureId: a.id });
    await createUser(t.db, { profile: 'profile_beneficiary', structureId: a.id });
    await createUser(t.db, { profile: 'profile_beneficiary', structureId: a.id });

    const list = async (query: string) =>
      (
        await api('GET', `/structures/detail?q=${encodeURIComponent(tag)}${query}`)
      ).json() as StructureList;
    const all = await list('');
    expect(all.items.map((row) => row.name)).toEqual([`${tag} Bastide`, `${tag} Écluse`]);
    expect(all.total).toBe(2);
    expect(all.items[1]).toMatchObject({ validators: 1, members: 2, city: 'Rodez', active: true });
    expect((await list('&type=provider')).items.map((row) => row.id)).toEqual([b.id]);
    expect((await list('&member=true')).items.map((row) => row.id)).toEqual([a.id]);
    expect((await list('&active=false')).items.map((row) => row.id)).toEqual([b.id]);
    const page = await list('&pageSize=10&page=2');
    expect(page).toMatchObject({ items: [], total: 2, page: 2, pageSize: 10 });
    // Accents and case ignored; a SIRET's digits, spaces ignored, find it too.
    const folded = (
      await api('GET', `/structures/detail?q=${encodeURIComponent('ecluse')}`)
    ).json();
    expect(folded.items.map((row: { id: number }) => row.id)).toContain(a.id);
    const bySiret = (
      await api(
        'GET',
        `/structures/detail?q=${encodeURIComponent(a.siret.replace(/(\d{3})/g, '$1 '))}`,
      )
    ).json();
    expect(bySiret.items.map((row: { id: number }) => row.id)).toEqual([a.id]);
    expect((await api('GET', '/structures/detail?type=other')).statusCode).toBe(400);
  });

  it('shows the HR validators and members of a structure on its record', async () => {
    const { id } = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const hr = await createUser(t.db, { profile: 'profile_hr', structureId: id });
    const member = await createUser(t.db, { profile: 'profile_beneficiary', structureId: id });
    const record = (await api('GET', `/structures/detail/${id}`)).json() as StructureRecord;
    expect(record.validators.map((person) => person.id)).toEqual([hr.id]);
    expect(record.members.map((person) => person.id)).toEqual([member.id]);
    expect(record.usedBy).toEqual(['1 valideur RH', '1 membre']);
  });
});

describe('structures administration: deletion', () => {
  it('deletes an unused structure, with its files', async () => {
    const { id } = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const fileId = await uploadFile(
      t.app,
      admin,
      'structure_files/multiple',
      'statuts.pdf',
      TEST_PDF,
    );
    expect(
      (await api('POST', '/structure_files', { structureId: id, fileIds: [fileId] })).statusCode,
    ).toBe(201);
    expect((await api('DELETE', `/structures/detail/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(structures).where(eq(structures.id, id))).toEqual([]);
    expect(
      await t.db.select().from(structureDocuments).where(eq(structureDocuments.structureId, id)),
    ).toEqual([]);
    expect((await api('DELETE', `/structures/detail/${id}`)).statusCode).toBe(404);
  });

  it('refuses (409, in French) to delete a structure in use, which stays', async () => {
    const provider = (
      await api('POST', '/structures/detail', validBody({ type: 'provider' }))
    ).json();
    const action = await createAction(t.db, { providerId: provider.id });
    const employer = (await api('POST', '/structures/detail', validBody())).json();
    const beneficiary = await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId: employer.id,
    });
    const session = await createSession(t.db, { actionId: action.id });
    await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: beneficiary.id,
      structureId: employer.id,
    });
    const parent = (await api('POST', '/structures/detail', validBody())).json();
    await api('POST', '/structures/detail', validBody({ parentId: parent.id }));

    const expected = [
      [
        provider.id,
        'Suppression impossible : cette structure est utilisée par 1 action dont elle est le prestataire. Vous pouvez la désactiver.',
      ],
      [
        employer.id,
        'Suppression impossible : cette structure est utilisée par 1 membre et 1 inscription. Vous pouvez la désactiver.',
      ],
      [
        parent.id,
        'Suppression impossible : cette structure est utilisée par 1 structure rattachée. Vous pouvez la désactiver.',
      ],
    ] as const;
    for (const [id, message] of expected) {
      const response = await api('DELETE', `/structures/detail/${id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'STRUCTURE_IN_USE', error: message });
      expect(await t.db.select().from(structures).where(eq(structures.id, id))).toHaveLength(1);
      // It can be disabled instead.
      expect(
        (await api('PATCH', `/structures/detail/${id}`, { active: false })).json().active,
      ).toBe(false);
    }
  });
});

describe('structures administration: files', () => {
  it('attaches files uploaded through structure_files/multiple, lists and removes them', async () => {
    const { id } = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const pdf = await uploadFile(
      t.app,
      admin,
      'structure_files/multiple',
      'convention.pdf',
      TEST_PDF,
    );
    const png = await uploadFile(t.app, admin, 'structure_files/multiple', 'plan.png', TEST_PNG);
    const attached = await api('POST', '/structure_files', {
      structureId: id,
      fileIds: [pdf, png],
    });
    expect(attached.statusCode).toBe(201);
    expect(attached.json().map((d: { name: string }) => d.name)).toEqual([
      'convention.pdf',
      'plan.png',
    ]);
    const again = await api('POST', '/structure_files', { structureId: id, fileIds: [pdf] });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.fileIds).toEqual([
      'Ce fichier est déjà rattaché à la structure',
    ]);

    const record = (await api('GET', `/structures/detail/${id}`)).json() as StructureRecord;
    expect(record.documents).toHaveLength(2);
    const [first] = record.documents;
    const download = await t.app.inject({ url: first!.file.url, headers: bearer(admin) });
    expect(download.statusCode).toBe(200);

    expect((await api('DELETE', `/structure_files/${first!.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/structures/detail/${id}`)).json().documents).toHaveLength(1);
    expect((await api('DELETE', `/structure_files/${first!.id}`)).statusCode).toBe(404);
  });

  it('checks uploads on their content, and refuses a file someone else uploaded', async () => {
    // A "PDF" that is not one, and a PDF named as an image: refused, nothing stored.
    for (const [name, bytes] of [
      ['faux.pdf', new TextEncoder().encode('MZ executable')],
      ['image.png', TEST_PDF],
    ] as const) {
      const body = await multipart([{ name, bytes }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/structure_files/multiple',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(admin) },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().fieldErrors.files[0]).toMatch(new RegExp(`^${name} : `));
    }
    const { id } = (await api('POST', '/structures/detail', validBody())).json() as StructureRecord;
    const provider = await loginAs(t.app, 'provider');
    const theirs = await uploadFile(
      t.app,
      provider,
      'structure_files/multiple',
      'logo.pdf',
      TEST_PDF,
    );
    const refused = await api('POST', '/structure_files', { structureId: id, fileIds: [theirs] });
    expect(refused.statusCode).toBe(400);
    expect(
      (await api('POST', '/structure_files', { structureId: 999999, fileIds: [theirs] }))
        .statusCode,
    ).toBe(404);
  });
});
