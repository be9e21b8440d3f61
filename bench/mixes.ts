/**
 * The run shared by the list benchmarks (bench/sessions-list.ts, bench/catalogue-search.ts): for
 * each database, fill a throwaway store, start the BUILT portal on it, then for each mix of GET
 * paths: check every variant answers 200 with rows and time it alone, warm up, wait until the
 * server and the database are idle, and measure with autocannon (each connection cycles through
 * the mix's variants). Any non-2xx answer fails the run; time-outs (30 s) are counted. Prints a
 * table per database and writes the raw results to bench/results/<date>-<name>.json.
 *
 * Environment: BENCH_DURATION (seconds per mix, default 10, at most 60), BENCH_WARMUP (seconds,
 * default 3), BENCH_CONNECTIONS (default 20), BENCH_PORT (default 3210), BENCH_DATABASE_URL,
 * BENCH_DATABASES, BENCH_ANALYZE_PGLITE=1 (ANALYZE the PGlite store after filling it; the portal
 * analyzes it at start-up anyway, decision 014), BENCH_MIXES (only the mixes whose name contains
 * it, e.g. "results"; the measures after the mixes are then left out).
 */
import autocannon, { type Result } from 'autocannon';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_COOKIE } from '../packages/shared/src/constants.js';
import { fillStore, type DataSpec, type FillResult, type FillStatement } from './data.js';
import {
  STORE_LABELS,
  loadSettings,
  createStore,
  describeMachine,
  ensureBuild,
  loadAverage,
  machine,
  procStatusKb,
  markdownTable,
  milliseconds,
  openLog,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  cpuSeconds,
  startCpuMeter,
  startNode,
  startPortal,
  storesToMeasure,
  waitUntilIdle,
  waitUntilUp,
  type Portal,
  type Store,
  type StoreKind,
} from './portal.js';

const { duration, warmup, connections, port } = loadSettings({ connections: 20, port: 3210 });
const analyzePglite = process.env.BENCH_ANALYZE_PGLITE === '1';
const onlyMixes = process.env.BENCH_MIXES;
/** Rounds of the variants timed one request at a time, after the checking round. */
const ALONE_ROUNDS = 2;

export interface Mix {
  name: string;
  /** GET paths with their query, e.g. `/api/sessions?page=2`. */
  paths: string[];
  /**
   * Each request asks the next path of the list, across all connections (by default each
   * connection cycles through the list from its start, so they ask the same questions together),
   * and no path is ever asked twice in the run: the check, the warm-up and the measure take their
   * paths in turn from one cursor, and the run fails if the list runs out (every request is a
   * question nobody asked, a cache miss). Only `ROTATING_CHECKED` paths per round are checked and
   * timed alone.
   */
  rotate?: boolean;
  /**
   * Pages rendered by the server, asked as a browser's first load asks them (`accept: text/html`,
   * compressed, the sign-in cookie instead of the Bearer header): checked for a 200 HTML answer.
   */
  page?: boolean;
}

const ROTATING_CHECKED = 20;

/** The next unasked path of each rotating mix, over the whole run (check, warm-up, measure). */
const cursors = new Map<Mix, number>();

function takePath(mix: Mix): string {
  const index = cursors.get(mix) ?? 0;
  const requestPath = mix.paths[index];
  if (requestPath === undefined) {
    throw new Error(`${mix.name}: all ${mix.paths.length} distinct paths were asked`);
  }
  cursors.set(mix, index + 1);
  return requestPath;
}

