/**
 * The public pages as a visitor's phone gets them (`npm run bench:pages`, issue 4): the JavaScript
 * each page loads, gzipped as the server sends it, and the Lighthouse 12 mobile scores of `/`,
 * `/training` and `/training/{id}`.
 *
 * The BUILT portal is started as `npm start` runs it (no NODE_ENV: the built pages and the demo
 * programme) on a throwaway PGlite data directory. For each page the bench reads the server's
 * HTML, lists the scripts it loads at once (`<script src>` and `<link rel="modulepreload">`) and
 * downloads each with `accept-encoding: gzip`, counting the bytes on the wire; then loads the page
 * in a phone-sized Chromium and counts the same way every script it has fetched by network idle
 * and 6 s after (route preloads of the links on screen, parts fetched once painted). Then Lighthouse
 * (its own install in bench/lighthouse/, made on first use with `npm ci`) runs `BENCH_RUNS` times
 * per page (default 3) with its default mobile settings (Moto G Power emulation, simulated slow
 * 4G, 4× CPU slowdown) in Debian's Chromium; the median run by performance score is kept.
 * Writes bench/results/<date>-pages.json (gitignored) and the Lighthouse reports beside it.
 *
 * Before Lighthouse, each page is loaded BENCH_TRACE_RUNS times with its timeline traced
 * (main-thread.ts): the main thread's work after the first paint on this machine, medians, the
 * figures Lighthouse's model multiplies.
 * Environment: BENCH_PORT (default 3230), BENCH_RUNS (default 3, at most 9), BENCH_TRACE_RUNS
 * (default 5, at most 15), CHROME_PATH (default /usr/bin/chromium), BENCH_SKIP_LIGHTHOUSE=1
 * (weights and main thread only).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  SERVER_ENTRY,
  bounded,
  createStore,
  describeMachine,
  ensureBuild,
  machine,
  markdownTable,
  openLog,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  startNode,
  waitUntilUp,
  CHROME_FLAGS,
  chromePath,
} from './portal.js';
import { measureMainThread, medianCost, type MainThreadCost } from './main-thread.js';

const port = bounded('BENCH_PORT', 3230, 65535);
const runs = bounded('BENCH_RUNS', 3, 9);
const traceRuns = bounded('BENCH_TRACE_RUNS', 5, 15);
const lighthouseDir = path.join(root, 'bench', 'lighthouse');
const lighthouseCli = path.join(lighthouseDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Weight {
  page: string;
  scripts: { url: string; gzipBytes: number }[];
  gzipBytes: number;
  htmlGzipBytes: number;
  /** Every script the page has loaded once the network is idle (preloads included). */
  idleScripts: { url: string; gzipBytes: number }[];
  idleGzipBytes: number;
}

/** How long the page is watched after the network went idle: idle-time preloads run then. */
const IDLE_WATCH_MS = 6_000;

/**
 * The scripts a phone-sized Chromium loads for `page` by network idle and a few seconds after,
 * what the page fetches once painted (route preloads, lazy parts) included.
 */
async function scriptsByIdle(base: string, page: string): Promise<string[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    const urls = new Set<string>();
    tab.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        urls.add(new URL(response.url()).pathname);
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(IDLE_WATCH_MS);
    await tab.waitForLoadState('networkidle');
    return [...urls];
  } finally {
    await browser.close();
  }
}

/** Bytes on the wire of a GET with `accept-encoding: gzip` (no decoding). */
function wireBytes(url: string): Promise<{ bytes: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`${url}: ${response.statusCode}`));
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, body, encoding: response.headers['content-encoding'] });
        });
      })
      .on('error', reject);
  });
}

/** The scripts a page loads at once, from its server-rendered HTML. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    urls.add(match[1]!);
  }
  // Inline module scripts import the entry and route modules by URL.
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) {
    urls.add(match[1]!);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

async function weigh(base: string, page: string): Promise<Weight> {
  const html = await wireBytes(`${base}${page}`);
  const text = html.encoding === 'gzip' ? gunzipSync(html.body).toString() : html.body.toString();
  const scripts = [];
  for (const url of scriptsOf(text)) {
    // Files under 512 bytes have no compressed copy (precompress.mjs): counted as sent.
    const { bytes } = await wireBytes(`${base}${url}`);
    scripts.push({ url, gzipBytes: bytes });
  }
  const idleScripts = [];
  for (const url of await scriptsByIdle(base, page)) {
    const { bytes } = await wireBytes(`${base}${url}`);
    idleScripts.push({ url, gzipBytes: bytes });
  }
  return {
    page,
    scripts,
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    htmlGzipBytes: html.encoding === 'gzip' ? html.bytes : gzipSync(html.body).length,
    idleScripts,
    idleGzipBytes: idleScripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

/** Installs Lighthouse in bench/lighthouse on first use (its own lockfile, out of the workspaces). */
function ensureLighthouse(): void {
  if (existsSync(lighthouseCli)) return;
  console.log('Installing Lighthouse 12 in bench/lighthouse (first use)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: lighthouseDir, stdio: 'inherit' });
}

interface LighthouseRun {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  report: string;
}

/** One Lighthouse run (mobile defaults) of `url`, its report written to `reportPath`. */
async function lighthouse(url: string, reportPath: string): Promise<LighthouseRun> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'passerelle-lighthouse-'));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--output=json',
          `--output-path=${reportPath}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited ${code}: ${stderr}`)),
      );
    });
    const report = JSON.parse(await readFile(reportPath, 'utf8')) as {
      runtimeError?: { message: string };
      categories: Record<Category, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((report.categories[category].score ?? 0) * 100),
      ]),
    ) as Record<Category, number>;
    const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
    return {
      scores,
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        speedIndexMs: metric('speed-index'),
      },
      report: reportPath,
    };
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** A published, upcoming session of the demo programme, for /training/{id}. */
async function sessionPage(base: string): Promise<string> {
  const response = await fetch(`${base}/api/public/session_views`);
  if (!response.ok) throw new Error(`/api/public/session_views: ${response.status}`);
  const page = (await response.json()) as { items: { id: number }[] };
  const id = page.items[0]?.id;
  if (id === undefined) throw new Error('the demo programme has no public session');
  return `/training/${id}`;
}

