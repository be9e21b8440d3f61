/**
 * Start-up time and memory of the production start (`npm run bench:startup`, issue 10).
 *
 * Starts the server the way `npm start` runs it once the build is there (by default `node
 * <SERVER_NODE_ARGS> apps/server/dist/main.cjs` with SERVER_ENV, no NODE_ENV, the log at its
 * default level)
 * BENCH_RUNS times in each case:
 *   - `pglite-first`: a fresh embedded database in a new data directory each time (database
 *     creation, migrations, demo data);
 *   - `pglite-existing`: again and again on one data directory made by an untimed first start;
 *   - `postgres-first`, `postgres-existing`: the same on PostgreSQL, in a database created on the
 *     server of BENCH_DATABASE_URL (a role that may create databases) and dropped at the end;
 *   - `npm-start`: `npm start` itself on existing embedded data: npm, the check that the build is
 *     up to date (nothing is rebuilt) and the server.
 * Each start is timed from the spawn to the first successful `GET /api/health`, then to the first
 * `GET /` (the server-rendered home page) answered 200. The server's resident memory is read from
 * /proc/<pid>/status (VmRSS, and its peak VmHWM) just after that page, then after
 * BENCH_TRAFFIC_SECONDS of mixed traffic (issue 24 item 5: public pages, catalogue searches that
 * no one asked before, the demo admin's session and back-office pages, 4 requests in flight), then
 * after BENCH_IDLE_SECONDS without any request; the CPU time it used until ready from
 * /proc/<pid>/stat (steadier than the wall-clock time on a shared machine). Prints a table and writes bench/results/<date>-startup.json
 * and .md (gitignored).
 *
 * Environment: BENCH_RUNS (default 5, at most 20), BENCH_TRAFFIC_SECONDS (default 0: none; 60
 * for issue 24), BENCH_IDLE_SECONDS (default 60; 0 skips the idle reading), BENCH_CASES (comma-separated, default every case that can run), BENCH_PORT
 * (default 3230), BENCH_DATABASE_URL, BENCH_STARTUP_COMMAND (another server command to measure,
 * e.g. `node --import tsx apps/server/src/main.ts`; `npm start` for the `npm-start` case).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_COMMAND, SERVER_ENV } from '../apps/server/node-args.mjs';
import {
  cpuSeconds,
  createStore,
  describeMachine,
  loadAverage,
  machine,
  markdownTable,
  median,
  openLog,
  procStatusKb,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  type Store,
} from './portal.js';

const CASES = [
  'pglite-first',
  'pglite-existing',
  'postgres-first',
  'postgres-existing',
  'npm-start',
] as const;
type Case = (typeof CASES)[number];

const CASE_LABELS: Record<Case, string> = {
  'pglite-first': 'embedded, first start (demo data)',
  'pglite-existing': 'embedded, existing data',
  'postgres-first': 'PostgreSQL, first start (demo data)',
  'postgres-existing': 'PostgreSQL, existing data',
  'npm-start': '`npm start`, embedded, existing data',
};

const runs = bounded('BENCH_RUNS', 5, 20);
// V8 gives back the heap it grew for the traffic about 45 s after the traffic ends (its memory
// reducer, decision 092): an idle reading is taken after a minute.
const idleSeconds = bounded('BENCH_IDLE_SECONDS', 60, 600, 0);
const trafficSeconds = bounded('BENCH_TRAFFIC_SECONDS', 0, 600, 0);
const port = bounded('BENCH_PORT', 3230, 65535, 1);
const serverCommand = (process.env.BENCH_STARTUP_COMMAND ?? SERVER_COMMAND)
  .split(' ')
  .filter(Boolean);
/** `npm start`'s environment for the default command; another command brings its own. */
const serverEnv: Record<string, string> = process.env.BENCH_STARTUP_COMMAND ? {} : SERVER_ENV;

