/**
 * Export of 50 000 actions to CSV and XLSX (`npm run bench:export`, issue 3): time and peak
 * memory of the server process.
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set): a throwaway database
 * is filled with bench/data.ts's EXPORT_DATA (50 000 actions over two years, 100 000 sessions),
 * the BUILT portal is started on it in production mode and an admin signs in. For each format, a
 * small filtered export first warms the route up; then the whole list is downloaded from
 * `GET /api/action_views/export?format=…` and streamed to nowhere while the bench samples the
 * server's resident memory (/proc/<pid>/status VmRSS every 10 ms; VmHWM too, its peak reset
 * through /proc/<pid>/clear_refs just before) and reads its CPU time (/proc/<pid>/stat) before and
 * after. The CSV's lines are counted (a header and one line per action); the XLSX must be a whole
 * ZIP archive (local header at the start, end-of-central-directory record at the end). Prints a
 * table per database and writes bench/results/<date>-export.json (gitignored).
 *
 * With PGlite the database runs inside the server process, so its memory is in the figures; with
 * PostgreSQL the database server's own memory is not.
 *
 * Environment: BENCH_RUNS (downloads per format, default 1, at most 5), BENCH_PORT (default
 * 3220), BENCH_DATABASE_URL, BENCH_DATABASES (pglite,postgres), BENCH_ANALYZE_PGLITE=1.
 */
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { EXPORT_DATA, fillStore, type FillResult } from './data.js';
import {
  STORE_LABELS,
  bounded,
  cpuSeconds,
  createStore,
  describeMachine,
  ensureBuild,
  loadAverage,
  machine,
  markdownTable,
  openLog,
  procStatusKb,
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

const runsPerFormat = bounded('BENCH_RUNS', 1, 5);
const port = bounded('BENCH_PORT', 3220, 65535);
const analyzePglite = process.env.BENCH_ANALYZE_PGLITE === '1';
const FORMATS = ['csv', 'xlsx'] as const;
type Format = (typeof FORMATS)[number];

interface Download {
  status: number;
  bytes: number;
  /** Line feeds: the CSV's lines (no field holds a line break in this data). */
  lineFeeds: number;
  head: Buffer;
  tail: Buffer;
  firstByteMs: number;
  totalMs: number;
}

/** Downloads `url`, counting bytes and line feeds, keeping the first and last bytes. */
function download(url: string, headers: Record<string, string>): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let firstByteMs = 0;
      let bytes = 0;
      let lineFeeds = 0;
      let head = Buffer.alloc(0);
      let tail = Buffer.alloc(0);
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lineFeeds++;
        if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64)]).subarray(0, 64);
        tail = Buffer.concat([tail, chunk]).subarray(-64);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          lineFeeds,
          head,
          tail,
          firstByteMs,
          totalMs: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function checkFile(format: Format, file: Download, expectedRows: number): void {
  if (file.status !== 200) throw new Error(`${format} export answered ${file.status}`);
  if (format === 'csv') {
    if (file.lineFeeds !== expectedRows + 1) {
      throw new Error(`CSV: ${file.lineFeeds} lines, expected ${expectedRows} rows and a header`);
    }
    return;
  }
  const localHeader = file.head.readUInt32LE(0) === 0x04034b50;
  // The end-of-central-directory record (22 bytes, no comment) closes a whole archive.
  const endRecord = file.tail.readUInt32LE(file.tail.length - 22) === 0x06054b50;
  if (!localHeader || !endRecord) throw new Error('XLSX: not a whole ZIP archive');
}

interface Measure {
  format: Format;
  bytes: number;
  rows: number;
  firstByteMs: number;
  totalMs: number;
  cpuSeconds: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  /** VmHWM after the download, its peak reset before (when the kernel allowed it). */
  hwmMiB: number | null;
  loadAverage: number;
}

const mib = (kb: number) => Math.round((kb / 1024) * 10) / 10;

