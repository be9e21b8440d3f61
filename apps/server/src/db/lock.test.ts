import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { openDatabase } from './client.js';
import { acquireDirLock, DataDirLockedError } from './lock.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passerelle-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('acquireDirLock', () => {
  it('refuses a second lock on the same file until the first is released', () => {
    const path = join(dir, 'pglite.lock');
    const lock = acquireDirLock(path);
    expect(() => acquireDirLock(path)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(path)).toBe(false);
    acquireDirLock(path).release();
  });

  it('refuses a lock held by another live process, naming its pid and the file', () => {
    const path = join(dir, 'pglite.lock');
    writeFileSync(path, JSON.stringify({ pid: process.ppid, host: hostname() }));
    expect(() => acquireDirLock(path)).toThrow(
      expect.objectContaining({
        name: 'DataDirLockedError',
        pid: process.ppid,
        message: expect.stringContaining(path),
      }),
    );
  });

  it('takes over a stale lock left by a dead process', () => {
    const path = join(dir, 'pglite.lock');
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: hostname() }));
    const lock = acquireDirLock(path);
    lock.release();
  });

  it('takes over a lock left with our own pid by an earlier process (containers reuse pids)', () => {
    const path = join(dir, 'pglite.lock');
    writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname() }));
    acquireDirLock(path).release();
  });

  it('refuses a lock from another host (its process cannot be checked)', () => {
    const path = join(dir, 'pglite.lock');
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: 'another-host' }));
    expect(() => acquireDirLock(path)).toThrow(DataDirLockedError);
  });

  it('treats an unreadable lock as held while fresh, as stale once old', () => {
    const path = join(dir, 'pglite.lock');
    writeFileSync(path, '');
    expect(() => acquireDirLock(path)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(path, old, old);
    acquireDirLock(path).release();
  });
});

// Each test creates and migrates a new embedded database (twice in the first): on a busy
// machine that takes longer than the default 30 s.
const NEW_DATABASE_TIMEOUT_MS = 120_000;

describe('openDatabase on PGlite', () => {
  const fixture = fileURLToPath(new URL('../test/fixtures/hold-data-dir.ts', import.meta.url));
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = undefined;
  });

  /** Starts a process that holds `dataDir` open; resolves once it is ready. */
  function holdInChild(dataDir: string): Promise<ChildProcess> {
    const holder = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      let stderr = '';
      holder.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      holder.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve(holder);
      });
      holder.on('exit', (code) => reject(new Error(`holder exited (${code}): ${stderr}`)));
    });
  }

  it(
    'refuses to open a data directory another process has open, then recovers its stale lock',
    async () => {
      const dataDir = join(dir, 'data');
      child = await holdInChild(dataDir);

      await expect(openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(
        new RegExp(`already in use by another Passerelle process \\(pid ${child.pid}\\)`),
      );

      // Killed without a chance to clean up: its lock file stays, with a dead pid.
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

      const handle = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      try {
        await expect(openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(
          DataDirLockedError,
        );
        await handle.migrate();
      } finally {
        await handle.close();
      }
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    },
    NEW_DATABASE_TIMEOUT_MS,
  );

  it(
    'is opened, migrated and closed by buildApp when no database is given',
    async () => {
      const dataDir = join(dir, 'own');
      const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), logger: false });
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'personne', password: 'x' },
      });
      expect(response.statusCode).toBe(401); // the tables exist: migrated
      await app.close();
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    },
    NEW_DATABASE_TIMEOUT_MS,
  );
});
