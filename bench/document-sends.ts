/**
 * Sending convocations (`npm run bench:document-sends`, issue 13 item 7, decision 039): through
 * the HTTP routes of the BUILT portal.
 *
 * A throwaway database (PGlite; PostgreSQL too when BENCH_DATABASE_URL is set) gets a provider
 * with its manager, an action and a programmed session in a month with 100 confirmed trainees of
 * five employers. The portal is started on it in production mode, without SMTP server (the mails
 * stay in the outbox: their delivery is not the portal's time), and an admin signs in. Then, one
 * send at a time, BENCH_SENDS times (default 3): `POST /api/sessions/{id}/document_sends` with
 * the convocations only, and `GET /api/document_sends/{id}` every 50 ms until the send is DONE:
 * the time from the request to every mail written in the outbox with its PDF (target ≤ 10 s for
 * 100 convocations). Then one send of the convocations and the five conventions. Prints the
 * figures with the machine's load and writes bench/results/<date>-document-sends.json.
 *
 * Environment: BENCH_SENDS (default 3, at most 20), BENCH_PORT (default 3250), BENCH_DATABASE_URL,
 * BENCH_DATABASES (pglite,postgres).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
  createUser,
} from '../apps/server/src/test/factories.js';
import {
  STORE_LABELS,
  bounded,
  createStore,
  describeMachine,
  ensureBuild,
  loadAverage,
  machine,
  markdownTable,
  openLog,
  resultsDir,
  root,
  runBenchmark,
  stamp,
  startPortal,
  storesToMeasure,
  waitUntilIdle,
  type Store,
  type StoreKind,
} from './portal.js';

const sends = bounded('BENCH_SENDS', 3, 20);
const port = bounded('BENCH_PORT', 3250, 65535);
const TRAINEES = 100;
const EMPLOYERS = 5;
const DAY = 24 * 3600_000;

async function fill(store: Store) {
  const handle = await openDatabase(store.config);
  try {
    await handle.migrate();
    const db = handle.db;
    const provider = await createStructure(db, {
      name: 'Institut Élan Formation',
      city: 'Montpellier',
      managerName: 'Hélène Dupré',
      managerTitle: 'Directrice',
    });
    const employers: number[] = [];
    for (let index = 0; index < EMPLOYERS; index++) {
      const employer = await createStructure(db, {
        name: `Mairie ${index}`,
        type: 'employer',
        email: `rh${index}@mairie.test`,
      });
      employers.push(employer.id);
    }
    const action = await createAction(db, {
      name: 'Accueillir et accompagner les publics éloignés de l’emploi',
      goal: 'Conduire un entretien d’accueil.',
      providerId: provider.id,
    });
    const start = new Date(Date.now() + 30 * DAY);
    const dates = [0, 1].flatMap((day) => [
      {
        startsAt: new Date(start.getTime() + day * DAY),
        endsAt: new Date(start.getTime() + day * DAY + 3 * 3600_000),
      },
      {
        startsAt: new Date(start.getTime() + day * DAY + 4 * 3600_000),
        endsAt: new Date(start.getTime() + day * DAY + 8 * 3600_000),
      },
    ]);
    const session = await createSession(db, {
      actionId: action.id,
      code: 'BENCH-SEND',
      status: 'PROGRAMMED',
      startDate: dates[0]!.startsAt,
      endDate: dates.at(-1)!.endsAt,
      interventionDates: dates,
    });
    for (let index = 0; index < TRAINEES; index++) {
      const structureId = employers[index % EMPLOYERS]!;
      const user = await createUser(db, {
        structureId,
        values: { givenName: `Élodie ${index}`, familyName: `Lefèvre-Nguyễn ${index}` },
      });
      await createRegistration(db, {
        sessionId: session.id,
        beneficiaryId: user.id,
        structureId,
        status: 'REGISTERED',
      });
    }
    return { sessionId: session.id };
  } finally {
    await handle.close();
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One send, from the request to DONE: seconds, and the counts the portal answered. */
async function timedSend(
  base: string,
  headers: Record<string, string>,
  sessionId: number,
  body: { convocations: boolean; conventions: boolean },
) {
  const started = performance.now();
  const created = await fetch(`${base}/api/sessions/${sessionId}/document_sends`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (created.status !== 202)
    throw new Error(`send answered ${created.status}: ${await created.text()}`);
  const answeredMs = performance.now() - started;
  const { id } = (await created.json()) as { id: number };
  for (;;) {
    const response = await fetch(`${base}/api/document_sends/${id}`, { headers });
    const send = (await response.json()) as {
      status: string;
      convocationsSent: number;
      conventionsSent: number;
      failed: number;
      skipped: number;
    };
    if (send.status !== 'RUNNING') {
      if (send.status !== 'DONE' || send.failed + send.skipped > 0)
        throw new Error(`send ${id}: ${JSON.stringify(send)}`);
      return {
        seconds: Math.round((performance.now() - started) / 10) / 100,
        answeredMs: round(answeredMs),
        convocations: send.convocationsSent,
        conventions: send.conventionsSent,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const { sessionId } = await fill(store);
  console.log(`${TRAINEES} trainees of ${EMPLOYERS} employers`);
  const log = await openLog(`${runStamp}-document-sends-${kind}`);
  const portal = await startPortal(store, port, log.stream);
  const runs: { load: number; seconds: number; answeredMs: number; mails: number }[] = [];
  for (let index = 0; index < sends; index++) {
    await waitUntilIdle(portal, store);
    const load = loadAverage();
    const result = await timedSend(portal.url, portal.headers, sessionId, {
      convocations: true,
      conventions: false,
    });
    runs.push({
      load,
      seconds: result.seconds,
      answeredMs: result.answeredMs,
      mails: result.convocations,
    });
    console.log(
      `  ${result.convocations} convocations (load ${load}): ${result.seconds} s (answered in ${result.answeredMs} ms)`,
    );
  }
  await waitUntilIdle(portal, store);
  const bothLoad = loadAverage();
  const both = await timedSend(portal.url, portal.headers, sessionId, {
    convocations: true,
    conventions: true,
  });
  console.log(
    `  ${both.convocations} convocations and ${both.conventions} conventions (load ${bothLoad}): ${both.seconds} s`,
  );
  await portal.stop();
  await store.dispose();
  return { database: STORE_LABELS[kind], convocations: runs, both: { load: bothLoad, ...both } };
}

await runBenchmark(async () => {
  ensureBuild();
  const runStamp = stamp();
  const results = [];
  for (const kind of storesToMeasure()) results.push(await benchStore(kind, runStamp));
  const info = machine();
  const file = path.join(resultsDir, `${runStamp}-document-sends.json`);
  await writeFile(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: info, runs: results }, null, 2),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    markdownTable([
      ['database', 'send', 'load', 'portal time (request → every mail in the outbox)'],
      ...results.flatMap((result) => [
        ...result.convocations.map((run) => [
          result.database,
          `${run.mails} convocations`,
          String(run.load),
          `${run.seconds} s`,
        ]),
        [
          result.database,
          `${result.both.convocations} convocations + ${result.both.conventions} conventions`,
          String(result.both.load),
          `${result.both.seconds} s`,
        ],
      ]),
    ]),
  );
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
