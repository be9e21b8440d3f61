import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/app.js';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { DiskFileStore, type FileStore } from '../lib/file-store.js';
import { openFileStore } from '../lib/open-file-store.js';
import { copyFilesToS3 } from './copy-files-to-s3-command.js';

/*
 * `npm run files:copy-to-s3` run for real (the command an operator types, in a process of its
 * own): a disk store's files end up in an s3rver bucket byte for byte. Then the same command in
 * this process (starting Node with tsx costs about two CPU-seconds a run): a second run copies
 * nothing; a third only what changed; a missing bucket or folder stops it with a message.
 */

const ROOT = resolve(import.meta.dirname, '../../../..');
const CLI = 'apps/server/src/cli/copy-files-to-s3.ts';

let s3: TestS3Server;
let folder: string;
let disk: DiskFileStore;
let bucket: FileStore;
const keys: string[] = [];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command in this process, with `env` only as its environment. */
async function copyHere(env: Record<string, string>): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await copyFilesToS3(
    { ...env },
    { say: (line) => stdout.push(line), complain: (line) => stderr.push(line) },
  );
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

/** The command with the server's environment: a disk store still, and the S3_* variables. */
function copy(env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const serverEnv = (overrides: Record<string, string> = {}) => ({
  ...s3.env('copy-target'),
  FILE_STORAGE: 'disk',
  FILES_DIR: folder,
  ...overrides,
});

async function bucketKeys(): Promise<string[]> {
  const listed: string[] = [];
  for await (const key of bucket.keys()) listed.push(key);
  return listed.sort();
}

beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['copy-target'] });
  folder = mkdtempSync(join(tmpdir(), 'passerelle-copy-'));
  disk = new DiskFileStore(folder);
  // Files of every size a portal keeps: empty, small, a few hundred kilobytes.
  for (const size of [0, 1, 17, 4096, 65_537, 400_000, ...Array.from({ length: 24 }, () => 300)]) {
    keys.push(await disk.put(Uint8Array.from(randomBytes(size))));
  }
  // Not a file of the store: left alone.
  await writeFile(join(folder, 'README.txt'), 'notes');
  bucket = await openFileStore(testConfig(s3.env('copy-target')));
});
afterAll(async () => {
  await bucket?.close?.();
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

// The first run starts Node with tsx, which compiles the sources it loads: seconds on a busy
// machine.
describe('npm run files:copy-to-s3', { timeout: 90_000 }, () => {
  it('copies every file of the disk store into the bucket, byte-identical', async () => {
    const run = await copy(serverEnv());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Copying the files of ${folder} into s3://copy-target/files/`);
    expect(run.stdout).toMatch(
      /Done: 30 files copied \(0\.\d MB\), 0 files already in the bucket with the same size/,
    );
    expect(run.stdout).toContain('Set FILE_STORAGE=s3');

    expect(await bucketKeys()).toEqual([...keys].sort());
    for (const key of keys) {
      const [original, copied] = await Promise.all([disk.read(key), bucket.read(key)]);
      expect({ key, same: Buffer.compare(original!, copied!) === 0 }).toEqual({ key, same: true });
    }
  });

  it('copies nothing the second time', async () => {
    const run = await copyHere(serverEnv());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Done: 0 files copied (0.0 MB), 30 files already in the bucket with the same size',
    );
  });

  it('copies again what is missing from the bucket or differs in size', async () => {
    await bucket.remove(keys[3]!);
    await bucket.putAt(keys[4]!, Uint8Array.of(1, 2, 3));
    const run = await copyHere(serverEnv());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Done: 2 files copied (0.1 MB), 28 files already in the bucket');
    for (const key of [keys[3]!, keys[4]!]) {
      expect(Buffer.compare((await disk.read(key))!, (await bucket.read(key))!)).toBe(0);
    }
  });

  it('stops with a message when the bucket does not exist', async () => {
    const run = await copyHere(serverEnv({ S3_BUCKET: 'no-such-bucket' }));
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Object storage unavailable: the bucket "no-such-bucket" does not exist at ${s3.endpoint}. ` +
        'Create it (MinIO: `mc mb <alias>/no-such-bucket`; a cloud: its console) or set ' +
        'S3_BUCKET to an existing bucket.',
    );
  });

  it('stops with a message when there is no folder to copy from', async () => {
    const run = await copyHere(serverEnv({ FILES_DIR: join(folder, 'missing') }));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`no folder ${join(folder, 'missing')} to copy from`);
    const unset = await copyHere(serverEnv({ S3_BUCKET: '' }));
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('S3_BUCKET is not set');
  });
});