async function measureExport(portal: Portal, format: Format, rows: number): Promise<Measure> {
  const pid = portal.child.pid!;
  const load = loadAverage();
  const rssBefore = procStatusKb(pid, 'VmRSS') ?? 0;
  const peakReset = resetPeak(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, procStatusKb(pid, 'VmRSS') ?? 0);
  }, 10);
  const cpuBefore = cpuSeconds(pid);
  try {
    const file = await download(
      `${portal.url}/api/action_views/export?format=${format}`,
      portal.headers,
    );
    const cpu = cpuSeconds(pid) - cpuBefore;
    peak = Math.max(peak, procStatusKb(pid, 'VmRSS') ?? 0);
    checkFile(format, file, rows);
    return {
      format,
      bytes: file.bytes,
      rows,
      firstByteMs: Math.round(file.firstByteMs),
      totalMs: Math.round(file.totalMs),
      cpuSeconds: Math.round(cpu * 100) / 100,
      rssBeforeMiB: mib(rssBefore),
      peakRssMiB: mib(peak),
      hwmMiB: peakReset ? mib(procStatusKb(pid, 'VmHWM') ?? 0) : null,
      loadAverage: load,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  const analyze = kind === 'postgres' || analyzePglite;
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const fill: FillResult = await fillStore(store, EXPORT_DATA, { analyze });
  console.log(`${fill.seconds.toFixed(1)} s ${JSON.stringify(fill.counts)}`);
  const log = await openLog(`${runStamp}-export-${kind}`);
  const portal = await startPortal(store, port, log.stream);

  const measures: Measure[] = [];
  for (const format of FORMATS) {
    // Warm-up: a few hundred rows load the export's code paths.
    const warm = await download(
      `${portal.url}/api/action_views/export?format=${format}&year=${EXPORT_DATA.firstYear}&axisId=1&typeId=1`,
      portal.headers,
    );
    if (warm.status !== 200) throw new Error(`warm-up ${format} export answered ${warm.status}`);
    for (let run = 0; run < runsPerFormat; run++) {
      await waitUntilIdle(portal, store);
      process.stdout.write(`  ${format} (load ${loadAverage()})… `);
      const measure = await measureExport(portal, format, fill.counts.actions!);
      console.log(
        `${(measure.totalMs / 1000).toFixed(1)} s, ${(measure.bytes / 2 ** 20).toFixed(1)} MiB, ` +
          `peak RSS ${measure.peakRssMiB} MiB (before ${measure.rssBeforeMiB} MiB)`,
      );
      measures.push(measure);
    }
  }
  await portal.stop();
  await store.dispose();
  return { database: STORE_LABELS[kind], analyzed: analyze, fill, measures };
}

function table(measures: Measure[]): string {
  return markdownTable([
    [
      'format',
      'rows',
      'MiB',
      'first byte ms',
      'total s',
      'server CPU s',
      'RSS before MiB',
      'peak RSS MiB',
      'VmHWM MiB',
      'load',
    ],
    ...measures.map((m) => [
      m.format.toUpperCase(),
      String(m.rows),
      (m.bytes / 2 ** 20).toFixed(1),
      String(m.firstByteMs),
      (m.totalMs / 1000).toFixed(1),
      m.cpuSeconds.toFixed(1),
      m.rssBeforeMiB.toFixed(0),
      m.peakRssMiB.toFixed(0),
      m.hwmMiB === null ? 'n/a' : m.hwmMiB.toFixed(0),
      m.loadAverage.toFixed(1),
    ]),
  ]);
}

await runBenchmark(async () => {
  ensureBuild();
  const runStamp = stamp();
  const runs = [];
  for (const kind of storesToMeasure()) runs.push(await benchStore(kind, runStamp));

  const info = machine();
  const file = path.join(resultsDir, `${runStamp}-export.json`);
  await writeFile(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: info,
        settings: { runsPerFormat, data: EXPORT_DATA },
        runs,
      },
      null,
      2,
    ),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    'GET /api/action_views/export, all actions, default sort; one download at a time; ' +
      '"load": 1-minute load average before.',
  );
  for (const run of runs) {
    console.log(`\n${run.database}${run.analyzed ? ', analyzed' : ''}:\n\n${table(run.measures)}`);
  }
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
