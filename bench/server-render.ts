/**
 * Server rendering of the portal's pages (`npm run bench:render`, issue 24 item 1: ≤ 5 ms of
 * server CPU per page, ≥ 400 pages/s on the 2-core machine).
 *
 * A throwaway database (PGlite, or PostgreSQL with BENCH_DATABASE_URL) is filled with
 * bench/data.ts's CATALOGUE_DATA (10 000 sessions over this year and the next), the BUILT portal
 * and a bare Fastify app are started, then autocannon asks each page in turn with the headers a
 * browser sends (`accept: text/html`, `accept-encoding: gzip, deflate, br`, so the HTML is
 * compressed as it is for visitors): the bare route first, then the anonymous public pages, then
 * signed-in pages' first load (the admin's cookie: the public pages kept for their audience,
 * decision 100, and the profile's shells, decision 099), then the home page's data as a client
 * navigation asks it (React Router's `.data` request: the loaders, no HTML) and, for the pages
 * rendered in the browser (decision 099), the API calls their first load makes (captured once
 * with Chromium, then asked in a row as one page). For each target:
 * pages/s, latency, the portal's CPU per page (its process's user + system time over the
 * measured requests) and the SQL statements one page sends (`passerelle_db_statements_total` of
 * the metrics around one request).
 *
 * Environment: BENCH_DURATION (default 10), BENCH_WARMUP (default 3), BENCH_CONNECTIONS (default
 * 10), BENCH_PORT (default 3240; +1 for bare), BENCH_DATABASE_URL, BENCH_NODE_ARGS (e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the portal), BENCH_PAGES (a comma-separated
 * subset of the target names' first word, e.g. `home,training`), BENCH_ACCEPT_ENCODING (what the
 * "browser" accepts, default `gzip, deflate, br`; `identity` measures the rendering alone).
 */
import autocannon, { type Result } from 'autocannon';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_COOKIE } from '../packages/shared/src/constants.js';
import { CATALOGUE_DATA, fillStore } from './data.js';
import {
  ADMIN,
  CHROME_FLAGS,
  chromePath,
  cpuSeconds,
  createStore,
  describeMachine,
  ensureBuild,
  loadAverage,
  loadSettings,
  machine,
  markdownTable,
  milliseconds,
  openLog,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  startNode,
  startPortal,
  waitUntilUp,
} from './portal.js';

const {
  duration,
  warmup,
  connections,
  port: portalPort,
} = loadSettings({ connections: 10, port: 3240 });
const barePort = portalPort + 1;
const onPostgres = Boolean(process.env.BENCH_DATABASE_URL);
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
  'accept-language': 'fr-FR,fr;q=0.9',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131 Safari/537.36',
};

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** Paths asked one after the other from `url`, together one page (its API calls). */
  sequence?: string[];
  /** The page whose first load's API calls make the `sequence`. */
  apiCallsOf?: string;
}

interface Measured {
  name: string;
  result: Result;
  /** Requests one page makes (its API calls for a sequence). */
  perPage: number;
  cpuMsPerPage: number;
  statements: number | null;
}

