/**
 * Registration requests per second with every rule (`npm run bench:registrations`, issue 4).
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set): a throwaway database
 * is filled with bench/data.ts's LIST_DATA (its 3 000 beneficiaries get a beneficiary profile in
 * one of the 10 employer structures, and a Bearer token written straight into `auth_tokens`, so
 * that no password hashing sits in the figures), plus `SESSIONS` published, upcoming sessions of a
 * bench action type (no HR nor provider validation, so each accepted request takes a seat at
 * once, under the session lock) with more seats than requests. The BUILT portal is started on it
 * in production mode, and autocannon sends `POST /api/sessions/{id}/register` at 20 connections,
 * each request a new (beneficiary, session) pair: the whole rule book runs (session open and
 * published, deadline, duplicate, members-only, yearly quotas, seats under lock, history, mails
 * in the outbox). Any answer but 201 fails the run. Afterwards the bench checks that the database
 * holds one registration per 201 answer (plus those still in flight when a window closed).
 *
 * Environment: BENCH_DURATION (seconds, default 10, at most 60), BENCH_WARMUP (default 3),
 * BENCH_CONNECTIONS (default 20), BENCH_PORT (default 3220), BENCH_DATABASE_URL, BENCH_DATABASES.
 */
import autocannon, { type Result } from 'autocannon';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { hashToken } from '../apps/server/src/lib/tokens.js';
import { LIST_DATA, fillStore } from './data.js';
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
  startCpuMeter,
  startPortal,
  storesToMeasure,
  waitUntilIdle,
  type Store,
  type StoreKind,
} from './portal.js';

const { duration, warmup, connections, port } = loadSettings({ connections: 20, port: 3220 });

/** The bench's users in bench/data.ts: referents 1–20, then the beneficiaries. */
const FIRST_BENEFICIARY = 21;
const BENEFICIARIES = 3_000;
/** Upcoming sessions the requests spread over (3 000 × 300 pairs: far more than sent). */
const SESSIONS = 300;
const tokenOf = (userId: number) => `bench-registration-token-${userId}`;

/**
 * What the registrations need on top of LIST_DATA: beneficiary profiles and tokens, a bench
 * action type and upcoming published sessions with seats for every request.
 */
