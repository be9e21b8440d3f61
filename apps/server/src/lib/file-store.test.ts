import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import * as sdk from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/app.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import {
  DiskFileStore,
  FileStoreUnavailableError,
  newFileKey,
  type FileStore,
} from './file-store.js';
import { openFileStore } from './open-file-store.js';
import { fileKeyOf, objectKeyOf, openS3FileStore, S3FileStore } from './s3-file-store.js';

/*
 * The FileStore contract (decision 046), run against both stores: the disk's and the S3 one on a
 * real S3-protocol server (s3rver). Whatever a module does with `app.fileStore` behaves the same
 * on both.
 */

let s3: TestS3Server;
const folders: string[] = [];
const opened: FileStore[] = [];

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['contract-a', 'contract-b', 'contract-c'] });
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close?.()));
  await s3?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Each store kind gets its own empty place per suite: a folder, or a bucket. */
const STORES: { kind: string; make(place: 'a' | 'b' | 'c'): Promise<FileStore> }[] = [
  {
    kind: 'disk',
    make: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'passerelle-store-'));
      folders.push(folder);
      return new DiskFileStore(folder);
    },
  },
  {
    kind: 's3',
    make: async (place) => {
      const store = await openFileStore(testConfig(s3.env(`contract-${place}`)));
      opened.push(store);
      return store;
    },
  },
];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function allKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys.sort();
}

describe.each(STORES)('the $kind store', ({ kind, make }) => {
  it('answers its kind', async () => {
    expect((await make('a')).kind).toBe(kind);
  });

  it('keeps bytes under a new random key and gives them back, read whole or streamed', async () => {
    const store = await make('a');
    // Every byte value, and more than one network read's worth.
    const bytes = Uint8Array.from(randomBytes(300_000));
    bytes.set(Array.from({ length: 256 }, (_, value) => value));
    const key = await store.put(bytes);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.put(bytes)).not.toBe(key);

    expect(Buffer.compare((await store.read(key))!, bytes)).toBe(0);
    expect(Buffer.compare(await bytesOf((await store.open(key))!), bytes)).toBe(0);
    expect(await store.size(key)).toBe(bytes.length);
  });

  it('keeps an empty file', async () => {
    const store = await make('a');
    const key = await store.put(new Uint8Array(0));
    expect(await store.size(key)).toBe(0);
    expect((await store.read(key))!.length).toBe(0);
    expect((await bytesOf((await store.open(key))!)).length).toBe(0);
  });

  it('answers null for a missing key, and removing it is fine', async () => {
    const store = await make('a');
    const missing = newFileKey();
    expect(await store.read(missing)).toBeNull();
    expect(await store.open(missing)).toBeNull();
    expect(await store.size(missing)).toBeNull();
    await expect(store.remove(missing)).resolves.toBeUndefined();
  });

  it('writes at a known key, replacing what was there', async () => {
    const store = await make('a');
    const key = newFileKey();
    await store.putAt(key, new TextEncoder().encode('first version'));
    await store.putAt(key, new TextEncoder().encode('second'));
    expect((await store.read(key))!.toString()).toBe('second');
    expect(await store.size(key)).toBe(6);
  });

  it('removes a file', async () => {
    const store = await make('a');
    const key = await store.put(new TextEncoder().encode('to delete'));
    await store.remove(key);
    expect(await store.read(key)).toBeNull();
    expect(await store.size(key)).toBeNull();
  });

  it('refuses a key that is not one of its own, before touching anything', async () => {
    const store = await make('a');
    for (const bad of ['../../etc/passwd', 'ABCDEF0123456789ABCDEF0123456789', 'abc', '']) {
      await expect(store.read(bad)).rejects.toThrow(/Invalid file key/);
      await expect(store.putAt(bad, new Uint8Array(1))).rejects.toThrow(/Invalid file key/);
      await expect(store.remove(bad)).rejects.toThrow(/Invalid file key/);
    }
  });

  it('lists every key it holds, and nothing once removed', async () => {
    const store = await make('b');
    expect(await allKeys(store)).toEqual([]);
    const keys = await Promise.all(
      Array.from({ length: 12 }, (_, index) => store.put(Uint8Array.of(index))),
    );
    expect(await allKeys(store)).toEqual([...keys].sort());
    await Promise.all(keys.slice(5).map((key) => store.remove(key)));
    expect(await allKeys(store)).toEqual(keys.slice(0, 5).sort());
  });
});

