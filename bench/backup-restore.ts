/**
 * Backups and restores (`npm run bench:backup`, issue 21 item 5, decision 047): how long
 * `npm run backup` and `npm run restore` take, and how big the archive is, for the demo data and
 * for the sessions benchmark's data (bench/data.ts LIST_DATA: 10 000 sessions, 50 000
 * registrations), on the embedded database and on PostgreSQL (BENCH_DATABASE_URL).
 *
 * For each database and data set: a throwaway database is filled (the demo data as a first start
 * outside production seeds it; LIST_DATA as the other benchmarks do, with ANALYZE), the store
 * gets BENCH_BACKUP_FILES random files of BENCH_BACKUP_FILE_KB KiB (default 100 × 256 KiB), the
 * backup command runs on it, then the restore command into a new empty database and store. Both
 * are the operator's commands, run as child processes the way npm runs them
 * (`scripts/run-compiled.mjs`: the compiled `apps/server/dist/backup.cjs` and `restore.cjs`,
 * `npm run build` first): the wall time includes starting Node, the phases are the commands' own
 * figures. Prints a table and writes bench/results/<date>-backup-restore.json.
 *
 * Environment: BENCH_DATABASE_URL (a role that may create databases), BENCH_DATABASES
 * (pglite,postgres), BENCH_BACKUP_FILES (default 100), BENCH_BACKUP_FILE_KB (default 256),
 * BENCH_BACKUP_DATA (demo,list).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDatabase } from '../apps/server/src/db/seed/index.js';
import { DiskFileStore, newFileKey } from '../apps/server/src/lib/file-store.js';
import { LIST_DATA, fillStore } from './data.js';
import {
  STORE_LABELS,
  bounded,
  createStore,
  describeMachine,
  loadAverage,
  machine,
  markdownTable,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  storesToMeasure,
  type Store,
  type StoreKind,
} from './portal.js';

const files = bounded('BENCH_BACKUP_FILES', 100, 100_000);
const fileKiB = bounded('BENCH_BACKUP_FILE_KB', 256, 100 * 1024);

type DataSet = 'demo' | 'list';
const DATA_LABELS: Record<DataSet, string> = {
  demo: 'demo data',
  list: '10 000 sessions (LIST_DATA)',
};

function dataSets(): DataSet[] {
  const wanted = (process.env.BENCH_BACKUP_DATA ?? 'demo,list').split(',').map((s) => s.trim());
  const unknown = wanted.filter((name) => name !== 'demo' && name !== 'list');
  if (unknown.length > 0) throw new Error(`BENCH_BACKUP_DATA: unknown ${unknown.join(', ')}`);
  return wanted as DataSet[];
}

/** Fills the store's database with `data` (migrated first) and its file store with random files. */
async function fill(store: Store, data: DataSet): Promise<number> {
  if (data === 'list') {
    await fillStore(store, LIST_DATA, { analyze: true });
  } else {
    const handle = await openDatabase(store.config);
    try {
      await handle.migrate();
      await seedDatabase(handle.db, loadConfig({ ...store.config, SEED_DEMO: 'true' }));
    } finally {
      await handle.close();
    }
  }
  const fileStore = new DiskFileStore(path.join(store.config.DATA_DIR, 'files'));
  for (let i = 0; i < files; i++) await fileStore.putAt(newFileKey(), randomBytes(fileKiB * 1024));
  return files * fileKiB * 1024;
}

interface Run {
  seconds: number;
  output: string;
}

/** Runs one of the operator's commands on `store`; fails the benchmark when it fails. */
async function command(name: 'backup' | 'restore', file: string, store: Store): Promise<Run> {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'NODE_ENV']) delete env[key];
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/run-compiled.mjs', name, file], {
    cwd: root,
    env: { ...env, ...store.config },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((done) => child.once('close', done));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`npm run ${name} failed (exit ${code}):\n${output}`);
  return { seconds, output };
}