async function main(): Promise<void> {
  ensureBuild();
  const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === '1';
  if (!skipLighthouse) ensureLighthouse();
  const started = stamp();
  const store = await createStore('pglite');
  const log = await openLog(`${started}-pages`);
  const base = `http://127.0.0.1:${port}`;
  // `npm start`'s mode: built pages and the demo programme.
  const env: Record<string, string> = {
    ...store.config,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  };
  if (process.env.NODE_ENV) throw new Error('run it without NODE_ENV (the demo mode of npm start)');
  startNode('portal', SERVER_ENTRY, env, log.stream);
  await waitUntilUp(`${base}/api/health`);

  const pages = ['/', '/training', await sessionPage(base)];
  const weights: Weight[] = [];
  for (const page of pages) weights.push(await weigh(base, page));
  const mainThread: Record<string, MainThreadCost[]> = {};
  for (const page of pages) {
    process.stdout.write(`  main thread ${page} (${traceRuns} loads)… `);
    mainThread[page] = await measureMainThread(`${base}${page}`, traceRuns, {
      executablePath: chromePath,
      args: CHROME_FLAGS.slice(1),
    });
    console.log(`${medianCost(mainThread[page]).busyMs.toFixed(0)} ms busy after paint`);
  }

  const lighthouseRuns: Record<string, LighthouseRun[]> = {};
  if (!skipLighthouse) {
    for (const page of pages) {
      lighthouseRuns[page] = [];
      for (let run = 1; run <= runs; run++) {
        const reportPath = path.join(
          resultsDir,
          `${started}-lighthouse-${page.replace(/\W+/g, '_') || 'home'}-${run}.json`,
        );
        process.stdout.write(`  lighthouse ${page} (${run}/${runs})… `);
        // Chromium sometimes fails to record a trace (NO_NAVSTART): one more try.
        const result = await lighthouse(`${base}${page}`, reportPath).catch(() =>
          lighthouse(`${base}${page}`, reportPath),
        );
        lighthouseRuns[page].push(result);
        console.log(
          CATEGORIES.map((category) => `${category} ${result.scores[category]}`).join(', '),
        );
      }
    }
  }

  const info = machine();
  console.log(`\n${describeMachine(info)}\n`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    markdownTable([
      [
        'page',
        'scripts',
        'JS gzip KiB',
        'by idle: scripts',
        'by idle: JS gzip KiB',
        'HTML gzip KiB',
      ],
      ...weights.map((weight) => [
        weight.page,
        String(weight.scripts.length),
        kb(weight.gzipBytes),
        String(weight.idleScripts.length),
        kb(weight.idleGzipBytes),
        kb(weight.htmlGzipBytes),
      ]),
    ]),
  );
  const ms = (value: number) => value.toFixed(0);
  console.log(
    `\nMain thread after the first paint, this machine, median of ${traceRuns} loads:\n\n` +
      markdownTable([
        [
          'page',
          'busy ms',
          'longest task ms',
          'tasks > 12.5 ms',
          'blocking at 4× ms',
          'modules run ms',
        ],
        ...pages.map((page) => {
          const cost = medianCost(mainThread[page]!);
          return [
            page,
            ms(cost.busyMs),
            ms(cost.longestMs),
            String(cost.longTasks),
            ms(cost.blockingAt4xMs),
            ms(cost.moduleEvaluationMs),
          ];
        }),
      ]),
  );
  const medians: Record<string, LighthouseRun> = {};
  if (!skipLighthouse) {
    for (const page of pages) {
      const sorted = [...lighthouseRuns[page]!].sort(
        (a, b) => a.scores.performance - b.scores.performance,
      );
      medians[page] = sorted[Math.floor(sorted.length / 2)]!;
    }
    console.log(
      `\nLighthouse 12, mobile, median of ${runs} run(s) by performance score:\n\n` +
        markdownTable([
          ['page', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
          ...pages.map((page) => {
            const run = medians[page]!;
            return [
              page,
              ...CATEGORIES.map((category) => String(run.scores[category])),
              String(run.metrics.fcpMs),
              String(run.metrics.lcpMs),
              String(run.metrics.tbtMs),
              String(run.metrics.cls),
              String(run.metrics.speedIndexMs),
            ];
          }),
        ]),
    );
  }
  const file = path.join(resultsDir, `${started}-pages.json`);
  await writeFile(
    file,
    JSON.stringify({ machine: info, weights, mainThread, lighthouseRuns, medians }, null, 2),
  );
  console.log(`\nRaw results: ${path.relative(root, file)}`);
}

void runBenchmark(main);
