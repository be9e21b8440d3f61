/**
 * What the benchmark scripts share: a throwaway database (a PGlite data directory, or a database
 * created on the PostgreSQL server of BENCH_DATABASE_URL and dropped at the end), the BUILT portal
 * started on it as a child process in production mode, an admin signed in, the machine's
 * description and a Markdown table of the figures. Everything started is stopped and removed at
 * the end, on failure and on Ctrl-C too (`runBenchmark`).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../apps/server/node-args.mjs';
import { CHROMIUM_FLAGS } from '../e2e/chromium.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = path.join(root, 'bench', 'results');

/** An integer setting from the environment, refused out of [1, max]. */
export function bounded(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer between 1 and ${max} (got ${process.env[name]})`);
  }
  return value;
}

/** The load settings every autocannon benchmark reads from the environment. */
export interface LoadSettings {
  /** BENCH_DURATION: seconds measured per target (at most 60). */
  duration: number;
  /** BENCH_WARMUP: seconds of warm-up before each measure (at most 30). */
  warmup: number;
  /** BENCH_CONNECTIONS: concurrent connections (at most 200). */
  connections: number;
  /** BENCH_PORT: where the portal listens. */
  port: number;
}

export function loadSettings(defaults: { connections: number; port: number }): LoadSettings {
  return {
    duration: bounded('BENCH_DURATION', 10, 60),
    warmup: bounded('BENCH_WARMUP', 3, 30),
    connections: bounded('BENCH_CONNECTIONS', defaults.connections, 200),
    port: bounded('BENCH_PORT', defaults.port, 65534),
  };
}

// Production mode creates no demo account: the first admin comes from the environment.
/** Debian's Chromium (CHROME_PATH), run headless without reaching the internet. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

export type StoreKind = 'pglite' | 'postgres';
export const STORE_LABELS: Record<StoreKind, string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL (BENCH_DATABASE_URL)',
};

/**
 * The databases to measure: PGlite, and PostgreSQL when BENCH_DATABASE_URL is set;
 * BENCH_DATABASES=pglite or =postgres keeps one of them.
 */
export function storesToMeasure(): StoreKind[] {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
    .split(',')
    .map((name) => name.trim());
  const unknown = wanted.filter((name) => name !== 'pglite' && name !== 'postgres');
  if (unknown.length > 0) throw new Error(`BENCH_DATABASES: unknown ${unknown.join(', ')}`);
  const kinds = (['pglite', 'postgres'] as const).filter(
    (kind) => wanted.includes(kind) && (kind === 'pglite' || process.env.BENCH_DATABASE_URL),
  );
  if (kinds.length === 0) throw new Error('nothing to measure (BENCH_DATABASE_URL is not set)');
  return kinds;
}

// ---------------------------------------------------------------------------------------------
// Clean-up

const cleanups: (() => Promise<void>)[] = [];
let stopping = false;

/** Runs `fn` at the end, last registered first. */
function atEnd(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

async function cleanUp(): Promise<void> {
  stopping = true;
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error(`Clean-up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** Runs a benchmark's main function, then removes what it started, whatever happened. */
export async function runBenchmark(main: () => Promise<void>): Promise<void> {
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    await main();
  } catch (error) {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

// ---------------------------------------------------------------------------------------------
// Throwaway databases

/** A throwaway database: its configuration for `openDatabase` and for the portal. */
export interface Store {
  kind: StoreKind;
  /** `DATA_DIR` (always: uploaded files go there) and, for PostgreSQL, `DATABASE_URL`. */
  config: { DATA_DIR: string; DATABASE_URL?: string };
  /** Removes the data directory or drops the database. */
  dispose(): Promise<void>;
  /** Statements running in the database now (PostgreSQL; PGlite runs inside the server). */
  activeStatements(): Promise<number>;
  /** The processes of the database's connections (PostgreSQL; none for PGlite). */
  backendPids(): Promise<number[]>;
}

/** Runs one statement on the PostgreSQL server of BENCH_DATABASE_URL. */
async function adminQuery<Row extends object = object>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

let storeCount = 0;

export async function createStore(kind: StoreKind): Promise<Store> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-bench-'));
  const config: Store['config'] = { DATA_DIR: path.join(dir, 'data') };
  const removeDir = () => rm(dir, { recursive: true, force: true });
  // Registered first: removed even when creating the database fails.
  atEnd(removeDir);
  if (kind === 'pglite')
    return {
      kind,
      config,
      dispose: removeDir,
      activeStatements: async () => 0,
      backendPids: async () => [],
    };

  const name = `passerelle_bench_${process.pid}_${++storeCount}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${name}`;
  config.DATABASE_URL = url.toString();
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    try {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (error) {
      dropped = false; // tried again (or at the end)
      throw error;
    }
  };
  atEnd(drop);
  return {
    kind,
    config,
    dispose: async () => {
      await drop();
      await removeDir();
    },
    activeStatements: async () => {
      const [row] = await adminQuery<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity
         where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
        [name],
      );
      return row?.count ?? 0;
    },
    backendPids: async () => {
      const rows = await adminQuery<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      return rows.map((row) => row.pid);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Child processes

/** What `npm start` runs: the compiled server (apps/server/build.mjs). */
export const SERVER_ENTRY = 'apps/server/dist/main.cjs';

/**
 * Builds the web app and the server when missing or out of date (`npm start` does the same):
 * the benchmarks measure the built portal, in production mode.
 */
export function ensureBuild(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** A log file in bench/results/ that the children write to. */
export async function openLog(
  name: string,
): Promise<{ file: string; stream: NodeJS.WritableStream }> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-server.log`);
  return { file, stream: createWriteStream(file) };
}

let earlyExit: string | undefined;

/** A child process of the benchmark. */
export interface NodeProcess {
  child: ChildProcess;
  /** Stops it now rather than at the end (SIGTERM, then SIGKILL after 5 s). */
  stop(): Promise<void>;
}

/**
 * Starts `node <script>` from the repository root (through tsx for a TypeScript script, with
 * source maps for compiled JavaScript); stopped at the end.
 */
export function startNode(
  name: string,
  script: string,
  env: Record<string, string>,
  log: NodeJS.WritableStream,
  /** Node's own options for this child, e.g. `--max-old-space-size=64`. */
  extraNodeArgs: readonly string[] = [],
): NodeProcess {
  const inherited = { ...process.env };
  // The bench's own environment must not point the child at another database.
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'SMTP_URL']) delete inherited[key];
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the portal under load.
  const nodeArgs = [
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ...extraNodeArgs,
  ];
  const compiled = !script.endsWith('.ts');
  const loader = compiled ? SERVER_NODE_ARGS : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
    cwd: root,
    // The compiled server with `npm start`'s allocator settings (decision 092).
    env: { ...(compiled ? SERVER_ENV : {}), ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  let stopped = false;
  child.once('exit', (code, signal) => {
    if (!stopping && !stopped) {
      earlyExit = `${name} exited early (code ${code}, signal ${signal}); see the server log`;
      console.error(`\n${earlyExit}.`);
      process.exitCode = 1;
    }
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      stopped = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  atEnd(stop);
  return { child, stop };
}

export async function waitUntilUp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (earlyExit) throw new Error(earlyExit);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The portal running on a store, with an admin's Bearer token. */
export interface Portal extends NodeProcess {
  url: string;
  headers: { authorization: string };
}

/** Starts the built portal in production mode on `store` and signs the admin in. */
export async function startPortal(
  store: Store,
  port: number,
  log: NodeJS.WritableStream,
  /** More of the portal's environment (e.g. SURVEY_RESULTS_CACHE_SECONDS=0). */
  env: Record<string, string> = {},
  /** Node's own options for the portal (e.g. a capped heap). */
  nodeArgs: readonly string[] = [],
): Promise<Portal> {
  const url = `http://127.0.0.1:${port}`;
  const portal = startNode(
    'portal',
    SERVER_ENTRY,
    {
      ...store.config,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Required in production: the contact form's captcha signing key.
      ALTCHA_HMAC_KEY: 'bench-altcha-key-0123456789abcdef0123456789abcdef',
      // Request logs off: the figures measure the portal, not the log pipe.
      LOG_LEVEL: 'warn',
      ...env,
    },
    log,
    nodeArgs,
  );
  await waitUntilUp(`${url}/api/health`);
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { ...portal, url, headers: { authorization: `Bearer ${accessToken}` } };
}

// ---------------------------------------------------------------------------------------------
// Reporting

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
}

export function machine(): Machine {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    node: process.version,
  };
}

export function describeMachine(info: Machine): string {
  return `${info.cpu}, ${info.cores} cores, ${info.memoryGiB} GiB, ${info.os}, Node ${info.node}`;
}

/** The 1-minute load average, rounded. */
export const loadAverage = () => Number(os.loadavg()[0]!.toFixed(2));

/** A file name prefix from the current time. */
export const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** A Markdown table; the first column is left-aligned, the others right-aligned. */
export function markdownTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const separator = `|${widths.map((width, column) => (column === 0 ? ` ${'-'.repeat(width)} ` : ` ${'-'.repeat(width - 1)}: `)).join('|')}|`;
  return [line(rows[0]!), separator, ...rows.slice(1).map(line)].join('\n');
}