/**
 * Drops a database once PostgreSQL's autovacuum has left it: a worker it started after the load
 * belongs to the superuser, which `DROP DATABASE … WITH (FORCE)` may not terminate for our role.
 */
async function disposeWhenIdle(store: Store): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await store.dispose();
    } catch (error) {
      if (attempt === 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

/** A phase's seconds as the command printed them (`… in 1.2 s`, `(…, 0.4 s)`). */
function phase(output: string, pattern: RegExp): number | null {
  const match = pattern.exec(output);
  return match ? Number(match[1]) : null;
}

interface Result {
  database: StoreKind;
  data: DataSet;
  fileBytes: number;
  backupSeconds: number;
  archiveBytes: number;
  restoreSeconds: number;
  /** The commands' own totals, without starting Node and compiling the TypeScript. */
  backupInside: number | null;
  restoreInside: number | null;
  checkSeconds: number | null;
  databaseSeconds: number | null;
  backupOutput: string;
  restoreOutput: string;
}

async function measure(kind: StoreKind, data: DataSet, work: string): Promise<Result> {
  const source = await createStore(kind);
  const fileBytes = await fill(source, data);
  const archive = path.join(work, `${kind}-${data}.zip`);
  const backup = await command('backup', archive, source);
  await disposeWhenIdle(source);
  const target = await createStore(kind);
  const restore = await command('restore', archive, target);
  await disposeWhenIdle(target);
  const archiveBytes = (await stat(archive)).size;
  await rm(archive);
  return {
    database: kind,
    data,
    fileBytes,
    backupSeconds: backup.seconds,
    archiveBytes,
    restoreSeconds: restore.seconds,
    backupInside: phase(backup.output, /Backup written: .* in ([\d.]+) s\./),
    restoreInside: phase(restore.output, /Restore complete in ([\d.]+) s/),
    checkSeconds: phase(restore.output, /complete and intact \(\d+ entries, ([\d.]+) s\)/),
    databaseSeconds: phase(
      restore.output,
      /Database: loading[^\n]*\n(?:[^\n]*\n)*?\s+done in ([\d.]+) s/,
    ),
    backupOutput: backup.output,
    restoreOutput: restore.output,
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const s = (value: number | null) => (value === null ? '?' : value.toFixed(1));

async function main(): Promise<void> {
  const info = machine();
  console.log(`Machine: ${describeMachine(info)}; load ${loadAverage()}`);
  console.log(`Files in the store: ${files} × ${fileKiB} KiB`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'passerelle-bench-backup-'));
  const results: Result[] = [];
  try {
    for (const kind of storesToMeasure()) {
      for (const data of dataSets()) {
        console.log(`\n${STORE_LABELS[kind]}, ${DATA_LABELS[data]}…`);
        const result = await measure(kind, data, work);
        console.log(result.backupOutput.trim());
        console.log(result.restoreOutput.trim());
        results.push(result);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const report = markdownTable([
    [
      'database',
      'data',
      'backup (in the command)',
      'archive',
      'restore (in the command)',
      'checking the archive',
      'loading the database',
    ],
    ...results.map((r) => [
      STORE_LABELS[r.database],
      `${DATA_LABELS[r.data]} + ${mb(r.fileBytes)} MB of files`,
      `${s(r.backupSeconds)} s (${s(r.backupInside)} s)`,
      `${mb(r.archiveBytes)} MB`,
      `${s(r.restoreSeconds)} s (${s(r.restoreInside)} s)`,
      `${s(r.checkSeconds)} s`,
      `${s(r.databaseSeconds)} s`,
    ]),
  ]);
  console.log(`\n${report}\n\nLoad after the run: ${loadAverage()}`);
  await mkdir(resultsDir, { recursive: true });
  const base = path.join(resultsDir, `${stamp()}-backup-restore`);
  await writeFile(
    `${base}.json`,
    JSON.stringify({ machine: info, files, fileKiB, results }, null, 2),
  );
  console.log(`Results: ${path.relative(root, base)}.json`);
}

await runBenchmark(main);