function bounded(name: string, fallback: number, max: number, min = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

function casesToRun(): Case[] {
  const wanted = (process.env.BENCH_CASES ?? CASES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !CASES.includes(name as Case));
  if (unknown.length > 0) throw new Error(`BENCH_CASES: unknown ${unknown.join(', ')}`);
  return CASES.filter((name) => {
    if (!wanted.includes(name)) return false;
    if (name.startsWith('postgres') && !process.env.BENCH_DATABASE_URL) {
      if (process.env.BENCH_CASES) throw new Error(`${name} needs BENCH_DATABASE_URL`);
      return false;
    }
    return true;
  });
}

interface Start {
  /** Seconds from the spawn to the first 200 of /api/health, then of /. */
  health: number;
  page: number;
  /** CPU seconds (user + system) the server used until the page was answered. */
  cpu: number;
  /** MiB: resident memory after the page, after the traffic, after the idle time, and its peak. */
  rssReady: number;
  rssTraffic: number | null;
  /** Requests answered during the traffic. */
  requests: number;
  rssIdle: number | null;
  hwm: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (kb: number | undefined) => (kb === undefined ? NaN : kb / 1024);

/** The process listening on `port` among `pid` and its descendants (npm → sh → node). */
function serverPid(pid: number, listenPort: number): number {
  const inodes = new Set<string>();
  const hexPort = listenPort.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address, state 0A (LISTEN), inode
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]!);
    }
  }
  const queue = [pid];
  while (queue.length > 0) {
    const candidate = queue.shift()!;
    try {
      for (const fd of readdirSync(`/proc/${candidate}/fd`)) {
        const target = readlinkOrEmpty(`/proc/${candidate}/fd/${fd}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1] ?? '')) return candidate;
      }
      for (const task of readdirSync(`/proc/${candidate}/task`)) {
        const list = readFileSync(`/proc/${candidate}/task/${task}/children`, 'utf8').trim();
        if (list) queue.push(...list.split(' ').map(Number));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  throw new Error(`no process of the command listens on port ${listenPort}`);
}

function readlinkOrEmpty(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '';
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One start of the server on `store`, measured; stopped at the end. */
async function measureStart(
  store: Store,
  command: string[],
  log: NodeJS.WritableStream,
  idle: number,
  trafficFor = 0,
): Promise<Start> {
  const inherited = { ...process.env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'FILES_DIR', 'SMTP_URL', 'NODE_ENV', 'LOG_LEVEL'])
    delete inherited[key];
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/api/health`)) throw new Error(`port ${port} is already in use`);
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { ...serverEnv, ...inherited, ...store.config, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  let exited = false;
  child.once('exit', () => (exited = true));
  let pid: number | undefined;
  try {
    while (!(await answers(`${url}/api/health`))) {
      if (exited) throw new Error(`the server exited before answering (see ${logFile})`);
      if (performance.now() - started > 300_000) throw new Error('no answer within 300 s');
      await sleep(10);
    }
    const health = (performance.now() - started) / 1000;
    if (!(await answers(`${url}/`))) throw new Error('GET / did not answer 200');
    const page = (performance.now() - started) / 1000;
    pid = serverPid(child.pid!, port);
    const cpu = cpuSeconds(pid);
    const rssReady = mib(procStatusKb(pid, 'VmRSS'));
    let rssTraffic: number | null = null;
    let requests = 0;
    if (trafficFor > 0) {
      requests = await traffic(url, trafficFor);
      rssTraffic = mib(procStatusKb(pid, 'VmRSS'));
    }
    let rssIdle: number | null = null;
    if (idle > 0) {
      await sleep(idle * 1000);
      rssIdle = mib(procStatusKb(pid, 'VmRSS'));
    }
    const hwm = mib(procStatusKb(pid, 'VmHWM'));
    return { health, page, cpu, rssReady, rssTraffic, requests, rssIdle, hwm };
  } finally {
    await stop(child);
    // A server left behind by its command (a shell that did not pass the signal on) is stopped
    // too: it would answer the next start's requests.
    if (pid !== undefined && pid !== child.pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}

/**
 * `seconds` of mixed traffic, 4 requests in flight: the public pages and a session's page, a
 * catalogue search no one asked before, the demo admin's session and back-office pages and lists.
 * Answers the number of requests answered (any status but 5xx; a 5xx throws).
 */
async function traffic(url: string, seconds: number): Promise<number> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'passerelle-demo' }),
  });
  if (login.status !== 200) throw new Error(`demo admin login: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const sessions = (await (await fetch(`${url}/api/public/session_views`)).json()) as {
    items: { id: number }[];
  };
  const ids = sessions.items.map((item) => item.id);
  const html = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const signedIn = { ...html, cookie };
  const words = ['gestion', 'accueil', 'numérique', 'sécurité', 'projet', 'écrit', 'équipe'];
  const targets: ((n: number) => [string, Record<string, string>])[] = [
    () => ['/', html],
    () => ['/training', html],
    (n) => [`/training/${ids[n % Math.max(1, ids.length)] ?? 1}`, html],
    (n) => [`/api/public/session_views?q=${encodeURIComponent(words[n % words.length]!)}${n}`, {}],
    () => ['/api/_auth/session', { cookie }],
    () => ['/back', signedIn],
    (n) => [`/api/actions?page=${1 + (n % 5)}`, { cookie }],
    () => ['/back/sessions', signedIn],
    () => ['/back/surveys', signedIn],
  ];
  const until = performance.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        const n = count++;
        const [target, headers] = targets[n % targets.length]!(Math.floor(n / targets.length));
        const response = await fetch(`${url}${target}`, { headers });
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${target} answered ${response.status}`);
      }
    }),
  );
  return count;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let logFile = '';

