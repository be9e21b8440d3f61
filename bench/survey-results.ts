/**
 * The survey results at 10 000 sessions and 150 000 answer sheets (`npm run bench:surveys`,
 * issue 12, decision 034).
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set): a throwaway database
 * is filled with bench/survey-data.ts (2 000 actions over two years, 10 000 sessions each with its
 * survey and 15 trainees, 105 000 answer sheets sent and 45 000 not), then the BUILT portal is
 * started on it twice: with the results cache off (SURVEY_RESULTS_CACHE_SECONDS=0: every answer
 * computed) and with its default lifetime. Each time autocannon measures, at 20 connections, the
 * mixes below (bench/mixes.ts: each variant first checked, then timed alone, then under load),
 * among them one session's results page as the server renders it (issue 24 item 7), then a bare
 * Fastify route in the same run.
 * Last, on the second portal, the export of one axis's answer sheets (about a tenth), then of
 * every sheet, is downloaded in CSV and XLSX while the server's memory is sampled
 * (bench/download.ts): its peak must not grow with the file. Prints the tables and writes
 * bench/results/<date>-surveys.json (gitignored).
 *
 * Environment: see bench/mixes.ts (BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_PORT,
 * BENCH_DATABASE_URL, BENCH_DATABASES, BENCH_ANALYZE_PGLITE).
 */
import { SURVEY_DATA, surveyFillStatements } from './survey-data.js';
import { FORMATS, exportTable, measureExport, type Measure } from './download.js';
import { runMixBenchmark, type Mix } from './mixes.js';
import { loadAverage, openLog, stamp, startPortal, waitUntilIdle, type Portal } from './portal.js';

/** The heap of the second portal (`--max-old-space-size`): about 40 MiB are held at rest. */
const CAPPED_HEAP_MIB = 64;
const cappedPort = Number(process.env.BENCH_PORT ?? 3210) + 1;

const year = SURVEY_DATA.firstYear + 1;
const sessions = SURVEY_DATA.actions * SURVEY_DATA.sessionsPerAction;
const list = (query: string) => `/api/survey_views${query ? `?${query}` : ''}`;

/** What people do on /back/surveys, each in a few variants. */
const MIXES: Mix[] = [
  {
    name: 'sessions list, page 1',
    paths: [list(''), list(`year=${year}`), list('sort=-rate'), list('status=CLOSED&page=3')],
  },
  {
    name: 'sessions list, filtered (rate, axis, provider, type)',
    paths: [
      list('rateMin=80'),
      list(`axisId=3&rateMax=60&year=${year}`),
      list(`providerId=7&year=${year - 1}`),
      list('typeId=2&status=OPEN&sort=action'),
    ],
  },
  {
    name: "one session's results",
    // Every request another survey: what nobody asked for lately.
    paths: Array.from({ length: 500 }, (_, n) => `/api/survey_views/${1 + ((n * 97) % sessions)}`),
    rotate: true,
  },
  {
    name: 'summary of the filtered surveys',
    paths: [
      '/api/survey_views/summary',
      `/api/survey_views/summary?year=${year}`,
      '/api/survey_views/summary?axisId=4&status=CLOSED',
      '/api/survey_views/summary?providerId=12',
    ],
  },
  {
    name: 'roll-ups by year, axis, provider, action',
    paths: [
      '/api/survey_views/rollups?by=year',
      `/api/survey_views/rollups?by=axis&year=${year}`,
      '/api/survey_views/rollups?by=provider',
      `/api/survey_views/rollups?by=action&year=${year}&page=5`,
    ],
  },
];
MIXES.push({
  // Issue 24 item 7: the page a manager opens, rendered by the server (its loader reads the
  // session's results, the survey and the session), every request another session.
  name: "one session's results page (server-rendered)",
  paths: Array.from(
    { length: sessions },
    (_, n) => `/back/surveys/${1 + ((n * 89 + 13) % sessions)}`,
  ),
  rotate: true,
  page: true,
});
MIXES.push({
  name: 'the page: list, summary and roll-ups mixed',
  paths: [MIXES[0]!, MIXES[1]!, MIXES[3]!, MIXES[4]!].flatMap((mix) => mix.paths),
});

await runMixBenchmark({
  name: 'surveys',
  data: SURVEY_DATA,
  more: surveyFillStatements(),
  counted: ['session_surveys', 'registration_surveys', 'survey_rating_totals'],
  mixes: MIXES,
  as: 'admin',
  mixLabel: 'mix',
  // The reference the portal's CPU per request is read against (issue 24).
  bare: true,
  description: 'GET /api/survey_views…',
  configurations: [
    {
      name: 'results cache off (SURVEY_RESULTS_CACHE_SECONDS=0)',
      env: { SURVEY_RESULTS_CACHE_SECONDS: '0' },
    },
    { name: 'results cache on (default: 300 s embedded, 15 s PostgreSQL)', env: {} },
  ],
  after: async (portal, store, fill) => {
    // A tenth of the sheets (one axis), then all of them: memory must not grow with the file.
    // The CSV's lines are checked against the sheets sent, as the API counts them.
    const sentOf = async (on: Portal, query: string) => {
      const response = await fetch(`${on.url}/api/survey_views/summary${query}`, {
        headers: on.headers,
      });
      return ((await response.json()) as { filled: number }).filled;
    };
    const measures: (Measure & { heap: string })[] = [];
    const measureOn = async (on: Portal, heap: string, queries: string[]) => {
      for (const format of FORMATS) {
        for (const query of queries) {
          await waitUntilIdle(on, store);
          process.stdout.write(`  export ${format}${query} heap ${heap} (load ${loadAverage()})… `);
          const sent = await sentOf(on, query);
          const measure = await measureExport(on, `/api/survey_views/export${query}`, format, sent);
          console.log(
            `${(measure.totalMs / 1000).toFixed(1)} s, ${(measure.bytes / 2 ** 20).toFixed(1)} MiB, ` +
              `peak RSS ${measure.peakRssMiB} MiB (before ${measure.rssBeforeMiB} MiB)`,
          );
          measures.push({ ...measure, heap });
        }
      }
    };
    await measureOn(portal, 'default', ['?axisId=1', '']);
    // Node collects garbage lazily while memory is plentiful, so a peak of resident memory mixes
    // garbage with what is held. The whole export again, on a portal whose heap may not exceed
    // CAPPED_HEAP_MIB (about 25 MiB above what it holds at rest): it completes only if the export
    // holds nothing proportional to the file.
    await portal.stop();
    const { stream } = await openLog(`${stamp()}-surveys-capped-heap`);
    const capped = await startPortal(store, cappedPort, stream, {}, [
      `--max-old-space-size=${CAPPED_HEAP_MIB}`,
    ]);
    await measureOn(capped, `${CAPPED_HEAP_MIB} MiB`, ['']);
    await capped.stop();
    return {
      text:
        'GET /api/survey_views/export, the answer sheets sent of one axis, then all of them ' +
        `(of ${fill.counts.registration_surveys} sheets), one download at a time; then all of ` +
        `them again with the portal's heap capped at ${CAPPED_HEAP_MIB} MiB:\n\n` +
        exportTable(measures),
      raw: measures,
    };
  },
});
