import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from '../src/lib/file-store.js';
import { startS3Server } from '../src/test/s3-server.js';
import {
  createEmptyDatabase,
  describeOnPostgres,
  type EmptyDatabase,
} from './support/databases.js';
import {
  api,
  login,
  portalEnv,
  REPOSITORY_ROOT,
  startPortal,
  tempDir,
  type Portal,
} from './support/portal.js';

/*
 * Backups that restore (decision 047), with the commands an operator runs (`npm run backup`,
 * `npm run restore`) against portals started as in production: a portal with the demo data and
 * an uploaded file is backed up, restored into a new empty database and files folder, and a
 * portal started on the copy answers the same lists and the same bytes.
 */

const DEMO_ADMIN = ['admin', 'passerelle-demo'] as const;

/**
 * Runs `npm run <command> -- <args>` with a portal's environment; answers its status and output.
 * `direct` runs what the npm script runs (`node scripts/run-compiled.mjs backup`) without npm,
 * which puts Node's own folder first in PATH.
 */
function npmRun(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  { direct = false } = {},
): Promise<{ code: number | null; output: string }> {
  const [program, ...programArgs] = direct
    ? [process.execPath, 'scripts/run-compiled.mjs', command]
    : ['npm', 'run', '--silent', command, '--'];
  const child = spawn(program!, [...programArgs, ...args], {
    cwd: REPOSITORY_ROOT,
    env: Object.fromEntries(
      Object.entries({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }).filter(
        ([, value]) => value !== '',
      ),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((done) => child.once('close', (code) => done({ code, output })));
}

async function succeeded(run: Promise<{ code: number | null; output: string }>): Promise<string> {
  const { code, output } = await run;
  if (code !== 0) throw new Error(`exit ${code}:\n${output}`);
  return output;
}

/** Uploads a PDF of random content through the API (as a room's document); answers its id. */
async function upload(portal: Portal, token: string): Promise<{ id: number; bytes: Buffer }> {
  const bytes = Buffer.from(
    `%PDF-1.4\n% ${randomBytes(2048).toString('hex')}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`,
  );
  const form = new FormData();
  form.append('files', new Blob([bytes]), 'programme.pdf');
  const response = await fetch(`${portal.url}/api/room_files/multiple`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const [file] = (await response.json()) as { id: number }[];
  return { id: file!.id, bytes };
}

/** Every page of a paged list (`{ items, total }`) as admin. */
async function everyPage(portal: Portal, token: string, path: string): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page++) {
    const response = await api(portal, token, `${path}?page=${page}&pageSize=100`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: unknown[]; total: number };
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
}

/** What the round trip must keep: the lists an admin sees and an uploaded file's bytes. */
async function observe(portal: Portal, fileIds: number[]) {
  const token = await login(portal, ...DEMO_ADMIN);
  const files: (string | number)[] = [];
  for (const id of fileIds) {
    const response = await api(portal, token, `/api/files/${id}`);
    files.push(
      response.ok ? Buffer.from(await response.arrayBuffer()).toString('hex') : response.status,
    );
  }
  return {
    actions: await everyPage(portal, token, '/api/actions'),
    sessions: await everyPage(portal, token, '/api/sessions'),
    users: await everyPage(portal, token, '/api/users'),
    files,
  };
}

/** The keys of a disk store, read through the store itself. */
async function storedKeys(directory: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of new DiskFileStore(directory).keys()) keys.push(key);
  return keys;
}

/** Names, sizes and times of everything under a folder: "nothing changed" made checkable. */
function folderState(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((path) => {
      const stats = statSync(join(root, path));
      return `${path} ${stats.isDirectory() ? 'dir' : stats.size} ${stats.mtimeMs}`;
    });
}

/** Copies `archive` with one byte changed in the middle of its largest entry's data. */
async function corruptCopy(archive: string, copy: string): Promise<void> {
  const zip = await yauzl.openPromise(archive, { lazyEntries: true, autoClose: false });
  let largest: yauzl.Entry | null = null;
  for await (const entry of zip.eachEntry()) {
    if (!largest || entry.compressedSize > largest.compressedSize) largest = entry;
  }
  const { fileDataStart } = await zip.readLocalFileHeaderPromise(largest!, { minimal: true });
  zip.close();
  copyFileSync(archive, copy);
  const offset = fileDataStart + Math.floor(largest!.compressedSize / 2);
  const fd = openSync(copy, 'r+');
  const byte = Buffer.alloc(1);
  readSync(fd, byte, 0, 1, offset);
  byte[0] = byte[0]! ^ 0xff;
  writeSync(fd, byte, 0, 1, offset);
  closeSync(fd);
}

/**
 * Copies `archive` with its PostgreSQL dump cut in half, and its checksums and manifest made to
 * match: an archive that passes every check and whose load fails half-way.
 */
async function halfDumpCopy(archive: string, copy: string): Promise<void> {
  const zip = await yauzl.openPromise(archive, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const dump = entries.get('database/postgres.dump')!;
  const half = dump.subarray(0, Math.floor(dump.length / 2));
  entries.set('database/postgres.dump', half);
  const sums = entries.get('SHA256SUMS')!.toString('utf8').replace(sha256(dump), sha256(half));
  entries.set('SHA256SUMS', Buffer.from(sums));
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as {
    checksums: { sha256: string };
  };
  manifest.checksums.sha256 = sha256(Buffer.from(sums));
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  const out = new ZipFile();
  const written = new Promise<void>((done) =>
    out.outputStream.pipe(createWriteStream(copy)).once('close', () => done()),
  );
  for (const [name, bytes] of entries) out.addBuffer(bytes, name);
  out.end();
  await written;
}

/** Copies `archive` cut in half. */
async function truncatedCopy(archive: string, copy: string): Promise<void> {
  copyFileSync(archive, copy);
  await truncate(copy, Math.floor(statSync(archive).size / 2));
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** A portal's environment with the demo data (NODE_ENV unset) on `dataDir` (and `databaseUrl`). */
function demoEnv(dataDir: string, databaseUrl = ''): Record<string, string> {
  return portalEnv({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NODE_ENV: '' });
}

async function started(env: Record<string, string>): Promise<Portal> {
  const portal = await startPortal(env);
  cleanups.push(() => portal.kill());
  return portal;
}

function folder(): string {
  const dir = tempDir('passerelle-backup-');
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('backup and restore of the embedded database', () => {
  const work = folder();
  const archive = join(work, 'backup.zip');
  const source = folder();
  const target = folder();
  let before: Awaited<ReturnType<typeof observe>>;
  let fileId: number;

  it('round-trips a populated portal: same actions, sessions, users and file bytes', async () => {
    const portal = await started(demoEnv(source));
    const file = await upload(portal, await login(portal, ...DEMO_ADMIN));
    fileId = file.id;
    before = await observe(portal, [fileId]);
    expect(before.files[0]).toBe(file.bytes.toString('hex'));
    expect(before.sessions.length).toBeGreaterThan(100);

    // The embedded database is backed up with its portal stopped.
    const refused = await npmRun('backup', [archive], demoEnv(source));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/in use by a running portal .*stop it/s);
    expect(existsSync(archive)).toBe(false);
    await portal.stop();

    const backup = await succeeded(npmRun('backup', [archive], demoEnv(source)));
    expect(backup).toMatch(/Database: embedded \(PGlite/);
    expect(backup).toMatch(/Backup written/);

    const restore = await succeeded(npmRun('restore', [archive], demoEnv(target)));
    expect(restore).toMatch(/the archive is complete and intact/);
    expect(restore).toMatch(/Restore complete/);

    const copy = await started(demoEnv(target));
    expect(await observe(copy, [fileId])).toEqual(before);
    await copy.stop();
  });

  it('refuses a target that is not empty, and --force replaces it', async () => {
    // A change on the copy: a second file, which a forced restore must take away.
    const copy = await started(demoEnv(target));
    const second = await upload(copy, await login(copy, ...DEMO_ADMIN));
    await copy.stop();
    const state = folderState(target);

    const refused = await npmRun('restore', [archive], demoEnv(target));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /Refusing to restore: the target is not empty: the embedded database .* exists .*; the disk store .* holds 2 files/,
    );
    expect(folderState(target)).toEqual(state);

    const forced = await succeeded(npmRun('restore', [archive, '--force'], demoEnv(target)));
    expect(forced).toMatch(/--force: replacing/);
    expect(forced).toMatch(/1 files not in the archive deleted/);
    const replaced = await started(demoEnv(target));
    expect(await observe(replaced, [fileId, second.id])).toEqual({
      ...before,
      files: [...before.files, 404],
    });
    await replaced.stop();
  });

  it('refuses a truncated or damaged archive and changes nothing', async () => {
    const empty = folder();
    for (const [spoil, message] of [
      [truncatedCopy, /cannot be read .*truncated, damaged or not a Passerelle backup/],
      [corruptCopy, /damaged|cannot be read/],
    ] as const) {
      const spoilt = join(work, `spoilt-${spoil.name}.zip`);
      await spoil(archive, spoilt);
      const { code, output } = await npmRun('restore', [spoilt], demoEnv(empty));
      expect(code).toBe(1);
      expect(output).toMatch(message);
      expect(output).toMatch(/Nothing was changed/);
      expect(folderState(empty)).toEqual([]);
    }
  });
});

describeOnPostgres('backup and restore on PostgreSQL', () => {
  const work = folder();
  const archive = join(work, 'backup.zip');
  let before: Awaited<ReturnType<typeof observe>>;
  let fileId: number;
  let target: { database: EmptyDatabase; dataDir: string };

  async function emptyTarget() {
    const database = await createEmptyDatabase('passerelle_backup');
    cleanups.push(() => database.drop());
    return { database, dataDir: folder() };
  }

  async function scalar(url: string, sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(sql);
      return Object.values(rows[0]!)[0] as number;
    } finally {
      await client.end();
    }
  }

  const tables = (url: string) =>
    scalar(
      url,
      `select count(*)::int from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );

  it('backs up a running portal and restores it: same actions, sessions, users and file bytes', async () => {
    const source = await emptyTarget();
    const env = demoEnv(source.dataDir, source.database.url);
    const portal = await started(env);
    const file = await upload(portal, await login(portal, ...DEMO_ADMIN));
    fileId = file.id;
    before = await observe(portal, [fileId]);
    expect(before.files[0]).toBe(file.bytes.toString('hex'));

    // Online: the portal keeps running during the backup.
    const backup = await succeeded(npmRun('backup', [archive], env));
    expect(backup).toMatch(/Database: PostgreSQL 15/);
    expect(backup).toMatch(/custom format/);
    expect((await api(portal, null, '/api/health')).status).toBe(200);
    await portal.stop();

    target = await emptyTarget();
    const targetEnv = demoEnv(target.dataDir, target.database.url);
    const restore = await succeeded(npmRun('restore', [archive], targetEnv));
    expect(restore).toMatch(/Restore complete/);
    const copy = await started(targetEnv);
    expect(await observe(copy, [fileId])).toEqual(before);
    await copy.stop();
  });

  it('refuses a target that is not empty; --force replaces it, in one transaction', async () => {
    const targetEnv = demoEnv(target.dataDir, target.database.url);
    const copy = await started(targetEnv);
    const second = await upload(copy, await login(copy, ...DEMO_ADMIN));
    await copy.stop();

    const refused = await npmRun('restore', [archive], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /Refusing to restore: the target is not empty: the database .* holds a Passerelle database .*; the disk store .* holds 2 files/,
    );

    // A forced restore that fails half-way through the dump leaves the database and store as they were.
    const broken = join(work, 'half-dump.zip');
    await halfDumpCopy(archive, broken);
    const failed = await npmRun('restore', [broken, '--force'], targetEnv);
    expect(failed.code).toBe(1);
    expect(failed.output).toMatch(/pg_restore failed .*Nothing was changed in the database/s);
    expect(
      await scalar(target.database.url, `select count(*)::int from files where id = ${second.id}`),
    ).toBe(1);
    expect(await scalar(target.database.url, 'select count(*)::int from users')).toBe(
      before.users.length,
    );
    expect(await storedKeys(join(target.dataDir, 'files'))).toHaveLength(2);

    const forced = await succeeded(npmRun('restore', [archive, '--force'], targetEnv));
    expect(forced).toMatch(/schemas public and drizzle are dropped/);
    const replaced = await started(targetEnv);
    expect(await observe(replaced, [fileId, second.id])).toEqual({
      ...before,
      files: [...before.files, 404],
    });
    await replaced.stop();
  });

  it('refuses a pg_dump older than the server, before writing anything', async () => {
    // An older client than this machine has: a pg_dump 14 that only answers its version.
    const bin = folder();
    const fake = join(bin, 'pg_dump');
    writeFileSync(fake, '#!/bin/sh\necho "pg_dump (PostgreSQL) 14.11"\n', { mode: 0o755 });
    const old = join(work, 'old-client.zip');
    const env = demoEnv(target.dataDir, target.database.url);
    const { code, output } = await npmRun(
      'backup',
      [old],
      {
        ...env,
        PATH: `${bin}:${process.env.PATH}`,
      },
      { direct: true },
    );
    expect(code).toBe(1);
    expect(output).toMatch(
      /pg_dump \(PostgreSQL\) 14\.11 cannot dump a PostgreSQL 15 server: install the client tools of PostgreSQL 15 or later/,
    );
    expect(existsSync(old) || existsSync(`${old}.partial`)).toBe(false);
  });

  it('backs up and restores files kept in an S3 bucket, through the same commands', async () => {
    const s3 = await startS3Server({ buckets: ['backup-source', 'backup-target'] });
    cleanups.push(() => s3.close());
    const source = await emptyTarget();
    const sourceEnv = {
      ...demoEnv(source.dataDir, source.database.url),
      ...s3.env('backup-source'),
    };
    const portal = await started(sourceEnv);
    const file = await upload(portal, await login(portal, ...DEMO_ADMIN));
    const seen = await observe(portal, [file.id]);
    expect(seen.files[0]).toBe(file.bytes.toString('hex'));
    const s3Archive = join(work, 's3-backup.zip');
    const backup = await succeeded(npmRun('backup', [s3Archive], sourceEnv));
    expect(backup).toMatch(/Files: the S3 bucket backup-source\n {2}1 files/);
    await portal.stop();

    const copyTarget = await emptyTarget();
    const targetEnv = {
      ...demoEnv(copyTarget.dataDir, copyTarget.database.url),
      ...s3.env('backup-target'),
    };
    await succeeded(npmRun('restore', [s3Archive], targetEnv));
    const copy = await started(targetEnv);
    expect(await observe(copy, [file.id])).toEqual(seen);
    await copy.stop();
    // Nothing went to a disk folder: the files are in the target bucket only.
    expect(existsSync(join(copyTarget.dataDir, 'files'))).toBe(false);
  });

  it('refuses a truncated or damaged archive and changes nothing', async () => {
    const empty = await emptyTarget();
    for (const spoil of [truncatedCopy, corruptCopy]) {
      const spoilt = join(work, `spoilt-${spoil.name}.zip`);
      await spoil(archive, spoilt);
      const { code, output } = await npmRun(
        'restore',
        [spoilt],
        demoEnv(empty.dataDir, empty.database.url),
      );
      expect(code).toBe(1);
      expect(output).toMatch(/Nothing was changed/);
      expect(await tables(empty.database.url)).toBe(0);
      expect(folderState(empty.dataDir)).toEqual([]);
    }
  });
});
