import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../src/test/s3-server.js';
import {
  createEmptyDatabase,
  describeOnPostgres,
  type EmptyDatabase,
} from './support/databases.js';
import { api, login, startPortal, tempDir, type Portal } from './support/portal.js';

/*
 * Files on shared storage (decision 046), with real processes: an s3rver started here, and two
 * compiled portals on one PostgreSQL with FILE_STORAGE=s3, each with a data folder of its own.
 * What one replica stores, the other serves: the bytes of an upload, an image converted by the
 * image endpoint, a PDF drawing the provider's logo. A bucket that does not exist stops the start.
 */

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['passerelle-ops'] });
});
afterAll(async () => {
  await s3?.close();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Uploads one file through `/api/{path}` of a portal; answers its id. */
async function upload(
  portal: Portal,
  token: string,
  path: string,
  name: string,
  bytes: Uint8Array,
): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([bytes]), name);
  const response = await fetch(`${portal.url}/api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: number }[])[0]!.id;
}

async function get(portal: Portal, token: string | null, path: string) {
  const response = await api(portal, token, path);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A SIRET the shared rule accepts: 13 digits and their Luhn check digit. */
function siret(base: string): string {
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${base}${check}`;
    const sum = [...digits].reverse().reduce((total, digit, index) => {
      const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
      return total + (value > 9 ? value - 9 : value);
    }, 0);
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}

function png(side: number): Promise<Buffer> {
  const background = { r: 30, g: 90, b: 160 };
  return sharp({ create: { width: side, height: side, channels: 3, background } })
    .png()
    .toBuffer();
}

describe('a portal whose bucket does not exist', () => {
  it('does not start, and says which bucket and what to do, without a stack trace', async () => {
    const failure = startPortal(s3.env('no-such-bucket'));
    await expect(failure).rejects.toThrow(/exited at start \(\{"code":1,"signal":null\}\)/);
    const output = await failure.catch((error: Error) => error.message);
    expect(output).toContain(
      `Object storage unavailable: the bucket "no-such-bucket" does not exist at ${s3.endpoint}.`,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describeOnPostgres('two replicas on one PostgreSQL and one bucket', () => {
  let database: EmptyDatabase;
  const dataDirs = [tempDir(), tempDir()];
  let first: Portal;
  let second: Portal;
  let firstToken: string;
  let secondToken: string;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const start = (dataDir: string) =>
      startPortal({ ...s3.env(), DATABASE_URL: database.url, DATA_DIR: dataDir });
    [first, second] = await Promise.all([start(dataDirs[0]!), start(dataDirs[1]!)]);
    [firstToken, secondToken] = await Promise.all([login(first), login(second)]);
  });
  afterAll(async () => {
    await Promise.all([first?.kill(), second?.kill()]);
    await database?.drop();
  });

  it('downloads from one replica, byte-identical, a file uploaded through the other', async () => {
    // A few megabytes, every byte value: streamed from the bucket, never re-encoded.
    const bytes = new Uint8Array(3 * 1024 * 1024 + 7);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    for (let index = 9; index < bytes.length; index += 1) bytes[index] = (index * 7919) % 256;
    const id = await upload(first, firstToken, 'action_files/multiple', 'dossier.pdf', bytes);

    const { response, bytes: downloaded } = await get(second, secondToken, `/api/files/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.length).toBe(bytes.length);
    expect(sha256(downloaded)).toBe(sha256(bytes));
    // Neither replica kept it on its own disk.
    for (const dataDir of dataDirs) expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });

  it('serves from one replica the logo saved through the other: as an image, and on a PDF', async () => {
    const created = await api(first, firstToken, '/api/structures/detail', {
      body: { name: 'Institut Élan Formation', type: 'provider', siret: siret('7328293200007') },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const providerId = ((await created.json()) as { id: number }).id;
    const [logo, stamp] = await Promise.all([png(64), png(80)]);
    const images = 'structure_files/multiple?accept=png,jpeg';
    const logoId = await upload(first, firstToken, images, 'logo.png', logo);
    const stampId = await upload(first, firstToken, images, 'tampon.png', stamp);
    const saved = await api(first, firstToken, `/api/structures/${providerId}/information`, {
      method: 'PATCH',
      body: { logoFileId: logoId, stampFileId: stampId },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    // The image endpoint of the other replica, public: the logo converted from the bucket's bytes.
    const image = await get(second, null, `/_ipx/w_32&f_png/files/${logoId}`);
    expect(image.response.status).toBe(200);
    expect(image.response.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(image.bytes).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 32, height: 32 });

    // A sample convocation drawn by the other replica, with the logo and the stamp.
    const preview = await get(
      second,
      secondToken,
      `/api/structures/${providerId}/information/preview`,
    );
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(preview.bytes).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Subtype \/Image/g)).toHaveLength(2);
    expect(pdf).toMatch(/\/Width 64/);
    expect(pdf).toMatch(/\/Width 80/);
  });
});