export interface MixBenchmark {
  /** Names the results file (`<date>-<name>.json`) and the server logs. */
  name: string;
  data: DataSpec;
  mixes: Mix[];
  /** Signed in as the admin (Bearer) or anonymous. */
  as: 'admin' | 'anonymous';
  /** The first column's title, e.g. "filter mix". */
  mixLabel: string;
  /** What the tables measure, printed above them. */
  description: string;
  /** The benchmark's own data, filled after the programme's (bench/data.ts `fillStore`). */
  more?: readonly FillStatement[];
  /** Tables counted after filling, besides the programme's. */
  counted?: readonly string[];
  /**
   * The portal's configurations to measure in turn on the same data, each its own table (e.g. a
   * cache on and off); one unnamed configuration by default.
   */
  configurations?: readonly { name: string; env: Record<string, string> }[];
  /**
   * Also measure a bare Fastify route (bench/bare-server.ts, `{ok:true}`) in the same run, after
   * the mixes: the reference the portal's figures are read against on a shared machine.
   */
  bare?: boolean;
  /** Measured after the mixes, on the last configuration's portal; saved and printed. */
  after?: (
    portal: Portal,
    store: Store,
    fill: FillResult,
  ) => Promise<{ text: string; raw: unknown }>;
}

interface Row {
  mix: string;
  /** Rows matched by each variant (the `total` of a page; the length of a list). */
  totals: number[];
  /** Median time of one request alone (no concurrency), over the variants. */
  aloneMs: number;
  loadAverage: number;
  result: Result;
  /** CPU ms per answered request: the portal's process, the database's connections (PostgreSQL). */
  cpu: { portalMs: number; databaseMs: number };
}

/**
 * How many rows an answer holds: a page's total, a list's length, the `surveys` a summary adds
 * up, or 1 for any other object.
 */
function matched(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const answer = body as { items?: unknown[]; total?: number; surveys?: number };
  if (answer.items) return answer.items.length === 0 ? 0 : (answer.total ?? answer.items.length);
  return answer.surveys ?? 1;
}

function headersOf(portal: Portal, bench: MixBenchmark, mix: Mix): Record<string, string> {
  const signedIn = bench.as === 'admin';
  if (!mix.page) return signedIn ? portal.headers : {};
  // The cookie carries the same token as the Bearer header.
  const token = portal.headers.authorization.replace(/^Bearer /, '');
  return {
    accept: 'text/html',
    // Compressed as a browser asks for it.
    'accept-encoding': 'gzip, deflate, br',
    ...(signedIn ? { cookie: `${AUTH_COOKIE}=${token}` } : {}),
  };
}

/** What a checked answer matched: rows of a JSON answer, 1 for a page. */
function matchedIn(mix: Mix, requestPath: string, response: Response, text: string): number {
  if (!mix.page) return matched(JSON.parse(text));
  if (!response.headers.get('content-type')?.startsWith('text/html')) {
    throw new Error(`GET ${requestPath}: not a page (${response.headers.get('content-type')})`);
  }
  return 1;
}

/**
 * Checks each variant answers 200 with rows (the first round), then times `ALONE_ROUNDS` more
 * rounds one request at a time: the cost of one request with no queue.
 */
async function check(
  portal: Portal,
  bench: MixBenchmark,
  mix: Mix,
): Promise<{ totals: number[]; aloneMs: number }> {
  const totals: number[] = [];
  const times: number[] = [];
  for (let round = 0; round <= ALONE_ROUNDS; round++) {
    // A rotating mix asks new paths in each round: the times alone are misses too.
    const paths = mix.rotate
      ? Array.from({ length: ROTATING_CHECKED }, () => takePath(mix))
      : mix.paths;
    for (const requestPath of paths) {
      const started = performance.now();
      const response = await fetch(`${portal.url}${requestPath}`, {
        headers: headersOf(portal, bench, mix),
        redirect: 'manual',
      });
      const text = await response.text();
      if (round > 0) times.push(performance.now() - started);
      if (response.status !== 200) {
        throw new Error(`GET ${requestPath}: ${response.status} ${text}`);
      }
      const count = matchedIn(mix, requestPath, response, text);
      if (count === 0) throw new Error(`GET ${requestPath}: no rows`);
      if (round === 0) totals.push(count);
    }
  }
  times.sort((a, b) => a - b);
  return { totals, aloneMs: times[Math.floor(times.length / 2)]! };
}

