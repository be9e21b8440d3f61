/**
 * The filtered sessions list at 10 000 sessions (`npm run bench:sessions`, issue 3).
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set): a throwaway database
 * is filled with bench/data.ts's LIST_DATA (2 000 actions over two years, 10 000 sessions, 20 000
 * intervention dates, 50 000 registrations), the BUILT portal is started on it in production
 * mode, an admin signs in, and autocannon measures `GET /api/sessions` at 20 connections for each
 * filter mix below (each connection cycles through the mix's variants), after a warm-up. Every
 * variant is first checked to answer 200 with rows; any non-2xx answer fails the run, time-outs
 * (30 s) are counted. Prints a table per database and writes the results to
 * bench/results/<date>-sessions.json (gitignored).
 *
 * Environment: BENCH_DURATION (seconds per mix, default 10, at most 60), BENCH_WARMUP (seconds,
 * default 3), BENCH_CONNECTIONS (default 20), BENCH_PORT (default 3210), BENCH_DATABASE_URL
 * (postgres://… of a role that may create databases), BENCH_DATABASES (pglite,postgres: which to
 * run), BENCH_ANALYZE_PGLITE=1 (ANALYZE the PGlite database after filling it; see data.ts).
 */
import autocannon, { type Result } from 'autocannon';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIST_DATA, fillStore, type FillResult } from './data.js';
import {
  STORE_LABELS,
  bounded,
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
  type StoreKind,
} from './portal.js';

const duration = bounded('BENCH_DURATION', 10, 60);
const warmup = bounded('BENCH_WARMUP', 3, 30);
const connections = bounded('BENCH_CONNECTIONS', 20, 200);
const port = bounded('BENCH_PORT', 3210, 65535);
const analyzePglite = process.env.BENCH_ANALYZE_PGLITE === '1';

const year = LIST_DATA.firstYear + 1;
/** Rounds of the variants timed one request at a time, after the checking round. */
const ALONE_ROUNDS = 2;

/**
 * The filter mixes of issue 3 (what people do on the sessions page, each in a few variants, in
 * the default order by start date), then sorting by a folded name, then the four mixed.
 */
const MIXES: { name: string; queries: string[] }[] = [
  { name: 'no filter, page 1', queries: ['', 'sort=-startDate'] },
  {
    name: 'year + modality, page 1',
    queries: [
      `year=${year}&modality=ONSITE&page=1`,
      `year=${year}&modality=REMOTE&page=1`,
      `year=${year - 1}&modality=BOTH&page=1`,
      `year=${year - 1}&modality=ONSITE&page=1&sort=-startDate`,
    ],
  },
  {
    name: 'city + date range',
    queries: [
      `cityId=1&from=${year}-03-01&to=${year}-06-30`,
      `cityId=5&from=${year}-01-01&to=${year}-12-31`,
      `cityId=12&from=${year - 1}-09-01&to=${year}-02-28`,
      `cityId=17&from=${year}-05-15&to=${year}-05-31`,
    ],
  },
  {
    name: 'text search q= (accents ignored)',
    queries: ['q=securite', 'q=egalite', 'q=REUNION', 'q=00012'],
  },
  {
    name: 'deep page (20 per page)',
    queries: ['page=400', 'page=450&sort=-startDate', 'page=250', 'page=490'],
  },
];
const ISSUE_MIXES = MIXES.slice(1);
MIXES.push(
  {
    name: 'sort by action or city name, page 1',
    queries: ['sort=action', 'sort=-action', 'sort=city', 'sort=-city'],
  },
  {
    name: 'the four filter mixes, mixed',
    queries: ISSUE_MIXES.flatMap((mix) => mix.queries),
  },
);

interface Row {
  mix: string;
  /** Sessions matched by each variant (the `total` of the answer). */
  totals: number[];
  /** Median time of one request alone (no concurrency), over the variants. */
  aloneMs: number;
  loadAverage: number;
  result: Result;
}

