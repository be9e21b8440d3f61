import type { ProviderInformation } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createStructure } from '../../test/factories.js';
import { multipart, TEST_PDF } from '../../test/uploads.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';
import { loadProviderInformation } from './provider-information.service.js';

let t: TestApp;
let admin: string;
let ownId: number;
let otherId: number;
let employerId: number;
let provider: Person;
let otherProvider: Person;

/** A PNG (or JPEG) of `width` × `height` pixels that any viewer decodes. */
function image(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const picture = sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } });
  return (format === 'png' ? picture.png() : picture.jpeg()).toBuffer();
}

const information = (id: number, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/structures/${id}/information`, headers: bearer(token) });

const save = (id: number, token: string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/structures/${id}/information`,
    payload: body as object,
    headers: bearer(token),
  });

/** Uploads through `structure_files/multiple` (the images' upload), answering the response. */
async function upload(token: string, name: string, bytes: Uint8Array, accept = 'png,jpeg') {
  const body = await multipart([{ name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/structure_files/multiple${accept ? `?accept=${accept}` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function uploaded(token: string, name: string, bytes: Uint8Array, accept?: string) {
  const response = await upload(token, name, bytes, accept);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }[])[0]!.id;
}

const stored = async (id: number) =>
  (await t.db.select().from(structures).where(eq(structures.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  ownId = (
    await createStructure(t.db, {
      name: 'Cap Formation Occitanie',
      siret: '73282932000074',
      address: '5 allée des Tilleuls',
      zipCode: '31000',
      city: 'Toulouse',
    })
  ).id;
  otherId = (await createStructure(t.db, { name: 'Autre organisme' })).id;
  employerId = (await createStructure(t.db, { name: 'Employeur', type: 'employer' })).id;
  provider = await createPerson(t.db, 'profile_provider', ownId);
  otherProvider = await createPerson(t.db, 'profile_provider', otherId);
});
afterAll(async () => {
  await t?.close();
});

describe('provider information: its own structure', () => {
  it('reads the structure as known, with no manager nor image yet', async () => {
    const response = await information(ownId, provider.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      structure: {
        id: ownId,
        name: 'Cap Formation Occitanie',
        siret: '73282932000074',
        address: '5 allée des Tilleuls',
        zipCode: '31000',
        city: 'Toulouse',
      },
      managerName: null,
      managerCivility: null,
      managerTitle: null,
      logo: null,
      stamp: null,
    } satisfies ProviderInformation);
  });

  it('saves the manager, a PNG logo and a JPEG stamp, and reads them back', async () => {
    const logoId = await uploaded(provider.token, 'logo.png', await image(400, 160));
    const stampId = await uploaded(provider.token, 'tampon.jpg', await image(300, 300, 'jpeg'));
    const response = await save(ownId, provider.token, {
      managerName: '  Hélène Dubois ',
      managerCivility: 'MRS',
      managerTitle: 'Directrice',
      logoFileId: logoId,
      stampFileId: stampId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as ProviderInformation;
    expect(saved).toMatchObject({
      managerName: 'Hélène Dubois',
      managerCivility: 'MRS',
      managerTitle: 'Directrice',
      logo: { id: logoId, name: 'logo.png', mimeType: 'image/png' },
      stamp: { id: stampId, name: 'tampon.jpg', mimeType: 'image/jpeg' },
    });
    expect((await information(ownId, provider.token)).json()).toEqual(saved);

    // The provider sees both; the stamp is no public file, the logo is.
    const stamp = await t.app.inject({ url: saved.stamp!.url, headers: bearer(provider.token) });
    expect(stamp.statusCode).toBe(200);
    expect(stamp.headers['content-type']).toBe('image/jpeg');
    expect((await t.app.inject({ url: saved.stamp!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: saved.logo!.url })).statusCode).toBe(200);

    // What the documents read: the stored files behind the images.
    const forDocuments = await loadProviderInformation(t.db, ownId);
    expect(forDocuments?.logo).toMatchObject({ id: logoId, mimeType: 'image/png' });
    expect(forDocuments?.stamp?.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await loadProviderInformation(t.db, employerId)).toBeUndefined();

    // A change of one field keeps the others; the images already there need no new upload.
    const renamed = await save(ownId, provider.token, {
      managerTitle: 'Directrice générale',
      logoFileId: logoId,
    });
    expect(renamed.json()).toMatchObject({
      managerName: 'Hélène Dubois',
      managerTitle: 'Directrice générale',
      logo: { id: logoId },
      stamp: { id: stampId },
    });

    // Blank texts and null images clear them.
    const cleared = await save(ownId, provider.token, {
      managerTitle: '   ',
      managerCivility: '',
      stampFileId: null,
    });
    expect(cleared.json()).toMatchObject({
      managerTitle: null,
      managerCivility: null,
      stamp: null,
      logo: { id: logoId },
    });
    expect(await stored(ownId)).toMatchObject({ managerTitle: null, stampFileId: null });
  });

  it('refuses another provider’s structure as if it did not exist, and changes nothing', async () => {
    expect((await information(otherId, provider.token)).statusCode).toBe(404);
    const before = await stored(otherId);
    const response = await save(otherId, provider.token, { managerName: 'Usurpateur' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Élément introuvable.');
    expect(await stored(otherId)).toEqual(before);
    // Its own provider reads it.
    expect((await information(otherId, otherProvider.token)).statusCode).toBe(200);
  });

  it('refuses an image uploaded by someone else', async () => {
    const theirs = await uploaded(otherProvider.token, 'leur-logo.png', await image(200, 100));
    const before = await stored(ownId);
    const response = await save(ownId, provider.token, {
      managerName: 'Quelqu’un',
      logoFileId: theirs,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      logoFileId: ['Image introuvable parmi vos envois : choisissez le fichier à nouveau'],
    });
    expect(await stored(ownId)).toEqual(before);
  });
});

describe('provider information: images checked by their content', () => {
  it('refuses a renamed non-image at the upload', async () => {
    const response = await upload(provider.token, 'logo.png', TEST_PDF);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.files[0]).toBe(
      'logo.png : Format de fichier invalide (format attendu : Image PNG, Image JPEG)',
    );
  });

  it('refuses, on saving, a file that is no PNG or JPEG, and changes nothing', async () => {
    const before = await stored(ownId);
    const pdf = await uploaded(provider.token, 'logo.pdf', TEST_PDF, '');
    const gif = await uploaded(
      provider.token,
      'tampon.gif',
      await sharp({ create: { width: 80, height: 80, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
      '',
    );
    const response = await save(ownId, provider.token, {
      managerName: 'Nouveau nom',
      logoFileId: pdf,
      stampFileId: gif,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      logoFileId: ['Image PNG ou JPEG attendue'],
      stampFileId: ['Image PNG ou JPEG attendue'],
    });
    expect(await stored(ownId)).toEqual(before);
  });

  it('refuses an image too small, too large or too heavy, saying its size', async () => {
    const small = await uploaded(provider.token, 'petit.png', await image(40, 300));
    const large = await uploaded(provider.token, 'grand.jpg', await image(2400, 200, 'jpeg'));
    const noise = await sharp(
      Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.random() * 256)),
      {
        raw: { width: 700, height: 700, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
    const heavy = await uploaded(provider.token, 'lourd.png', noise);

    const cases = [
      [small, 'Image trop petite (40 × 300 pixels) : au moins 50 pixels de côté'],
      [large, 'Image trop grande (2\u202f400 × 200 pixels) : 2\u202f000 pixels de côté au plus'],
      [heavy, 'Image trop lourde : 1 Mo au plus'],
    ] as const;
    for (const [fileId, message] of cases) {
      const response = await save(ownId, provider.token, { logoFileId: fileId });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ logoFileId: [message] });
    }
  });
});

describe('provider information: bad input', () => {
  it('answers French field messages and changes nothing', async () => {
    const before = await stored(ownId);
    const long = await save(ownId, provider.token, { managerName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({
      managerName: ['Maximum 100 caractères'],
    });
    const wrongId = await save(ownId, provider.token, { logoFileId: 'abc' });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().fieldErrors.logoFileId).toEqual(['Doit être un nombre entier']);
    const unknown = await save(ownId, provider.token, { name: 'Nouveau nom' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      'Certains champs sont invalides. Corrigez-les puis réessayez.',
    );
    expect(await stored(ownId)).toEqual(before);
  });
});

describe('provider information: who may', () => {
  it('lets the admin read and save any provider structure, not an employer', async () => {
    const read = await information(otherId, admin);
    expect(read.statusCode).toBe(200);
    expect(read.json().structure.name).toBe('Autre organisme');
    const logoId = await uploaded(admin, 'logo-admin.png', await image(120, 60));
    const saved = await save(otherId, admin, { managerName: 'Marc Petit', logoFileId: logoId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ managerName: 'Marc Petit', logo: { id: logoId } });
    // Its provider sees what the admin saved, the image included.
    const seen = (await information(otherId, otherProvider.token)).json() as ProviderInformation;
    expect(seen.managerName).toBe('Marc Petit');
    const logo = await t.app.inject({ url: seen.logo!.url, headers: bearer(otherProvider.token) });
    expect(logo.statusCode).toBe(200);

    expect((await information(employerId, admin)).statusCode).toBe(404);
    expect((await save(employerId, admin, { managerName: 'Personne' })).statusCode).toBe(404);
  });

  it('refuses the manager, the HR validator and the beneficiary (403), changing nothing', async () => {
    const before = await stored(ownId);
    for (const profile of ['manager', 'hr', 'beneficiary']) {
      const token = await loginAs(t.app, profile);
      const read = await information(ownId, token);
      expect(read.statusCode, profile).toBe(403);
      expect(read.json().error).toBe(
        "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      );
      expect((await save(ownId, token, { managerName: 'Intrus' })).statusCode, profile).toBe(403);
    }
    expect((await information(ownId, '')).statusCode).toBe(401);
    expect(await stored(ownId)).toEqual(before);
  });
});
