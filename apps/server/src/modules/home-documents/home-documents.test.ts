import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDocuments } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { TEST_PDF, TEST_PNG, uploadFile } from '../../test/uploads.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call(method: Method, url: string, payload?: object, token: string | null = admin) {
  const response = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    payload,
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

const upload = (name: string, bytes: Uint8Array = TEST_PDF) =>
  uploadFile(t.app, admin, 'public_document_files/multiple', name, bytes);

const NONE = 'Indiquez un fichier ou une adresse web';
const BOTH = 'Indiquez un fichier ou une adresse web, pas les deux';

describe('home-page documents', () => {
  it('hold an uploaded file, read back with its name and download URL', async () => {
    const fileId = await upload('Guide pratique.pdf');
    const created = await call('POST', 'public_documents', { name: 'Guide', file: fileId });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Guide',
        file: {
          id: fileId,
          name: 'Guide pratique.pdf',
          mimeType: 'application/pdf',
          size: TEST_PDF.byteLength,
          url: `/api/files/${fileId}/Guide%20pratique.pdf`,
        },
        url: null,
        published: false,
        position: expect.any(Number),
        importedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect(await call('GET', `public_documents/${created.body.id}`)).toEqual(
      created.status && {
        status: 200,
        body: created.body,
      },
    );
  });

  it('refuse neither or both a file and a web address, changing nothing', async () => {
    const fileId = await upload('a.pdf');
    const before = (await call('GET', 'public_documents')).body.total;
    for (const payload of [{ name: 'Rien' }, { name: 'Rien', url: '', file: null }]) {
      const response = await call('POST', 'public_documents', payload);
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors).toEqual({ file: [NONE], url: [NONE] });
    }
    const both = await call('POST', 'public_documents', {
      name: 'Les deux',
      file: fileId,
      url: 'https://example.org',
    });
    expect(both.body.fieldErrors).toEqual({ file: [BOTH], url: [BOTH] });
    expect((await call('GET', 'public_documents')).body.total).toBe(before);
  });

  it('apply the rule to the row merged with a PATCH', async () => {
    const fileId = await upload('b.pdf');
    const { body: doc } = await call('POST', 'public_documents', { name: 'Doc', file: fileId });
    // Adding a web address to a file document, or removing its only file: refused.
    const withUrl = await call('PATCH', `public_documents/${doc.id}`, { url: 'https://x.org' });
    expect(withUrl.body.fieldErrors).toEqual({ file: [BOTH], url: [BOTH] });
    const emptied = await call('PATCH', `public_documents/${doc.id}`, { file: null });
    expect(emptied.body.fieldErrors).toEqual({ file: [NONE], url: [NONE] });
    // Swapping the file for an address in one PATCH: accepted.
    const swapped = await call('PATCH', `public_documents/${doc.id}`, {
      file: null,
      url: 'https://example.org/guide',
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ file: null, url: 'https://example.org/guide' });
  });

  it('keep the import date read-only, set by the server when a new file comes', async () => {
    const first = await upload('v1.pdf');
    const { body: doc } = await call('POST', 'public_documents', { name: 'Tarifs', file: first });
    const refused = await call('PATCH', `public_documents/${doc.id}`, {
      importedAt: '2020-01-01',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { '': ['Champ non autorisé : importedAt'] } },
    });
    // Backdate the row, then see which changes stamp it again.
    const past = new Date('2024-01-02T03:04:05Z');
    await t.db
      .update(publicDocuments)
      .set({ importedAt: past })
      .where(eq(publicDocuments.id, doc.id));
    const renamed = await call('PATCH', `public_documents/${doc.id}`, { name: 'Tarifs 2026' });
    expect(renamed.body.importedAt).toBe(past.toISOString());
    const same = await call('PATCH', `public_documents/${doc.id}`, { file: first });
    expect(same.body.importedAt).toBe(past.toISOString());
    const second = await upload('v2.pdf');
    const replaced = await call('PATCH', `public_documents/${doc.id}`, { file: second });
    expect(replaced.body.file.name).toBe('v2.pdf');
    expect(new Date(replaced.body.importedAt).getTime()).toBeGreaterThan(past.getTime());
  });

  it('refuse a file that does not exist or that the admin did not upload', async () => {
    const missing = await call('POST', 'public_documents', { name: 'X', file: 999_999 });
    expect(missing).toMatchObject({
      status: 400,
      body: { fieldErrors: { file: ['Fichier introuvable : envoyez le fichier à nouveau'] } },
    });
    // A manager's upload (say, an invoice) cannot be published by attaching its id.
    const manager = await loginAs(t.app, 'manager');
    const invoice = await uploadFile(t.app, manager, 'session_files/multiple', 'f.pdf', TEST_PDF);
    const foreign = await call('POST', 'public_documents', { name: 'X', file: invoice });
    expect(foreign.body.fieldErrors).toEqual({
      file: ['Fichier introuvable : envoyez le fichier à nouveau'],
    });
  });

  it('take any allowed type, and go after the others when no position is given', async () => {
    const image = await upload('affiche.png', TEST_PNG);
    const a = await call('POST', 'public_documents', { name: 'Affiche', file: image });
    expect(a.body.file.mimeType).toBe('image/png');
    const b = await call('POST', 'public_documents', { name: 'Suivant', url: 'https://e.org' });
    expect(b.body.position).toBe(a.body.position + 1);
    const c = await call('POST', 'public_documents', {
      name: 'En tête',
      url: 'https://e.org/1',
      position: 0,
    });
    expect(c.body.position).toBe(0);
  });
});

describe('home-page links', () => {
  it('are created, sorted by position, edited and deleted', async () => {
    const a = await call('POST', 'public_links', {
      name: 'Carif-Oref',
      url: 'https://example.org/carif',
      position: 5,
    });
    expect(a).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        name: 'Carif-Oref',
        url: 'https://example.org/carif',
        published: false,
        position: 5,
        importedAt: expect.any(String),
      },
    });
    const b = await call('POST', 'public_links', { name: 'Région', url: 'https://region.fr' });
    expect(b.body.position).toBe(6);
    const list = await call('GET', 'public_links?sort=-position&q=example.org');
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual(['Carif-Oref']);
    const all = await call('GET', 'public_links?sort=-position');
    const positions = all.body.items.map((item: { position: number }) => item.position);
    expect(positions).toEqual([...positions].sort((x, y) => y - x));
    expect(all.body.items[0].name).toBe('Région');
    const published = await call('PATCH', `public_links/${a.body.id}`, { published: true });
    expect(published.body).toEqual({ ...a.body, published: true });
    expect((await call('DELETE', `public_links/${a.body.id}`)).status).toBe(204);
  });

  it('refuse a missing or invalid address in French', async () => {
    const response = await call('POST', 'public_links', { name: 'Site', url: 'javascript:x' });
    expect(response).toMatchObject({
      status: 400,
      body: { fieldErrors: { url: ['URL invalide'] } },
    });
    const cleared = await call('POST', 'public_links', { name: 'Site', url: '' });
    expect(cleared.body.fieldErrors).toEqual({ url: ['Champ obligatoire'] });
  });
});
