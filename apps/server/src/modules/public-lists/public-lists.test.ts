import { PUBLIC_LIST_CAP } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionTypes, axes, cities, publicDocuments, publicLinks } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { TEST_PDF, uploadFile } from '../../test/uploads.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

/** Every listed row is published, and the list follows the positions. */
async function expectAllPublished(
  table: typeof publicLinks | typeof publicDocuments,
  listed: readonly { id: number }[],
) {
  const rows = await t.db
    .select({ id: table.id, published: table.published, position: table.position })
    .from(table);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const positions = listed.map((item) => byId.get(item.id)?.position ?? -1);
  expect(listed.every((item) => byId.get(item.id)?.published === true)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

/** An anonymous GET under /api/public. */
async function publicList<T = Record<string, unknown>>(name: string) {
  const response = await t.app.inject({ url: `/api/public/${name}` });
  expect(response.statusCode, name).toBe(200);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.json() as T[];
}

async function adminCall(method: 'POST' | 'PATCH', url: string, payload: object) {
  const response = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: bearer(admin),
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe('public reference lists', () => {
  it('give the axes by number, with what a visitor may see', async () => {
    await t.db.insert(axes).values([
      { number: 9002, name: 'Deuxième', color: '#112233' },
      { number: 9001, name: 'Premier' },
    ]);
    const list = await publicList<{ number: number }>('axes');
    const numbers = list.map((axis) => axis.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(list.at(-1)).toEqual({
      id: expect.any(Number),
      number: 9002,
      name: 'Deuxième',
      description: '',
      color: '#112233',
    });
  });

  it('give the cities by name', async () => {
    await t.db.insert(cities).values([
      { code: 'ZZ1', value: 'Zévaco' },
      { code: 'AA1', value: 'Aaron-Ville' },
    ]);
    const list = await publicList<{ code: string; value: string }>('cities');
    expect(list[0]).toEqual({ id: expect.any(Number), code: 'AA1', value: 'Aaron-Ville' });
    expect(list.map((city) => city.code)).toContain('ZZ1');
  });

  it('give the action types in use only, without their settings', async () => {
    await t.db.insert(actionTypes).values([
      { name: 'AAA type actif', acronym: 'TA', seatAmount: 12 },
      { name: 'AAA type éteint', disabledAt: new Date() },
    ]);
    const list = await publicList<{ name: string }>('action_types');
    const names = list.map((type) => type.name);
    expect(names).toContain('AAA type actif');
    expect(names).not.toContain('AAA type éteint');
    expect(list.find((type) => type.name === 'AAA type actif')).toEqual({
      id: expect.any(Number),
      name: 'AAA type actif',
      acronym: 'TA',
      membersOnly: false,
    });
  });

  it('need no sign-in, and a bad token changes nothing', async () => {
    const response = await t.app.inject({
      url: '/api/public/axes',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(PUBLIC_LIST_CAP).toBe(500);
  });
});

describe('public home-page documents and links', () => {
  it('show the published ones only, by position, and no more once unpublished', async () => {
    const later = await adminCall('POST', 'public_links', {
      name: 'Plus loin',
      url: 'https://example.org/b',
      published: true,
      position: 20,
    });
    await adminCall('POST', 'public_links', {
      name: 'Brouillon',
      url: 'https://example.org/draft',
      position: 1,
    });
    await adminCall('POST', 'public_links', {
      name: 'En premier',
      url: 'https://example.org/a',
      published: true,
      position: 10,
    });
    const links = await publicList<{ id: number; name: string }>('public_links');
    const mine = links.filter((link) =>
      ['En premier', 'Plus loin', 'Brouillon'].includes(link.name),
    );
    expect(mine.map((link) => link.name)).toEqual(['En premier', 'Plus loin']);
    await expectAllPublished(publicLinks, links);
    expect(mine[1]).toEqual({
      id: later.id,
      name: 'Plus loin',
      url: 'https://example.org/b',
      importedAt: later.importedAt,
    });

    await adminCall('PATCH', `public_links/${later.id}`, { published: false });
    const after = (await publicList<{ name: string }>('public_links')).map((l) => l.name);
    expect(after).toContain('En premier');
    expect(after).not.toContain('Plus loin');
  });

  it("open a document's file anonymously only while the document is published", async () => {
    const fileId = await uploadFile(
      t.app,
      admin,
      'public_document_files/multiple',
      'Charte.pdf',
      TEST_PDF,
    );
    const doc = await adminCall('POST', 'public_documents', { name: 'Charte', file: fileId });
    const web = await adminCall('POST', 'public_documents', {
      name: 'Annuaire',
      url: 'https://example.org/annuaire',
      published: true,
      position: doc.position + 1,
    });
    const download = () => t.app.inject({ url: `/api/files/${fileId}/Charte.pdf` });

    const listed = async () => {
      const documents = await publicList<{ id: number; name: string }>('public_documents');
      await expectAllPublished(publicDocuments, documents);
      return documents.filter((d) => d.id === doc.id || d.id === web.id);
    };
    // Unpublished: not listed, and its file is not reachable without signing in.
    expect((await listed()).map((d) => d.name)).toEqual(['Annuaire']);
    expect((await download()).statusCode).toBe(404);

    await adminCall('PATCH', `public_documents/${doc.id}`, { published: true });
    expect(await listed()).toEqual([
      {
        id: doc.id,
        name: 'Charte',
        href: `/api/files/${fileId}/Charte.pdf`,
        file: {
          id: fileId,
          name: 'Charte.pdf',
          mimeType: 'application/pdf',
          size: TEST_PDF.byteLength,
          url: `/api/files/${fileId}/Charte.pdf`,
        },
        importedAt: doc.importedAt,
      },
      {
        id: web.id,
        name: 'Annuaire',
        href: 'https://example.org/annuaire',
        file: null,
        importedAt: web.importedAt,
      },
    ]);
    const published = await download();
    expect(published.statusCode).toBe(200);
    expect(published.rawPayload).toEqual(Buffer.from(TEST_PDF));

    await adminCall('PATCH', `public_documents/${doc.id}`, { published: false });
    expect((await download()).statusCode).toBe(404);
    expect((await listed()).map((d) => d.name)).toEqual(['Annuaire']);
  });
});