async function prepare(store: Store): Promise<number[]> {
  const handle = await openDatabase(store.config);
  try {
    const db = handle.db;
    const last = FIRST_BENEFICIARY + BENEFICIARIES - 1;
    await db.execute(sql`insert into user_profiles (user_id, profile_code, structure_id)
      select n, 'profile_beneficiary', 31 + n % 10 from generate_series(${FIRST_BENEFICIARY}::int, ${last}::int) n`);
    await db.execute(sql`update users set current_profile_code = 'profile_beneficiary'
      where id between ${FIRST_BENEFICIARY} and ${last}`);
    const tokens = Array.from({ length: BENEFICIARIES }, (_, k) => {
      const id = FIRST_BENEFICIARY + k;
      return sql`(${id}, ${hashToken(tokenOf(id))}, now() + interval '1 day')`;
    });
    await db.execute(
      sql`insert into auth_tokens (user_id, token_hash, expires_at) values ${sql.join(tokens, sql`, `)}`,
    );
    const [type] = (
      (await db.execute(sql`insert into action_types (name, acronym, seat_amount,
          waiting_seat_amount, members_only, hr_validation, provider_validation)
        values ('Banc d’essai des inscriptions', 'BEI', 100000, 5, false, false, false)
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const year = new Date().getFullYear() + 1;
    const [action] = (
      (await db.execute(sql`insert into actions (name, type_id, year, axis_id, provider_id, referent_id)
        values ('Banc d’essai : inscriptions en nombre', ${type!.id}, ${year}, 1, 1, 1)
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    const sessions = (
      (await db.execute(sql`insert into sessions (action_id, code, status, start_date, end_date,
          modality, seats, published, registration_required)
        select ${action!.id}, 'BEI-' || n, 'PROGRAMMED', now() + (30 + n % 200) * interval '1 day',
          now() + (30 + n % 200) * interval '1 day' + interval '7 hours', 'REMOTE', 100000, true, true
        from generate_series(1, ${SESSIONS}::int) n
        returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await db.execute(sql`analyze`);
    return sessions.map((row) => row.id);
  } finally {
    await handle.close();
  }
}

async function registrationsOfBenchSessions(store: Store, sessionIds: number[]): Promise<number> {
  const handle = await openDatabase(store.config);
  try {
    const result = (await handle.db.execute(
      sql`select count(*)::int as count from registrations
        where session_id = any(${`{${sessionIds.join(',')}}`}::int[])`,
    )) as unknown as { rows: { count: number }[] };
    return result.rows[0]!.count;
  } finally {
    await handle.close();
  }
}

/**
 * A load pattern: the sessions asked for, and where its beneficiaries start (scenarios use
 * disjoint beneficiaries, so every pair is new).
 */
interface Scenario {
  name: string;
  sessionCount: number;
  firstBeneficiary: number;
}

const SCENARIOS: Scenario[] = [
  // The everyday load: requests spread over the catalogue's upcoming sessions.
  { name: `${SESSIONS} sessions`, sessionCount: SESSIONS, firstBeneficiary: 0 },
  // A rush on a few popular sessions: two connections queue on each session's lock.
  { name: '10 sessions (rush)', sessionCount: 10, firstBeneficiary: 1_000 },
];

/** Requests that each register a new (beneficiary, session) pair, from pair number `start`. */
function registrations(
  url: string,
  sessionIds: number[],
  scenario: Scenario,
  start: number,
  seconds: number,
  counter: { next: number },
): Promise<Result> {
  const sessions = sessionIds.slice(0, scenario.sessionCount);
  counter.next = start;
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = counter.next++;
          const rank = scenario.firstBeneficiary + Math.floor(n / sessions.length);
          if (rank >= BENEFICIARIES) throw new Error(`${scenario.name}: out of beneficiaries`);
          const beneficiary = FIRST_BENEFICIARY + rank;
          const session = sessions[n % sessions.length]!;
          return {
            ...request,
            path: `/api/sessions/${session}/register`,
            headers: {
              authorization: `Bearer ${tokenOf(beneficiary)}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ motivation: `Demande de banc d’essai n° ${n}` }),
          };
        },
      },
    ],
  });
}

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const fill = await fillStore(store, LIST_DATA, { analyze: true });
  const sessionIds = await prepare(store);
  console.log(`${fill.seconds.toFixed(1)} s, ${sessionIds.length} bench sessions`);
  const log = await openLog(`${runStamp}-registrations-${kind}`);
  const portal = await startPortal(store, port, log.stream);

  // One request alone first: the contract holds (201) before anything is timed.
  const probe = await fetch(`${portal.url}/api/sessions/${sessionIds[0]}/register`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokenOf(FIRST_BENEFICIARY)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ motivation: 'Demande de contrôle' }),
  });
  if (probe.status !== 201) throw new Error(`register: ${probe.status} ${await probe.text()}`);

  const measures = [];
  let answered = 1;
  let sent = 1;
  for (const scenario of SCENARIOS) {
    // The probe took pair 0 of the first scenario.
    const counter = { next: scenario.firstBeneficiary === 0 ? 1 : 0 };
    process.stdout.write(`  ${scenario.name}: warm-up ${warmup}s, `);
    const warm = await registrations(
      portal.url,
      sessionIds,
      scenario,
      counter.next,
      warmup,
      counter,
    );
    await waitUntilIdle(portal, store);
    const load = loadAverage();
    process.stdout.write(`measure ${duration}s (load ${load})… `);
    const meter = await startCpuMeter(portal, store);
    const result = await registrations(
      portal.url,
      sessionIds,
      scenario,
      counter.next,
      duration,
      counter,
    );
    const cpu = await meter.stop();
    console.log(`${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    if (warm.non2xx > 0 || result.non2xx > 0) {
      throw new Error(`refused requests: ${JSON.stringify(result.statusCodeStats)}`);
    }
    answered += warm.latency.totalCount + result.latency.totalCount;
    sent += warm.requests.sent + result.requests.sent;
    // CPU milliseconds per answered request, of the portal and of the database connections.
    const perRequest = (seconds: number) => (seconds * 1000) / result.latency.totalCount;
    measures.push({
      scenario: scenario.name,
      loadAverage: load,
      result,
      cpuMs: { portal: perRequest(cpu.portal), database: perRequest(cpu.database) },
    });
  }
  await portal.stop();
  const stored = await registrationsOfBenchSessions(store, sessionIds);
  // Requests still in flight when a window closes are stored but not counted as answered.
  if (stored < answered || stored > sent) {
    throw new Error(`${answered} answered 201 (${sent} sent) but ${stored} registrations stored`);
  }
  await store.dispose();
  return { kind, database: STORE_LABELS[kind], stored, measures };
}

await runBenchmark(async () => {
  ensureBuild();
  const runStamp = stamp();
  const runs = [];
  for (const kind of storesToMeasure()) runs.push(await benchStore(kind, runStamp));
  const info = machine();
  const file = path.join(resultsDir, `${runStamp}-registrations.json`);
  await writeFile(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), machine: info, connections, duration, runs },
      null,
      2,
    ),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    `POST /api/sessions/{id}/register, ${connections} connections, ${duration} s after ${warmup} s ` +
      'of warm-up, every request a new beneficiary and session pair.\n',
  );
  console.log(
    markdownTable([
      [
        'database',
        'sessions asked',
        'answers',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'errors',
        'portal CPU ms/req',
        'database CPU ms/req',
        'load',
      ],
      ...runs.flatMap(({ kind, database, measures }) =>
        measures.map(({ scenario, loadAverage: load, result, cpuMs }) => [
          database,
          scenario,
          String(result.latency.totalCount),
          result.requests.average.toFixed(0),
          milliseconds(result.latency.p50),
          milliseconds(result.latency.p99),
          milliseconds(result.latency.max),
          String(result.errors + result.timeouts),
          cpuMs.portal.toFixed(2),
          kind === 'pglite' ? '(in the portal)' : cpuMs.database.toFixed(2),
          load.toFixed(1),
        ]),
      ),
    ]),
  );
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
