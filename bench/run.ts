/**
 * Throughput of the portal next to a bare Fastify route, in one run (`npm run bench`).
 *
 * Starts two child processes on loopback: the BUILT portal (apps/server/dist/main.cjs, production
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
 * throwaway database created on that server and dropped at the end, instead of PGlite),
 * BENCH_PAGES=0 (the API targets only). Each target's server CPU per request is read from
 * /proc/<pid>/stat and set beside the bare route's.
 */
import autocannon, { type Result } from 'autocannon';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  loadSettings,
  createStore,
  describeMachine,
  ensureBuild,
  loadAverage,
  machine,
  markdownTable,
  milliseconds,
  openLog,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  cpuSeconds,
  startNode,
  startPortal,
  waitUntilUp,
} from './portal.js';

const {
  duration,
  warmup,
  connections,
  port: portalPort,
} = loadSettings({ connections: 10, port: 3200 });
const barePort = portalPort + 1;
const bare = `http://127.0.0.1:${barePort}`;
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
/** BENCH_PAGES=0 leaves the server-rendered page out (the API figures only, in a third of the time). */
const skipPages = process.env.BENCH_PAGES === '0';

async function main(): Promise<void> {
  ensureBuild();
  const runStamp = stamp();
  const log = await openLog(runStamp);
  const store = await createStore(onPostgres ? 'postgres' : 'pglite');
  const loadBefore = loadAverage();
  const bareServer = startNode(
    'bare Fastify',
    'bench/bare-server.ts',
    { PORT: String(barePort) },
    log.stream,
  );
  const portal = await startPortal(store, portalPort, log.stream);
  await waitUntilUp(bare);
  const portalPid = portal.child.pid!;

  const targets = [
    { name: 'bare Fastify GET / ({ok:true})', url: `${bare}/`, pid: bareServer.child.pid! },
    {
      name: 'GET /api/_auth/session (Bearer)',
      url: `${portal.url}/api/_auth/session`,
      headers: portal.headers,
      pid: portalPid,
    },
    { name: 'GET / (server-rendered home)', url: `${portal.url}/`, pid: portalPid, page: true },
  ].filter((target) => !(skipPages && target.page));

  const results: Measured[] = [];
  for (const target of targets) {
    process.stdout.write(`${target.name}: warm-up ${warmup}s, `);
    await measure(target.url, target.headers, warmup);
    process.stdout.write(`measure ${duration}s… `);
    // CPU per request of the server answering (on a shared machine, steadier than req/s).
    const cpuBefore = cpuSeconds(target.pid);
    const result = await measure(target.url, target.headers, duration);
    const cpuMs = ((cpuSeconds(target.pid) - cpuBefore) * 1000) / result.latency.totalCount;
    console.log(`${Math.round(result.requests.average)} req/s, ${cpuMs.toFixed(3)} ms CPU/req`);
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) {
      throw new Error(
        `${target.name}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ` +
          `${result.errors}, timeouts ${result.timeouts}; codes ${JSON.stringify(result.statusCodeStats)})`,
      );
    }
    results.push({ name: target.name, result, cpuMs });
  }

  const info = { ...machine(), loadAverageBefore: loadBefore };
  const settings = {
    connections,
    duration,
    warmup,
    pipelining: 1,
    database: onPostgres ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)',
  };
  const file = path.join(resultsDir, `${runStamp}.json`);
  await writeFile(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: info, settings, results }, null, 2),
  );

  console.log(`\n${describeMachine(info)}`);
  console.log(
    `Portal on ${settings.database}; ${connections} connections, ${duration} s per target after ` +
      `${warmup} s of warm-up; load average before the run: ${info.loadAverageBefore}\n`,
  );
  console.log(table(results));
  console.log(
    `\nRaw results: ${path.relative(root, file)}; server log: ${path.relative(root, log.file)}`,
  );
}

function measure(url: string, headers: Record<string, string> | undefined, seconds: number) {
  return autocannon({ url, headers, connections, duration: seconds, timeout: 10 });
}

interface Measured {
  name: string;
  result: Result;
  /** Server CPU milliseconds per answered request (/proc/<pid>/stat). */
  cpuMs: number;
}

/** Each target beside the bare route of the same run: throughput and CPU per request ratios. */
function table(results: Measured[]): string {
  const [bareResult] = results;
  return markdownTable([
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'CPU ms/req', 'req/s ÷ bare', 'bare CPU ÷ CPU'],
    ...results.map(({ name, result, cpuMs }) => [
      name,
      Math.round(result.requests.average).toString(),
      milliseconds(result.latency.p50),
      milliseconds(result.latency.p99),
      (result.throughput.average / 1e6).toFixed(2),
      cpuMs.toFixed(3),
      (result.requests.average / bareResult!.result.requests.average).toFixed(2),
      (bareResult!.cpuMs / cpuMs).toFixed(2),
    ]),
  ]);
}

await runBenchmark(main);