interface CaseResult {
  case: Case;
  command: string;
  loadBefore: number;
  loadAfter: number;
  starts: Start[];
}

async function measureCase(name: Case, log: NodeJS.WritableStream): Promise<CaseResult> {
  const kind = name.startsWith('postgres') ? 'postgres' : 'pglite';
  const command = name === 'npm-start' ? ['npm', 'start', '--silent'] : serverCommand;
  const first = name.endsWith('-first');
  const loadBefore = loadAverage();
  const starts: Start[] = [];
  let store = first ? undefined : await createStore(kind);
  // Existing data: made by one untimed start of the same server.
  if (store) await measureStart(store, serverCommand, log, 0);
  for (let run = 1; run <= runs; run++) {
    const runStore = store ?? (await createStore(kind));
    const start = await measureStart(runStore, command, log, idleSeconds, trafficSeconds);
    starts.push(start);
    console.log(
      `  ${name} ${run}/${runs}: health ${start.health.toFixed(2)} s, page ${start.page.toFixed(2)} s, ` +
        `CPU ${start.cpu.toFixed(2)} s, RSS ${start.rssReady.toFixed(0)} MiB` +
        (start.rssTraffic === null
          ? ''
          : `, after ${start.requests} requests ${start.rssTraffic.toFixed(0)} MiB`) +
        (start.rssIdle === null ? '' : `, idle ${start.rssIdle.toFixed(0)} MiB`) +
        `, peak ${start.hwm.toFixed(0)} MiB (load ${loadAverage()})`,
    );
    if (!store) await runStore.dispose();
  }
  if (store) await store.dispose();
  store = undefined;
  return { case: name, command: command.join(' '), loadBefore, loadAfter: loadAverage(), starts };
}

/** "median (min–max)" of a column. */
function spread(values: number[], digits: number): string {
  if (values.length === 0) return '–';
  const format = (value: number) => value.toFixed(digits);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

function table(results: CaseResult[]): string {
  const rows = [
    [
      'case',
      'health s',
      'page s',
      'CPU s',
      'RSS MiB',
      'after traffic MiB',
      'idle RSS MiB',
      'peak MiB',
      'load',
    ],
  ];
  for (const result of results) {
    const column = (pick: (start: Start) => number | null, digits: number) =>
      spread(
        result.starts.map(pick).filter((value): value is number => value !== null),
        digits,
      );
    rows.push([
      CASE_LABELS[result.case],
      column((start) => start.health, 2),
      column((start) => start.page, 2),
      column((start) => start.cpu, 2),
      column((start) => start.rssReady, 0),
      column((start) => start.rssTraffic, 0),
      column((start) => start.rssIdle, 0),
      column((start) => start.hwm, 0),
      `${result.loadBefore}–${result.loadAfter}`,
    ]);
  }
  return markdownTable(rows);
}

async function main(): Promise<void> {
  const cases = casesToRun();
  if (
    !existsSync(path.join(root, 'apps/server/dist/main.cjs')) &&
    !process.env.BENCH_STARTUP_COMMAND
  ) {
    throw new Error('No compiled server: run `npm run build` first.');
  }
  const info = machine();
  console.log(`Machine: ${describeMachine(info)}`);
  console.log(
    `Server: ${Object.entries(serverEnv)
      .map(([key, value]) => `${key}=${value} `)
      .join('')}` +
      `${serverCommand.join(' ')}; ${runs} starts per case, ${trafficSeconds} s of ` +
      `traffic, ${idleSeconds} s idle; load ${loadAverage()}`,
  );
  const { file, stream } = await openLog('startup');
  logFile = file;
  const results: CaseResult[] = [];
  for (const name of cases) {
    console.log(`\n${CASE_LABELS[name]}`);
    results.push(await measureCase(name, stream));
  }
  const report = table(results);
  console.log(`\n${report}\n\nMedian (min–max) of ${runs} starts. Server log: ${file}`);
  const base = path.join(resultsDir, `${stamp()}-startup`);
  await writeFile(
    `${base}.json`,
    JSON.stringify(
      { machine: info, command: serverCommand, runs, trafficSeconds, idleSeconds, results },
      null,
      2,
    ),
  );
  await writeFile(`${base}.md`, `${describeMachine(info)}\n\n${report}\n`);
  console.log(`Results: ${path.relative(root, base)}.json`);
}

await runBenchmark(main);
