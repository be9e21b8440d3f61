import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsiveImage } from '@passerelle/shared';
import {
  actionDocuments,
  actions,
  actionTypes,
  axes,
  files,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { multipart, TEST_PDF } from '../../test/uploads.js';

const PDF = TEST_PDF;

describe('files: uploads checked by content, downloads by visibility, images through /_ipx', () => {
  let t: TestApp;
  let tokens: Record<'admin' | 'manager' | 'provider' | 'beneficiary', string>;
  let png: Uint8Array;
  let otherProviderStructure: number;
  let ownStructure: number;

  async function upload(
    token: string | null,
    path: string,
    parts: { name: string; bytes: Uint8Array }[],
  ) {
    const body = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  }

  async function fileCount() {
    const [row] = await t.db.select({ total: count() }).from(files);
    return row!.total;
  }

  let axisNumber = 900;
  async function newAction(providerId: number) {
    axisNumber += 1;
    const [axis] = await t.db
      .insert(axes)
      .values({ number: axisNumber, name: 'Axe de test' })
      .returning();
    const [type] = await t.db.insert(actionTypes).values({ name: 'Type de test' }).returning();
    const [action] = await t.db
      .insert(actions)
      .values({ name: 'Action', typeId: type!.id, year: 2026, axisId: axis!.id, providerId })
      .returning();
    return action!;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_BYTES: '4096' } });
    tokens = {
      admin: await loginAs(t.app, 'admin'),
      manager: await loginAs(t.app, 'manager'),
      provider: await loginAs(t.app, 'provider'),
      beneficiary: await loginAs(t.app, 'beneficiary'),
    };
    png = new Uint8Array(
      await sharp({ create: { width: 400, height: 200, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer(),
    );
    const [provider] = await t.db
      .select({ structureId: userProfiles.structureId })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.username, 'provider'));
    ownStructure = provider!.structureId!;
    const [other] = await t.db
      .insert(structures)
      .values({ name: 'Autre organisme', type: 'provider' })
      .returning();
    otherProviderStructure = other!.id;
  });

  afterAll(() => t.close());

  it('stores an accepted upload and lets a manager download it with safe headers', async () => {
    const response = await upload(tokens.admin, 'action_files/multiple', [
      { name: 'programme.pdf', bytes: PDF },
      { name: '../../affiche.png', bytes: png },
    ]);
    expect(response.statusCode).toBe(201);
    const [pdf, image] = response.json() as { id: number; name: string; url: string }[];
    expect(pdf).toMatchObject({ name: 'programme.pdf', mimeType: 'application/pdf' });
    expect(image).toMatchObject({ name: 'affiche.png', mimeType: 'image/png' });

    const download = await t.app.inject({ url: pdf!.url, headers: bearer(tokens.manager) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe("inline; filename*=UTF-8''programme.pdf");
    expect(download.rawPayload.equals(Buffer.from(PDF))).toBe(true);
  });

  it('judges the type by the content, not by the name or the claimed type', async () => {
    const before = await fileCount();
    const renamed = await upload(tokens.admin, 'action_files/multiple?accept=pdf', [
      { name: 'faux.pdf', bytes: png },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fieldErrors.files[0]).toBe(
      'faux.pdf : Format de fichier invalide (format attendu : Document PDF)',
    );
    const zip = await upload(tokens.admin, 'action_files/multiple', [
      { name: 'image.png', bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) },
    ]);
    expect(zip.statusCode).toBe(400);
    expect(zip.json().fieldErrors.files[0]).toContain('Format de fichier invalide');
    // One bad file in a batch keeps the good ones out too.
    const mixed = await upload(tokens.admin, 'action_files/multiple', [
      { name: 'ok.pdf', bytes: PDF },
      { name: 'ko.exe', bytes: Uint8Array.from([0x4d, 0x5a, 0x90, 0]) },
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('refuses, on every upload route, a file whose name misstates its content, and any SVG', async () => {
    const text = new TextEncoder().encode('#!/bin/sh\nrm -rf /\n');
    const html = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases = [
      {
        name: 'shell.png',
        bytes: text,
        error:
          'shell.png : Le contenu du fichier (Texte brut) ne correspond pas à son extension ' +
          '(extension attendue : .txt)',
      },
      {
        name: 'shell.png',
        bytes: html,
        error:
          'shell.png : Le contenu du fichier (Texte brut) ne correspond pas à son extension ' +
          '(extension attendue : .txt)',
      },
      {
        name: 'programme.pdf',
        bytes: png,
        error:
          'programme.pdf : Le contenu du fichier (Image PNG) ne correspond pas à son extension ' +
          '(extension attendue : .png)',
      },
      { name: 'dessin.svg', bytes: svg, error: 'dessin.svg : Format de fichier invalide' },
      { name: 'page.html', bytes: html, error: 'page.html : Format de fichier invalide' },
      { name: 'sans-extension', bytes: PDF, error: 'sans-extension : Format de fichier invalide' },
    ];
    const before = await fileCount();
    for (const path of [
      'action_files/multiple',
      'session_files/multiple',
      'room_files/multiple',
      'public_document_files/multiple',
      'structure_files/multiple',
    ]) {
      for (const { name, bytes, error } of cases) {
        const response = await upload(tokens.admin, path, [{ name, bytes }]);
        expect(response.statusCode, `${path} ${name}`).toBe(400);
        expect(response.json().fieldErrors.files[0], `${path} ${name}`).toContain(error);
      }
      // The same content under a name that states it is welcome.
      const named = await upload(tokens.admin, path, [{ name: 'notes.txt', bytes: text }]);
      expect(named.statusCode, path).toBe(201);
      expect(named.json()[0]).toMatchObject({ name: 'notes.txt', mimeType: 'text/plain' });
    }
    expect(await fileCount()).toBe(before + 5);
  });

  it('refuses a file over the size limit with 413 and keeps nothing', async () => {
    const before = await fileCount();
    const big = new TextEncoder().encode('a'.repeat(5000));
    const response = await upload(tokens.admin, 'action_files/multiple', [
      { name: 'long.txt', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Le contenu envoyé est trop volumineux.');
    expect(await fileCount()).toBe(before);
  });

  it('refuses an empty or non-multipart upload with a French message', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/action_files/multiple',
      payload: { files: [] },
      headers: bearer(tokens.admin),
    });
    expect(json.statusCode).toBe(415);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/action_files/multiple',
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', ...bearer(tokens.admin) },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().detail).toBe("L'envoi du fichier est incomplet ou illisible.");
    const badAccept = await upload(tokens.admin, 'action_files/multiple?accept=docx', [
      { name: 'a.pdf', bytes: PDF },
    ]);
    expect(badAccept.statusCode).toBe(400);
  });

  it('checks who may upload where', async () => {
    const part = [{ name: 'a.pdf', bytes: PDF }];
    expect((await upload(null, 'action_files/multiple', part)).statusCode).toBe(401);
    expect((await upload(tokens.beneficiary, 'action_files/multiple', part)).statusCode).toBe(403);
    expect((await upload(tokens.provider, 'room_files/multiple', part)).statusCode).toBe(403);
    expect((await upload(tokens.manager, 'room_files/multiple', part)).statusCode).toBe(403);
    expect((await upload(tokens.admin, 'room_files/multiple', part)).statusCode).toBe(201);
    expect((await upload(tokens.provider, 'structure_files/multiple', part)).statusCode).toBe(201);
    expect((await upload(tokens.provider, 'session_files/multiple', part)).statusCode).toBe(201);
  });

  it('shows a private file only to staff and to the provider it belongs to', async () => {
    const [uploaded] = (
      await upload(tokens.manager, 'action_files/multiple', [{ name: 'budget.pdf', bytes: PDF }])
    ).json() as { id: number; url: string }[];
    const own = await newAction(ownStructure);
    const other = await newAction(otherProviderStructure);
    const status = async (token: string | null) =>
      (await t.app.inject({ url: uploaded!.url, headers: token ? bearer(token) : {} })).statusCode;

    await t.db
      .insert(actionDocuments)
      .values({ actionId: other.id, fileId: uploaded!.id, kind: 'manager', name: 'Budget' });
    expect(await status(null)).toBe(404);
    expect(await status(tokens.beneficiary)).toBe(404);
    expect(await status(tokens.provider)).toBe(404);
    expect(await status(tokens.admin)).toBe(200);

    await t.db
      .insert(actionDocuments)
      .values({ actionId: own.id, fileId: uploaded!.id, kind: 'manager', name: 'Budget' });
    expect(await status(tokens.provider)).toBe(200);
    expect(await status(null)).toBe(404);
  });

  it('serves a public image to anyone, resized to webp through /_ipx', async () => {
    const [image] = (
      await upload(tokens.admin, 'action_files/multiple', [{ name: 'visuel.png', bytes: png }])
    ).json() as { id: number; url: string }[];
    expect((await t.app.inject({ url: `/_ipx/w_100/files/${image!.id}` })).statusCode).toBe(404);

    const action = await newAction(ownStructure);
    await t.db.update(actions).set({ imageId: image!.id }).where(eq(actions.id, action.id));
    const direct = await t.app.inject({ url: image!.url });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['cache-control']).toBe('public, max-age=3600');

    const resized = await t.app.inject({ url: `/_ipx/w_100/files/${image!.id}` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/webp');
    const meta = await sharp(resized.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 100, height: 50 });

    // The sizes the session sheet offers (shared responsiveImage): cropped to 16:9, never
    // enlarged beyond the 400 px original.
    const sheetImage = responsiveImage(image!.id, { maxWidth: 752, aspect: 16 / 9, sizes: '' });
    for (const candidate of sheetImage.srcSet.split(', ').slice(0, 2)) {
      const [url, width] = candidate.split(' ');
      const answer = await t.app.inject({ url: url! });
      expect(answer.headers['content-type']).toBe('image/webp');
      const size = await sharp(answer.rawPayload).metadata();
      expect(size.width).toBeLessThanOrEqual(parseInt(width!, 10));
      expect(size.width! / size.height!).toBeCloseTo(16 / 9, 1);
    }

    expect((await t.app.inject({ url: `/_ipx/w_99999/files/${image!.id}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/_ipx/w_100/files/999999` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/_ipx/w_100/etc/passwd` })).statusCode).toBe(404);
  });

  it('answers a French 422 for a public image whose data cannot be decoded', async () => {
    // A PNG signature and header start, then noise: accepted at upload (sniffed as PNG), but
    // sharp cannot read it.
    const broken = new Uint8Array([...png.slice(0, 16), ...new Uint8Array(64).fill(7)]);
    const [image] = (
      await upload(tokens.admin, 'action_files/multiple', [{ name: 'abime.png', bytes: broken }])
    ).json() as { id: number }[];
    const action = await newAction(ownStructure);
    await t.db.update(actions).set({ imageId: image!.id }).where(eq(actions.id, action.id));

    const answer = await t.app.inject({ url: `/_ipx/w_100/files/${image!.id}` });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'IMAGE_UNREADABLE',
      error: 'Cette image ne peut pas être affichée : son fichier est endommagé.',
    });
  });

  it('never exposes a provider stamp through the image endpoint', async () => {
    const [stamp] = (
      await upload(tokens.provider, 'structure_files/multiple', [
        { name: 'tampon.png', bytes: png },
      ])
    ).json() as { id: number; url: string }[];
    await t.db
      .update(structures)
      .set({ stampFileId: stamp!.id })
      .where(eq(structures.id, ownStructure));
    expect((await t.app.inject({ url: `/_ipx/w_100/files/${stamp!.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: stamp!.url })).statusCode).toBe(404);
    const own = await t.app.inject({ url: stamp!.url, headers: bearer(tokens.provider) });
    expect(own.statusCode).toBe(200);
  });
});
