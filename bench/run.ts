/**
 * Throughput of the portal next to a bare Fastify route, in one run (`npm run bench`).
 *
 * Starts two child processes on loopback: the BUILT portal (apps/server/src/main.ts, production
 * mode, a throwaway data directory) and a bare Fastify app (bench/bare-server.ts). Signs in, then
 * measures with autocannon, one target after the other, each after a warm-up:
 *   - bare Fastify `GET /` ({ ok: true });
 *   - `GET /api/_auth/session` with a Bearer token (auth plugin, token lookup in the database);
 *   - `GET /` server-rendered by React Router (anonymous home page).
 * Prints a table and writes the raw autocannon results to bench/results/ (gitignored).
 *
 * Environment: BENCH_DURATION (seconds per target, default 10, at most 60), BENCH_WARMUP
 * (seconds, default 3), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3200; +1 for bare),
 * BENCH_DATABASE_URL (postgres://… of a role that may create databases: the portal then runs on a
 * throwaway database created on that server and dropped at the end, instead of PGlite).
 */
import autocannon, { type Result } from 'autocannon';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'bench', 'results');

const bounded = (name: string, fallback: number, max: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer between 1 and ${max} (got ${process.env[name]})`);
  }
  return value;
};
const duration = bounded('BENCH_DURATION', 10, 60);
const warmup = bounded('BENCH_WARMUP', 3, 30);
const connections = bounded('BENCH_CONNECTIONS', 10, 200);
const portalPort = bounded('BENCH_PORT', 3200, 65534);
const barePort = portalPort + 1;
const portal = `http://127.0.0.1:${portalPort}`;
const bare = `http://127.0.0.1:${barePort}`;

// Production mode creates no demo account: the first admin comes from the environment.
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };

const adminUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `passerelle_bench_${process.pid}`;
let databaseCreated = false;

const children: ChildProcess[] = [];
let dataDir: string | undefined;

/** Runs one statement on the PostgreSQL server of BENCH_DATABASE_URL. */
async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const logFile = path.join(resultsDir, `${stamp}-server.log`);

  if (!existsSync(path.join(root, 'apps/web/build/server/index.js'))) {
    console.log('No build of the web app yet: running `npm run build` first.');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }

  dataDir = await mkdtemp(path.join(os.tmpdir(), 'passerelle-bench-'));
  let database: Record<string, string> = { DATA_DIR: path.join(dataDir, 'data') };
  if (adminUrl) {
    await adminQuery(`CREATE DATABASE "${benchDatabase}"`);
    databaseCreated = true;
    const url = new URL(adminUrl);
    url.pathname = `/${benchDatabase}`;
    database = { DATABASE_URL: url.toString() };
  }
  const loadBefore = os.loadavg()[0]!;
  const log = createWriteStream(logFile);
  start(
    'portal',
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      ...database,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(portalPort),
      PUBLIC_URL: portal,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Request logs off: the figures measure the portal, not the log pipe.
      LOG_LEVEL: 'warn',
    },
    log,
  );
  start(
    'bare Fastify',
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { PORT: String(barePort) },
    log,
  );
  await Promise.all([waitUntilUp(`${portal}/api/health`), waitUntilUp(bare)]);

  const login = await fetch(`${portal}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };

  const targets = [
    { name: 'bare Fastify GET / ({ok:true})', url: `${bare}/` },
    {
      name: 'GET /api/_auth/session (Bearer)',
      url: `${portal}/api/_auth/session`,
      headers: { authorization: `Bearer ${accessToken}` },
    },
    { name: 'GET / (server-rendered home)', url: `${portal}/` },
  ];

  const results: { name: string; result: Result }[] = [];
  for (const target of targets) {
    process.stdout.write(`${target.name}: warm-up ${warmup}s, `);
    await measure(target.url, target.headers, warmup);
    process.stdout.write(`measure ${duration}s… `);
    const result = await measure(target.url, target.headers, duration);
    console.log(`${Math.round(result.requests.average)} req/s`);
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) {
      throw new Error(
        `${target.name}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ` +
          `${result.errors}, timeouts ${result.timeouts}; codes ${JSON.stringify(result.statusCodeStats)})`,
      );
    }
    results.push({ name: target.name, result });
  }

  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} (${os.platform()}/${os.arch()})`,
    node: process.version,
    loadAverageBefore: Number(loadBefore.toFixed(2)),
  };
  const settings = {
    connections,
    duration,
    warmup,
    pipelining: 1,
    database: adminUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)',
  };
  const file = path.join(resultsDir, `${stamp}.json`);
  await writeFile(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine, settings, results }, null, 2),
  );

  console.log(
    `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.os}, Node ${machine.node}`,
  );
  console.log(
    `Portal on ${settings.database}; ${connections} connections, ${duration} s per target after ` +
      `${warmup} s of warm-up; load average before the run: ${machine.loadAverageBefore}\n`,
  );
  console.log(table(results));
  console.log(
    `\nRaw results: ${path.relative(root, file)}; server log: ${path.relative(root, logFile)}`,
  );
}

function start(
  name: string,
  args: string[],
  env: Record<string, string>,
  log: NodeJS.WritableStream,
): void {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${name} exited early (code ${code}, signal ${signal}); see the server log.`);
      process.exitCode = 1;
    }
  });
  children.push(child);
}

async function waitUntilUp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode) throw new Error(`a server stopped before ${url} answered`);
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

function measure(url: string, headers: Record<string, string> | undefined, seconds: number) {
  return autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
}

/** autocannon records whole milliseconds: 0 means under one. */
const milliseconds = (value: number) => (value < 1 ? '<1' : String(value));

function table(results: { name: string; result: Result }[]): string {
  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'MB/s'],
    ...results.map(({ name, result }) => [
      name,
      Math.round(result.requests.average).toString(),
      milliseconds(result.latency.p50),
      milliseconds(result.latency.p99),
      (result.throughput.average / 1e6).toFixed(2),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const separator = `|${widths.map((width, column) => (column === 0 ? ` ${'-'.repeat(width)} ` : ` ${'-'.repeat(width - 1)}: `)).join('|')}|`;
  return [line(rows[0]!), separator, ...rows.slice(1).map(line)].join('\n');
}

let stopping = false;
async function stop(): Promise<void> {
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (databaseCreated) await adminQuery(`DROP DATABASE IF EXISTS "${benchDatabase}"`);
}

process.once('SIGINT', () => void stop().then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stop();
}