/** autocannon records whole milliseconds: 0 means under one. */
/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const milliseconds = (value: number) => (value < 1 ? '<1' : String(value));

/** User + system CPU seconds of a process so far (/proc/<pid>/stat). */
export function cpuSeconds(pid: number): number {
  // Fields after the command name (in parentheses); utime and stime are the 14th and 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux.
}

/** CPU seconds of a process, or 0 once it is gone. */
function cpuSecondsOrZero(pid: number): number {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

/**
 * Starts counting the CPU the portal and its database connections use (on a shared machine,
 * CPU per request is steadier than requests per second); `stop` answers the seconds of each.
 * A connection opened meanwhile counts from its start.
 */
export async function startCpuMeter(
  portal: Portal,
  store: Store,
): Promise<{ stop(): Promise<{ portal: number; database: number }> }> {
  const pid = portal.child.pid!;
  const portalBefore = cpuSeconds(pid);
  const backendsBefore = new Map(
    (await store.backendPids()).map((backend) => [backend, cpuSecondsOrZero(backend)]),
  );
  return {
    async stop() {
      let database = 0;
      for (const backend of await store.backendPids()) {
        database += cpuSecondsOrZero(backend) - (backendsBefore.get(backend) ?? 0);
      }
      return { portal: cpuSeconds(pid) - portalBefore, database };
    },
  };
}

/**
 * Waits until the portal has used under 5 % of a core for two half-seconds in a row and its
 * database runs no statement. A load generator stops at the end of its time, but the requests it
 * left queued in the server still run: the next measurement must not start behind them.
 */
export async function waitUntilIdle(
  portal: Portal,
  store: Store,
  timeoutMs = 300_000,
): Promise<void> {
  const pid = portal.child.pid!;
  const deadline = Date.now() + timeoutMs;
  // A profiler (BENCH_NODE_ARGS) samples on its own thread: allow for its CPU.
  const idleCpu = process.env.BENCH_NODE_ARGS ? 0.15 : 0.025;
  let quiet = 0;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error(`the server was still busy after ${timeoutMs} ms`);
    const before = cpuSeconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = cpuSeconds(pid) - before < idleCpu && (await store.activeStatements()) === 0;
    quiet = idle ? quiet + 1 : 0;
  }
}

/** A field of /proc/<pid>/status in kB (VmRSS, VmHWM), or undefined when unreadable. */
export function procStatusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