function measure(
  url: string,
  headers: Record<string, string>,
  mix: Mix,
  seconds: number,
): Promise<Result> {
  const requests = mix.rotate
    ? [
        {
          method: 'GET' as const,
          setupRequest: (request: object) => ({ ...request, path: takePath(mix) }),
        },
      ]
    : mix.paths.map((requestPath) => ({ method: 'GET' as const, path: requestPath }));
  return autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    // Long enough for a queue of 20 slow requests on PGlite: a time-out is reported as failed.
    timeout: 30,
    requests,
  });
}

async function measureMixes(bench: MixBenchmark, portal: Portal, store: Store): Promise<Row[]> {
  const rows: Row[] = [];
  for (const mix of bench.mixes) {
    if (onlyMixes && !mix.name.includes(onlyMixes)) continue;
    await waitUntilIdle(portal, store);
    const { totals, aloneMs } = await check(portal, bench, mix);
    const headers = headersOf(portal, bench, mix);
    process.stdout.write(`  ${mix.name}: warm-up ${warmup}s, `);
    await measure(portal.url, headers, mix, warmup);
    await waitUntilIdle(portal, store);
    const load = loadAverage();
    process.stdout.write(`measure ${duration}s (load ${load})… `);
    const meter = await startCpuMeter(portal, store);
    const result = await measure(portal.url, headers, mix, duration);
    // The requests autocannon left in flight finish on the server: count their CPU too.
    await waitUntilIdle(portal, store);
    const cpu = perRequest(await meter.stop(), result);
    console.log(
      `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ` +
        `portal CPU ${cpu.portalMs.toFixed(2)} ms/req`,
    );
    // A wrong answer is a bug; a time-out is a figure (the queue was too long).
    if (result.non2xx > 0) {
      throw new Error(`${mix.name}: codes ${JSON.stringify(result.statusCodeStats)}`);
    }
    rows.push({ mix: mix.name, totals, aloneMs, loadAverage: load, result, cpu });
  }
  return rows;
}

/**
 * CPU ms per request. autocannon counts the answers within its time; the requests still in
 * flight at its end were sent too (at most one per connection) and their CPU was counted.
 */
function perRequest(seconds: { portal: number; database: number }, result: Result) {
  const requests = Math.max(1, result.requests.sent);
  return {
    portalMs: (seconds.portal * 1000) / requests,
    databaseMs: (seconds.database * 1000) / requests,
  };
}

/** The bare Fastify route measured like a mix: the same connections, duration and meter. */
async function measureBare(logStream: NodeJS.WritableStream): Promise<Row> {
  const barePort = port + 1;
  const bare = startNode(
    'bare Fastify',
    'bench/bare-server.ts',
    { PORT: String(barePort) },
    logStream,
  );
  try {
    const url = `http://127.0.0.1:${barePort}`;
    await waitUntilUp(url);
    const mix: Mix = { name: 'bare Fastify GET / ({ok:true})', paths: ['/'] };
    await measure(url, {}, mix, warmup);
    const load = loadAverage();
    const pid = bare.child.pid!;
    const before = cpuSeconds(pid);
    const result = await measure(url, {}, mix, duration);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cpu = perRequest({ portal: cpuSeconds(pid) - before, database: 0 }, result);
    console.log(
      `  ${mix.name}: ${Math.round(result.requests.average)} req/s, ` +
        `CPU ${cpu.portalMs.toFixed(3)} ms/req`,
    );
    return { mix: mix.name, totals: [1], aloneMs: 0, loadAverage: load, result, cpu };
  } finally {
    await bare.stop();
  }
}

