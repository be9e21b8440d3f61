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
 * 3220), BENCH_DATABASE_URL, BENCH_DATABASES (pglite,postgres), BENCH_FORMATS (csv,xlsx),
 * BENCH_ANALYZE_PGLITE=1.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXPORT_DATA, fillStore, type FillResult } from './data.js';
import { FORMATS, download, exportTable, measureExport, type Measure } from './download.js';
import {
  STORE_LABELS,
  bounded,
  createStore,
  describeMachine,
  ensureBuild,
  loadAverage,
  machine,
  openLog,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  startPortal,
  storesToMeasure,
  waitUntilIdle,
  type StoreKind,
} from './portal.js';

const runsPerFormat = bounded('BENCH_RUNS', 1, 5);
const port = bounded('BENCH_PORT', 3220, 65535);
const analyzePglite = process.env.BENCH_ANALYZE_PGLITE === '1';
/** BENCH_FORMATS=csv (or xlsx) measures one format alone, e.g. to profile it. */
const formats = FORMATS.filter(
  (format) => !process.env.BENCH_FORMATS || process.env.BENCH_FORMATS.split(',').includes(format),
);

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  const analyze = kind === 'postgres' || analyzePglite;
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const fill: FillResult = await fillStore(store, EXPORT_DATA, { analyze });
  console.log(`${fill.seconds.toFixed(1)} s ${JSON.stringify(fill.counts)}`);
  const log = await openLog(`${runStamp}-export-${kind}`);
  const portal = await startPortal(store, port, log.stream);

  const measures: Measure[] = [];
  for (const format of formats) {
    // Warm-up: a few hundred rows load the export's code paths.
    const warm = await download(
      `${portal.url}/api/action_views/export?format=${format}&year=${EXPORT_DATA.firstYear}&axisId=1&typeId=1`,
      portal.headers,
    );
    if (warm.status !== 200) throw new Error(`warm-up ${format} export answered ${warm.status}`);
    for (let run = 0; run < runsPerFormat; run++) {
      await waitUntilIdle(portal, store);
      process.stdout.write(`  ${format} (load ${loadAverage()})… `);
      const measure = await measureExport(
        portal,
        '/api/action_views/export',
        format,
        fill.counts.actions!,
      );
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
    console.log(
      `\n${run.database}${run.analyzed ? ', analyzed' : ''}:\n\n${exportTable(run.measures)}`,
    );
  }
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