/**
 * Checks each variant answers 200 with rows (the first round), then times `rounds` more rounds
 * one request at a time: the cost of one request with no queue.
 */
async function check(
  portal: Portal,
  queries: string[],
): Promise<{ totals: number[]; aloneMs: number }> {
  const totals: number[] = [];
  const times: number[] = [];
  for (let round = 0; round <= ALONE_ROUNDS; round++) {
    for (const query of queries) {
      const started = performance.now();
      const response = await fetch(`${portal.url}/api/sessions?${query}`, {
        headers: portal.headers,
      });
      const text = await response.text();
      if (round > 0) times.push(performance.now() - started);
      if (response.status !== 200) {
        throw new Error(`GET /api/sessions?${query}: ${response.status} ${text}`);
      }
      const body = JSON.parse(text) as { items: unknown[]; total: number };
      if (body.items.length === 0) throw new Error(`GET /api/sessions?${query}: no rows`);
      if (round === 0) totals.push(body.total);
    }
  }
  times.sort((a, b) => a - b);
  return { totals, aloneMs: times[Math.floor(times.length / 2)]! };
}

function measure(portal: Portal, queries: string[], seconds: number): Promise<Result> {
  return autocannon({
    url: portal.url,
    headers: portal.headers,
    connections,
    duration: seconds,
    // Long enough for a queue of 20 slow requests on PGlite: a time-out is reported as failed.
    timeout: 30,
    requests: queries.map((query) => ({ method: 'GET', path: `/api/sessions?${query}` })),
  });
}

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  const analyze = kind === 'postgres' || analyzePglite;
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const fill: FillResult = await fillStore(store, LIST_DATA, { analyze });
  console.log(`${fill.seconds.toFixed(1)} s ${JSON.stringify(fill.counts)}`);
  const log = await openLog(`${runStamp}-sessions-${kind}`);
  const portal = await startPortal(store, port, log.stream);

  const rows: Row[] = [];
  for (const mix of MIXES) {
    await waitUntilIdle(portal, store);
    const { totals, aloneMs } = await check(portal, mix.queries);
    process.stdout.write(`  ${mix.name}: warm-up ${warmup}s, `);
    await measure(portal, mix.queries, warmup);
    await waitUntilIdle(portal, store);
    const load = loadAverage();
    process.stdout.write(`measure ${duration}s (load ${load})… `);
    const result = await measure(portal, mix.queries, duration);
    console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    // A wrong answer is a bug; a time-out is a figure (the queue was too long).
    if (result.non2xx > 0) {
      throw new Error(`${mix.name}: codes ${JSON.stringify(result.statusCodeStats)}`);
    }
    rows.push({ mix: mix.name, totals, aloneMs, loadAverage: load, result });
  }
  await portal.stop();
  await store.dispose();
  return { database: STORE_LABELS[kind], analyzed: analyze, fill, rows };
}

function table(rows: Row[]): string {
  return markdownTable([
    [
      'filter mix',
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
        totals.length > 4 ? `${Math.min(...totals)}–${Math.max(...totals)}` : totals.join(' / '),
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

await runBenchmark(async () => {
  ensureBuild();
  const runStamp = stamp();
  const runs = [];
  for (const kind of storesToMeasure()) runs.push(await benchStore(kind, runStamp));

  const info = machine();
  const settings = { connections, duration, warmup, pipelining: 1, data: LIST_DATA };
  const file = path.join(resultsDir, `${runStamp}-sessions.json`);
  await writeFile(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), machine: info, settings, mixes: MIXES, runs },
      null,
      2,
    ),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    `GET /api/sessions, ${connections} connections, ${duration} s per mix after ${warmup} s of ` +
      'warm-up; "matches": the total of each variant; "alone": median time of one request ' +
      'with no other in flight; "answers": answers within the measured seconds; "load": ' +
      '1-minute load average before.',
  );
  for (const run of runs) {
    console.log(`\n${run.database}${run.analyzed ? ', analyzed' : ''}:\n\n${table(run.rows)}`);
  }
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