describe('the S3 store', () => {
  it('names objects like the disk store names files, under files/', async () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(objectKeyOf(key)).toBe(`files/01/23/${key}`);
    expect(fileKeyOf(`files/01/23/${key}`)).toBe(key);
    // Objects that are not ours are not keys: another prefix, another place, another name.
    expect(fileKeyOf(`backups/01/23/${key}`)).toBeNull();
    expect(fileKeyOf(`files/ff/23/${key}`)).toBeNull();
    expect(fileKeyOf('files/01/23/readme.txt')).toBeNull();
  });

  it('lists its keys over as many ListObjectsV2 pages as it takes', async () => {
    const opened = (await openFileStore(testConfig(s3.env('contract-c')))) as S3FileStore;
    const store = new S3FileStore(sdk, opened.client, 'contract-c', 3);
    const keys = await Promise.all(
      Array.from({ length: 10 }, (_, index) => store.put(Uint8Array.of(index))),
    );
    const sent = vi.spyOn(opened.client, 'send');
    expect(await allKeys(store)).toEqual([...keys].sort());
    // 10 keys, 3 a page: 4 pages, each a request of its own.
    expect(sent).toHaveBeenCalledTimes(4);
    await Promise.all(keys.map((key) => store.remove(key)));
    await opened.close();
  });

  it('puts the objects where objectKeyOf says, and leaves other objects of the bucket alone', async () => {
    const store = (await openFileStore(testConfig(s3.env('contract-c')))) as S3FileStore;
    opened.push(store);
    const key = await store.put(new TextEncoder().encode('mine'));
    await store.client.send(
      new sdk.PutObjectCommand({ Bucket: 'contract-c', Key: 'notes/readme.txt', Body: 'theirs' }),
    );
    const listed = await store.client.send(new sdk.ListObjectsV2Command({ Bucket: 'contract-c' }));
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual(
      ['notes/readme.txt', objectKeyOf(key)].sort(),
    );
    expect(await allKeys(store)).toEqual([key]);
  });

  it('refuses to open a bucket that does not exist, saying which and how to make it', async () => {
    const failure = openS3FileStore(testConfig(s3.env('no-such-bucket')));
    await expect(failure).rejects.toThrow(FileStoreUnavailableError);
    await expect(failure).rejects.toThrow(
      `Object storage unavailable: the bucket "no-such-bucket" does not exist at ${s3.endpoint}.`,
    );
  });

  it('refuses credentials the store does not accept', async () => {
    const env = { ...s3.env('contract-a'), S3_ACCESS_KEY_ID: 'UNKNOWN-KEY' };
    await expect(openS3FileStore(testConfig(env))).rejects.toThrow(
      /refused access to the bucket "contract-a" \(403\)\. Check S3_ACCESS_KEY_ID/,
    );
  });

  it('says so when nothing answers at the endpoint', async () => {
    // The discard port: nothing listens there on a test machine.
    const env = { ...s3.env('contract-a'), S3_ENDPOINT: 'http://127.0.0.1:9' };
    await expect(openS3FileStore(testConfig(env))).rejects.toThrow(
      /cannot reach the object store at http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED.*Check S3_ENDPOINT/,
    );
  });

  it('says S3_BUCKET is missing when it is', async () => {
    const config = { ...testConfig(s3.env()), S3_BUCKET: undefined };
    await expect(openS3FileStore(config)).rejects.toThrow(/S3_BUCKET is not set/);
  });
});