async function main(): Promise<void> {
  ensureBuild();
  const runStamp = stamp();
  const log = await openLog(`${runStamp}-render`);
  const store = await createStore(onPostgres ? 'postgres' : 'pglite');
  process.stdout.write('Filling the database… ');
  const filled = await fillStore(store, CATALOGUE_DATA, { analyze: onPostgres });
  console.log(`${filled.counts.sessions} sessions in ${filled.seconds.toFixed(1)} s`);
  const loadBefore = loadAverage();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const bare = startNode(
    'bare Fastify',
    'bench/bare-server.ts',
    { PORT: String(barePort) },
    log.stream,
  );
  const portal = await startPortal(store, portalPort, log.stream, { METRICS_TOKEN });
  await waitUntilUp(bareUrl);

  const cookie = await signInCookie(portal.url);
  const sessionId = await firstPublicSession(portal.url);
  const signedIn = { ...BROWSER, cookie: `${AUTH_COOKIE}=${cookie}` };
  const targets: Target[] = [
    { name: 'bare Fastify GET / ({ok:true})', url: `${bareUrl}/`, headers: {} },
    { name: 'home / (anonymous)', url: `${portal.url}/`, headers: BROWSER },
    { name: 'training /training (anonymous)', url: `${portal.url}/training`, headers: BROWSER },
    {
      name: 'session /training/{id} (anonymous)',
      url: `${portal.url}/training/${sessionId}`,
      headers: BROWSER,
    },
    // Signed in: the public pages kept for the visitor's profile and audience (decision 100).
    {
      name: 'home-admin / (signed in: the audience’s page)',
      url: `${portal.url}/`,
      headers: signedIn,
    },
    {
      name: 'training-admin /training (signed in: the audience’s page)',
      url: `${portal.url}/training`,
      headers: signedIn,
    },
    {
      name: 'session-admin /training/{id} (signed in: the audience’s page)',
      url: `${portal.url}/training/${sessionId}`,
      headers: signedIn,
    },
    {
      name: 'programming /back/programming (signed in: the profile’s shell)',
      url: `${portal.url}/back/programming`,
      headers: signedIn,
    },
    {
      name: 'surveys /back/surveys (signed in: the profile’s shell)',
      url: `${portal.url}/back/surveys`,
      headers: signedIn,
    },
    // What a beneficiary's browser adds to that page: the sheet read again, with their own part
    // (asked with the admin's cookie here: the same queries but the favourite's and the
    // registration's, two primary-key reads).
    {
      name: 'session-detail-api /api/public/sessions/{id}/detail (signed in)',
      url: `${portal.url}/api/public/sessions/${sessionId}/detail`,
      headers: signedIn,
    },
    // What a client navigation to the home page asks: its loaders' data, no HTML rendered.
    {
      name: 'home-admin-data /_root.data (signed in)',
      url: `${portal.url}/_root.data`,
      headers: signedIn,
    },
    // The pages rendered in the browser (decision 099): the API calls their first load makes, as
    // Chromium made them, one "page" being the whole sequence.
    {
      name: 'programming-api /back/programming: its API calls (signed in)',
      url: portal.url,
      headers: signedIn,
      apiCallsOf: '/back/programming',
    },
    {
      name: 'surveys-api /back/surveys: its API calls (signed in)',
      url: portal.url,
      headers: signedIn,
      apiCallsOf: '/back/surveys',
    },
  ];
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const chosen = targets.filter(
    (target, index) => index === 0 || !only || only.includes(target.name.split(' ')[0]!),
  );

  for (const target of chosen) {
    if (!target.apiCallsOf) continue;
    target.sequence = await apiCallsOf(portal.url, target.apiCallsOf, cookie);
    console.log(`${target.apiCallsOf} asks ${target.sequence.join(' ')}`);
  }

  const measured: Measured[] = [];
  for (const target of chosen) {
    const isBare = target.url.startsWith(bareUrl);
    for (const url of urlsOf(target)) {
      const check = await fetch(url, { headers: target.headers, redirect: 'manual' });
      if (check.status !== 200) throw new Error(`${target.name}: ${url} answered ${check.status}`);
    }
    const statements = isBare ? null : await statementsOf(portal.url, target);
    process.stdout.write(`${target.name}: warm-up ${warmup}s, `);
    await load(target, warmup);
    process.stdout.write(`measure ${duration}s… `);
    const pid = (isBare ? bare : portal).child.pid!;
    const before = cpuSeconds(pid);
    const result = await load(target, duration);
    const cpu = cpuSeconds(pid) - before;
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) {
      throw new Error(
        `${target.name}: ${failures} failed requests (non-2xx ${result.non2xx}, errors ` +
          `${result.errors}, timeouts ${result.timeouts})`,
      );
    }
    const perPage = target.sequence?.length ?? 1;
    const cpuMsPerPage = (cpu * 1000 * perPage) / result.requests.total;
    const pagesPerSecond = Math.round(result.requests.average / perPage);
    console.log(`${pagesPerSecond}/s, ${cpuMsPerPage.toFixed(2)} ms CPU`);
    measured.push({ name: target.name, result, perPage, cpuMsPerPage, statements });
  }

  const info = { ...machine(), loadAverageBefore: loadBefore };
  const database = onPostgres ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)';
  const file = path.join(resultsDir, `${runStamp}-render.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: info,
        settings: { connections, duration, warmup, database },
        results: measured,
      },
      null,
      2,
    ),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    `Portal on ${database}; ${connections} connections, ${duration} s per target after ` +
      `${warmup} s of warm-up; load average before the run: ${loadBefore}\n`,
  );
  console.log(
    markdownTable([
      ['target', 'pages/s', 'p50 ms', 'p99 ms', 'CPU ms/page', 'SQL/page', 'kB/page'],
      ...measured.map(({ name, result, perPage, cpuMsPerPage, statements }) => [
        name,
        Math.round(result.requests.average / perPage).toString(),
        milliseconds(result.latency.p50),
        milliseconds(result.latency.p99),
        cpuMsPerPage.toFixed(2),
        statements === null ? '' : String(statements),
        ((result.throughput.total * perPage) / result.requests.total / 1000).toFixed(1),
      ]),
    ]),
  );
  if (measured.some(({ perPage }) => perPage > 1)) {
    console.log('\nA page of API calls: p50 and p99 are those of each call, not of the page.');
  }
  console.log(
    `\nRaw results: ${path.relative(root, file)}; server log: ${path.relative(root, log.file)}`,
  );
}

function load(target: Target, seconds: number) {
  return autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    timeout: 10,
    ...(target.sequence && {
      requests: target.sequence.map((path) => ({ method: 'GET' as const, path })),
    }),
  });
}

/** The URLs one page of a target asks. */
function urlsOf(target: Target): string[] {
  return target.sequence?.map((path) => `${target.url}${path}`) ?? [target.url];
}

/**
 * The API calls (paths and queries) a signed-in page's first load makes from the browser, by
 * network idle: what its clientLoaders read, the session check included.
 */
async function apiCallsOf(base: string, page: string, cookie: string): Promise<string[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: AUTH_COOKIE, value: cookie, url: base }]);
    const tab = await context.newPage();
    const calls: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/'))
        calls.push(`${url.pathname}${url.search}`);
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    if (calls.length === 0) throw new Error(`${page} made no API call`);
    return calls;
  } finally {
    await browser.close();
  }
}

async function signInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const match = new RegExp(`${AUTH_COOKIE}=([^;]+)`).exec(
    response.headers.getSetCookie().join('\n'),
  );
  if (!match) throw new Error(`login set no ${AUTH_COOKIE} cookie (${response.status})`);
  return match[1]!;
}

async function firstPublicSession(base: string): Promise<number> {
  const response = await fetch(`${base}/api/public/session_views`);
  const body = (await response.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('the catalogue lists no session');
  return id;
}

/** The portal's statements count, read from its metrics. */
async function statementsNow(base: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = /^passerelle_db_statements_total (\d+)$/m.exec(await response.text());
  if (!match) throw new Error('no passerelle_db_statements_total in the metrics');
  return Number(match[1]);
}

/**
 * The statements one page sends, counted between two reads of the metrics, less a scrape's own
 * (two reads in a row). Each is the fewest of three tries: a timed job's statements can only add
 * to either, and a difference of two noisy counts could come out below zero.
 */
async function statementsOf(base: string, target: Target): Promise<number> {
  let scrape = Infinity;
  let withPage = Infinity;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const first = await statementsNow(base);
    scrape = Math.min(scrape, (await statementsNow(base)) - first);
    const before = await statementsNow(base);
    for (const url of urlsOf(target)) {
      await (await fetch(url, { headers: target.headers })).arrayBuffer();
    }
    withPage = Math.min(withPage, (await statementsNow(base)) - before);
  }
  return withPage - scrape;
}

await runBenchmark(main);
