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
 * Environment: see bench/mixes.ts (BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_PORT,
 * BENCH_DATABASE_URL of a role that may create databases, BENCH_DATABASES, BENCH_ANALYZE_PGLITE).
 */
import { LIST_DATA } from './data.js';
import { runMixBenchmark } from './mixes.js';

const year = LIST_DATA.firstYear + 1;

/**
 * The filter mixes of issue 3 (what people do on the sessions page, each in a few variants, in
 * the default order by start date), then sorting by a folded name, then the four mixed.
 */
const QUERIES: { name: string; queries: string[] }[] = [
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
const ISSUE_MIXES = QUERIES.slice(1);
QUERIES.push(
  {
    name: 'sort by action or city name, page 1',
    queries: ['sort=action', 'sort=-action', 'sort=city', 'sort=-city'],
  },
  {
    name: 'the four filter mixes, mixed',
    queries: ISSUE_MIXES.flatMap((mix) => mix.queries),
  },
);

await runMixBenchmark({
  name: 'sessions',
  data: LIST_DATA,
  mixes: QUERIES.map(({ name, queries }) => ({
    name,
    paths: queries.map((query) => (query ? `/api/sessions?${query}` : '/api/sessions')),
  })),
  as: 'admin',
  mixLabel: 'filter mix',
  description: 'GET /api/sessions',
});
