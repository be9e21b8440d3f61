import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: bearer(admin),
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const upload = (name: string, bytes: Uint8Array) =>
  uploadFile(t.app, admin, 'room_files/multiple', name, bytes);

const PDF_ONLY = 'Format de fichier invalide (format attendu : Document PDF)';

describe('room files (file fields on the engine)', () => {
  it('attach uploaded files, read back with their names, downloadable by anyone', async () => {
    const plan = await upload('plan-salle.pdf', TEST_PDF);
    const photo = await upload('photo.png', TEST_PNG);
    const created = await call('POST', 'rooms', {
      name: 'Salle Zéphyrine',
      pdf: plan,
      file1: photo,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      pdf: { id: plan, name: 'plan-salle.pdf', mimeType: 'application/pdf', size: TEST_PDF.length },
      file1: { id: photo, name: 'photo.png', mimeType: 'image/png' },
      file2: null,
    });
    expect(created.body.pdf.url).toBe(`/api/files/${plan}/plan-salle.pdf`);
    // The list answers the same description.
    const list = await call('GET', 'rooms?q=Z%C3%A9phyrine');
    expect(list.body.items).toEqual([created.body]);
    // A room's files are public (ADR 005): the plan downloads without signing in.
    const download = await t.app.inject({ url: created.body.pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload).toEqual(Buffer.from(TEST_PDF));
  });

  it('refuse an image in the PDF field with the spec §5 message, changing nothing', async () => {
    const image = await upload('plan.png', TEST_PNG);
    const refused = await call('POST', 'rooms', { name: 'Salle Bételgeuse', pdf: image });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', fieldErrors: { pdf: [PDF_ONLY] } },
    });
    expect((await call('GET', 'rooms?q=B%C3%A9telgeuse')).body.total).toBe(0);

    const { body: room } = await call('POST', 'rooms', { name: 'Salle C' });
    const patched = await call('PATCH', `rooms/${room.id}`, { pdf: image, name: 'Renommée' });
    expect(patched.body.fieldErrors).toEqual({ pdf: [PDF_ONLY] });
    expect((await call('GET', `rooms/${room.id}`)).body).toEqual(room);
  });

  it('refuse an unknown file id, and check every file field at once', async () => {
    const image = await upload('x.png', TEST_PNG);
    const response = await call('POST', 'rooms', { name: 'Salle D', file2: 987_654, pdf: image });
    expect(response.body.fieldErrors).toEqual({
      file2: ['Fichier introuvable : envoyez le fichier à nouveau'],
      pdf: [PDF_ONLY],
    });
  });

  it('keep, replace and remove a file', async () => {
    const first = await upload('a.pdf', TEST_PDF);
    const { body: room } = await call('POST', 'rooms', { name: 'Salle E', pdf: first });
    const kept = await call('PATCH', `rooms/${room.id}`, { pdf: first, seatAmount: 12 });
    expect(kept.body).toMatchObject({ pdf: { id: first }, seatAmount: 12 });
    const second = await upload('b.pdf', TEST_PDF);
    const replaced = await call('PATCH', `rooms/${room.id}`, { pdf: second });
    expect(replaced.body.pdf).toMatchObject({ id: second, name: 'b.pdf' });
    const removed = await call('PATCH', `rooms/${room.id}`, { pdf: null });
    expect(removed.body.pdf).toBeNull();
  });
});
