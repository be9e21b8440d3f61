/**
 * The public catalogue search at 10 000 sessions (`npm run bench:catalogue`, issue 4 item 7:
 * p99 ≤ 150 ms on PGlite and ≤ 50 ms on PostgreSQL at 20 connections).
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set): a throwaway database
 * is filled with bench/data.ts's CATALOGUE_DATA (2 000 actions over this year and the next,
 * 10 000 sessions of which three in four are published, 50 000 registrations), the BUILT portal
 * is started on it in production mode, and autocannon measures `GET /api/public/session_views`
 * as an anonymous visitor at 20 connections for each search mix below (each connection cycles
 * through the mix's variants), after a warm-up. Every variant is first checked to answer 200
 * with rows; any non-2xx answer fails the run, time-outs (30 s) are counted. Prints a table per
 * database and writes the results to bench/results/<date>-catalogue.json (gitignored).
 *
 * Environment: see bench/mixes.ts (BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS,
 * BENCH_PORT, BENCH_DATABASE_URL, BENCH_DATABASES, BENCH_ANALYZE_PGLITE).
 */
import { CATALOGUE_DATA } from './data.js';
import { runMixBenchmark, type Mix } from './mixes.js';

const SEARCH = '/api/public/session_views';
const next = CATALOGUE_DATA.firstYear + 1;

/**
 * What visitors do on /training: the default list (sessions to come), the simple search (French
 * full text, accents and case ignored, by relevance), the advanced search, both together, a deep
 * page; then the home page's next sessions; then all of them mixed.
 */
const MIXES: Mix[] = [
  { name: 'sessions to come, page 1 and 2', paths: [SEARCH, `${SEARCH}?page=2`] },
  {
    name: 'simple search q= (full text)',
    paths: ['securite', 'evaluation', 'REUNION', 'accueil du public', 'formateurs'].map(
      (q) => `${SEARCH}?q=${encodeURIComponent(q)}`,
    ),
  },
  {
    name: 'advanced search',
    paths: [
      `${SEARCH}?axisId=3&modality=ONSITE`,
      `${SEARCH}?typeId=2&cityId=4`,
      `${SEARCH}?from=${next}-01-01&to=${next}-03-31&availability=AVAILABLE`,
      `${SEARCH}?cityId=9&from=${next}-02-01&to=${next}-06-30`,
    ],
  },
  {
    name: 'text + criteria',
    paths: [
      `${SEARCH}?q=risques&axisId=2`,
      `${SEARCH}?q=conflits&modality=ONSITE`,
      `${SEARCH}?q=management&from=${next}-01-01`,
      `${SEARCH}?q=donnees&availability=AVAILABLE`,
    ],
  },
  {
    name: 'deep page (20 per page)',
    paths: [`${SEARCH}?page=60`, `${SEARCH}?page=90`, `${SEARCH}?q=equipe&page=3`],
  },
  { name: 'next sessions (home page)', paths: [`${SEARCH}/next`] },
];
MIXES.push({ name: 'all mixed', paths: MIXES.flatMap((mix) => mix.paths) });

/**
 * Questions nobody asked, so that no answer comes from the portal's 5-second cache (decision
 * 019) nor from anything it learnt from an earlier request: words of the programme (titles,
 * goals, audiences, cities; some with accents or capitals, no two the same once folded, since
 * the portal folds them before it looks an answer up) × five shapes (the text alone, with a
 * modality, with an availability, from the 1st of January of next year, a second page) × every
 * end date of next year, the latest first: 91 250 searches, each asked once in the whole run
 * (bench/mixes.ts fails the run rather than ask one twice).
 */
const WORDS = [
  ...['Sécurité', 'ÉVALUATION', 'accueil', 'formateurs', 'risques', 'conflits', 'management'],
  ...['équipe', 'Réunion', 'budget', 'handicap', 'données', 'cybersécurité', 'laïcité'],
  ...['urbanisme', 'hygiène', 'comptabilité', 'marchés', 'secours', 'bureautique', 'tableur'],
  ...['conduite', 'parole', 'rédaction', 'temps', 'changement', 'qualité', 'entretien'],
  ...['égalité', 'habilitation', 'électrique', 'distance', 'psychosociaux', 'mobilité'],
  ...['permis', 'alimentaire', 'neutralité', 'priorités', 'administrative', 'Paris', 'Lyon'],
  ...['Marseille', 'Toulouse', 'Nantes', 'Bordeaux', 'Lille', 'Rennes', 'Grenoble', 'Dijon'],
];
const SHAPES = [
  '',
  '&modality=ONSITE',
  '&availability=AVAILABLE',
  `&from=${next}-01-01`,
  '&page=2',
];
const DISTINCT = Array.from({ length: 365 }, (_, day) => {
  const to = new Date(Date.UTC(next, 11, 31 - day)).toISOString().slice(0, 10);
  return SHAPES.flatMap((shape) =>
    WORDS.map((q) => `${SEARCH}?q=${encodeURIComponent(q)}&to=${to}${shape}`),
  );
}).flat();
MIXES.push({ name: 'distinct searches (cache misses)', paths: DISTINCT, rotate: true });

/**
 * The same, each with a text never asked before in the run: three words of WORDS, any of them
 * (`websearch` syntax "a or b or c"), 18 424 texts, each with an end date of next year.
 */
const NEW_TEXTS = WORDS.flatMap((first, i) =>
  WORDS.slice(i + 1).flatMap((second, j) =>
    WORDS.slice(i + j + 2).map((third) => `${first} or ${second} or ${third}`),
  ),
).map((q, n) => {
  const to = new Date(Date.UTC(next, 11, 31 - (n % 365))).toISOString().slice(0, 10);
  return `${SEARCH}?q=${encodeURIComponent(q)}&to=${to}`;
});
MIXES.push({ name: 'distinct searches, new texts (cache misses)', paths: NEW_TEXTS, rotate: true });

await runMixBenchmark({
  name: 'catalogue',
  data: CATALOGUE_DATA,
  mixes: MIXES,
  // The catalogue is public: no session to look up.
  as: 'anonymous',
  mixLabel: 'search mix',
  bare: true,
  description:
    `GET ${SEARCH} (anonymous; goal of issue 4: p99 ≤ 150 ms on PGlite, ≤ 50 ms on ` +
    'PostgreSQL)',
});
