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
import { fillStore, type DataSpec, type FillResult, type FillStatement } from './data.js';
import {
  STORE_LABELS,
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
  startPortal,
  storesToMeasure,
  waitUntilIdle,
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
   * connection cycles through the list from its start, so they ask the same questions together):
   * with a long list, every request is a question nobody asked lately. Only the first
   * `ROTATING_CHECKED` paths are checked and timed alone.
   */
  rotate?: boolean;
}

const ROTATING_CHECKED = 20;

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

function headersOf(portal: Portal, bench: MixBenchmark): Record<string, string> {
  return bench.as === 'admin' ? portal.headers : {};
}

/**
 * Checks each variant answers 200 with rows (the first round), then times `ALONE_ROUNDS` more
 * rounds one request at a time: the cost of one request with no queue.
 */
async function check(
  portal: Portal,
  bench: MixBenchmark,
  paths: string[],
): Promise<{ totals: number[]; aloneMs: number }> {
  const totals: number[] = [];
  const times: number[] = [];
  for (let round = 0; round <= ALONE_ROUNDS; round++) {
    for (const requestPath of paths) {
      const started = performance.now();
      const response = await fetch(`${portal.url}${requestPath}`, {
        headers: headersOf(portal, bench),
      });
      const text = await response.text();
      if (round > 0) times.push(performance.now() - started);
      if (response.status !== 200) {
        throw new Error(`GET ${requestPath}: ${response.status} ${text}`);
      }
      const count = matched(JSON.parse(text));
      if (count === 0) throw new Error(`GET ${requestPath}: no rows`);
      if (round === 0) totals.push(count);
    }
  }
  times.sort((a, b) => a - b);
  return { totals, aloneMs: times[Math.floor(times.length / 2)]! };
}

function measure(portal: Portal, bench: MixBenchmark, mix: Mix, seconds: number): Promise<Result> {
  let next = 0;
  const requests = mix.rotate
    ? [
        {
          method: 'GET' as const,
          setupRequest: (request: object) => ({
            ...request,
            path: mix.paths[next++ % mix.paths.length]!,
          }),
        },
      ]
    : mix.paths.map((requestPath) => ({ method: 'GET' as const, path: requestPath }));
  return autocannon({
    url: portal.url,
    headers: headersOf(portal, bench),
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
    const { totals, aloneMs } = await check(
      portal,
      bench,
      mix.rotate ? mix.paths.slice(0, ROTATING_CHECKED) : mix.paths,
    );
    process.stdout.write(`  ${mix.name}: warm-up ${warmup}s, `);
    await measure(portal, bench, mix, warmup);
    await waitUntilIdle(portal, store);
    const load = loadAverage();
    process.stdout.write(`measure ${duration}s (load ${load})… `);
    const result = await measure(portal, bench, mix, duration);
    console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    // A wrong answer is a bug; a time-out is a figure (the queue was too long).
    if (result.non2xx > 0) {
      throw new Error(`${mix.name}: codes ${JSON.stringify(result.statusCodeStats)}`);
    }
    rows.push({ mix: mix.name, totals, aloneMs, loadAverage: load, result });
  }
  return rows;
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
  const measured: { configuration: string; rows: Row[] }[] = [];
  let after: { text: string; raw: unknown } | null = null;
  for (const [index, configuration] of configurations.entries()) {
    if (configuration.name) console.log(` ${configuration.name}:`);
    const log = await openLog(`${runStamp}-${bench.name}-${kind}${index > 0 ? `-${index}` : ''}`);
    const portal = await startPortal(store, port, log.stream, configuration.env);
    measured.push({
      configuration: configuration.name,
      rows: await measureMixes(bench, portal, store),
    });
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
    ],
    ...rows.map(({ mix, totals, aloneMs, loadAverage: load, result }) => {
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
        '1-minute load average before.',
    );
    for (const run of runs) {
      for (const { configuration, rows } of run.measured) {
        const title = [run.database, run.analyzed ? 'analyzed' : null, configuration || null]
          .filter(Boolean)
          .join(', ');
        console.log(`\n${title}:\n\n${table(bench.mixLabel, rows)}`);
      }
      if (run.after) console.log(`\n${run.database}:\n\n${run.after.text}`);
    }
    console.log(`\nRaw results: ${path.relative(root, file)}`);
  });
}