async function benchStore(bench: MixBenchmark, kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  const analyze = kind === 'postgres' || analyzePglite;
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const fill: FillResult = await fillStore(store, bench.data, {
    analyze,
    ...(bench.more ? { more: bench.more } : {}),
    ...(bench.counted ? { counted: bench.counted } : {}),
  });
  console.log(`${fill.seconds.toFixed(1)} s ${JSON.stringify(fill.counts)}`);
  const configurations = bench.configurations ?? [{ name: '', env: {} }];
  const measured: { configuration: string; rows: Row[]; rssKb: number | undefined }[] = [];
  let after: { text: string; raw: unknown } | null = null;
  for (const [index, configuration] of configurations.entries()) {
    if (configuration.name) console.log(` ${configuration.name}:`);
    const log = await openLog(`${runStamp}-${bench.name}-${kind}${index > 0 ? `-${index}` : ''}`);
    const portal = await startPortal(store, port, log.stream, configuration.env);
    const rows = await measureMixes(bench, portal, store);
    await waitUntilIdle(portal, store);
    const rssKb = procStatusKb(portal.child.pid!, 'VmRSS');
    if (rssKb !== undefined)
      console.log(`  portal RSS after the mixes: ${Math.round(rssKb / 1024)} MiB`);
    if (bench.bare) {
      await waitUntilIdle(portal, store);
      rows.push(await measureBare(log.stream));
    }
    measured.push({ configuration: configuration.name, rows, rssKb });
    if (bench.after && !onlyMixes && index === configurations.length - 1) {
      await waitUntilIdle(portal, store);
      after = await bench.after(portal, store, fill);
    }
    await portal.stop();
  }
  await store.dispose();
  return { database: STORE_LABELS[kind], analyzed: analyze, fill, measured, after };
}

function table(mixLabel: string, rows: Row[]): string {
  return markdownTable([
    [
      mixLabel,
      'matches',
      'alone ms',
      'answers',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'failed',
      'load',
      'portal CPU ms/req',
      'db CPU ms/req',
    ],
    ...rows.map(({ mix, totals, aloneMs, loadAverage: load, result, cpu }) => {
      const answered = result.latency.totalCount > 0;
      const latency = (value: number) => (answered ? milliseconds(value) : 'n/a');
      return [
        mix,
        totals.length > 5 ? `${Math.min(...totals)}–${Math.max(...totals)}` : totals.join(' / '),
        aloneMs.toFixed(aloneMs < 10 ? 1 : 0),
        String(result.latency.totalCount),
        result.requests.average.toFixed(result.requests.average < 10 ? 1 : 0),
        latency(result.latency.p50),
        latency(result.latency.p99),
        latency(result.latency.max),
        String(result.errors + result.timeouts),
        load.toFixed(1),
        cpu.portalMs.toFixed(cpu.portalMs < 0.1 ? 3 : 2),
        cpu.databaseMs.toFixed(2),
      ];
    }),
  ]);
}

/** Runs `bench` on every database to measure, then prints and saves the figures. */
export async function runMixBenchmark(bench: MixBenchmark): Promise<void> {
  await runBenchmark(async () => {
    ensureBuild();
    const runStamp = stamp();
    const runs = [];
    for (const kind of storesToMeasure()) runs.push(await benchStore(bench, kind, runStamp));

    const info = machine();
    const settings = { connections, duration, warmup, pipelining: 1, data: bench.data };
    const file = path.join(resultsDir, `${runStamp}-${bench.name}.json`);
    await writeFile(
      file,
      JSON.stringify(
        { date: new Date().toISOString(), machine: info, settings, mixes: bench.mixes, runs },
        null,
        2,
      ),
    );
    console.log(`\n${describeMachine(info)}`);
    console.log(
      `${bench.description}, ${connections} connections, ${duration} s per mix after ${warmup} s ` +
        'of warm-up; "matches": the total of each variant; "alone": median time of one request ' +
        'with no other in flight; "answers": answers within the measured seconds; "load": ' +
        '1-minute load average before; "CPU ms/req": CPU time of the portal process and of ' +
        'the database connections (PostgreSQL; PGlite runs in the portal) over the requests sent.',
    );
    for (const run of runs) {
      for (const { configuration, rows, rssKb } of run.measured) {
        const title = [
          run.database,
          run.analyzed ? 'analyzed' : null,
          configuration || null,
          rssKb !== undefined ? `portal RSS after the mixes ${Math.round(rssKb / 1024)} MiB` : null,
        ]
          .filter(Boolean)
          .join(', ');
        console.log(`\n${title}:\n\n${table(bench.mixLabel, rows)}`);
      }
      if (run.after) console.log(`\n${run.database}:\n\n${run.after.text}`);
    }
    console.log(`\nRaw results: ${path.relative(root, file)}`);
  });
}
