/**
 * Generated documents (`npm run bench:documents`, issue 13 item 7, decision 036): through the
 * HTTP routes of the BUILT portal, nothing cached between requests.
 *
 * A throwaway database (PGlite; PostgreSQL too when BENCH_DATABASE_URL is set) gets a provider
 * with its manager, an action and one realised session of 10 half-days (five days, morning and
 * afternoon) with 30 trainees present, their hours recorded. The portal is started on it in
 * production mode and an admin signs in. Then, one request at a time:
 * - the first certificate, which starts the drawing thread (decision 097);
 * - a completion certificate (`GET /api/sessions/{id}/completion_certificate`), BENCH_RUNS times
 *   (default 200) after 20 warm-up requests: median, p95 and worst time (target p95 ≤ 100 ms);
 * - the signature sheet of the 30 trainees × 10 half-days (`registration_signature`), 30 times
 *   after 3 warm-up requests (target ≤ 300 ms);
 * - 1 000 documents in a row (certificates, convocations, signature sheets in turn) while the
 *   server's resident memory (VmRSS) is read every 50 documents: it must stay flat (no growth
 *   once warm);
 * - BENCH_BATCHES batches (default 3) of 200 certificates asked 8 at a time, as a provider's
 *   download of a session's documents does: the RSS before each batch and its peak during it,
 *   sampled every 10 ms (issue 24 item 7: never above 300 MB, not climbing from batch to batch).
 * Prints the figures with the machine's load and writes bench/results/<date>-documents.json.
 *
 * Environment: BENCH_RUNS (certificates measured, default 200, at most 2 000), BENCH_IN_A_ROW
 * (documents in a row, default 1 000), BENCH_BATCHES (default 3), BENCH_PORT
 * (default 3240), BENCH_DATABASE_URL, BENCH_DATABASES (pglite,postgres).
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
  procStatusKb,
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

const runs = bounded('BENCH_RUNS', 200, 2000);
const port = bounded('BENCH_PORT', 3240, 65535);
const TRAINEES = 30;
const DAYS = 5;
const IN_A_ROW = bounded('BENCH_IN_A_ROW', 1000, 10_000);
const batches = bounded('BENCH_BATCHES', 3, 20);
const BATCH = 200;
const AT_ONCE = 8;

/** Paris wall-clock time in March 2026 (UTC+1). */
const march = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour - 1));

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
    const employer = await createStructure(db, { name: 'Mairie de Sète', type: 'employer' });
    const action = await createAction(db, {
      name: 'Accueillir et accompagner les publics éloignés de l’emploi',
      goal: 'Conduire un entretien d’accueil.',
      providerId: provider.id,
    });
    const dates = Array.from({ length: DAYS }, (_, day) => [
      { startsAt: march(9 + day, 9), endsAt: march(9 + day, 12) },
      { startsAt: march(9 + day, 13), endsAt: march(9 + day, 17) },
    ]).flat();
    const session = await createSession(db, {
      actionId: action.id,
      code: 'BENCH-DOCS',
      status: 'REALIZED',
      startDate: dates[0]!.startsAt,
      endDate: dates.at(-1)!.endsAt,
      interventionDates: dates,
    });
    const registrationIds: number[] = [];
    for (let index = 0; index < TRAINEES; index++) {
      const user = await createUser(db, {
        structureId: employer.id,
        values: { givenName: `Élodie ${index}`, familyName: `Lefèvre-Nguyễn ${index}` },
      });
      const registration = await createRegistration(db, {
        sessionId: session.id,
        beneficiaryId: user.id,
        structureId: employer.id,
        status: 'PRESENT',
        effectiveHours: '35.00',
      });
      registrationIds.push(registration.id);
    }
    return { sessionId: session.id, registrationIds };
  } finally {
    await handle.close();
  }
}

/** One document through HTTP: its time in ms, after checking it is a PDF. */
async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  if (String.fromCharCode(...bytes.subarray(0, 5)) !== '%PDF-')
    throw new Error(`${url}: not a PDF`);
  return ms;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number) => Math.round(value * 10) / 10;

function summary(values: readonly number[]) {
  return {
    runs: values.length,
    medianMs: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    maxMs: round(Math.max(...values)),
  };
}

/**
 * BENCH_BATCHES batches of 200 certificates, 8 requests in flight: each batch's time, the RSS
 * before it (after 2 s without a request) and its peak (sampled every 10 ms).
 */
async function certificateBatches(
  pid: number,
  certificate: (index: number) => string,
  headers: Record<string, string>,
) {
  const rssMiB = () => round((procStatusKb(pid, 'VmRSS') ?? 0) / 1024);
  const results = [];
  for (let batch = 1; batch <= batches; batch++) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = rssMiB();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 10);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < BATCH) await timed(certificate(next++), headers);
      }),
    );
    const seconds = round((performance.now() - started) / 1000);
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB());
    results.push({ batch, seconds, load: loadAverage(), rssBeforeMiB: before, rssPeakMiB: peak });
    console.log(
      `  batch ${batch}: ${BATCH} certificates ${AT_ONCE} at a time in ${seconds} s, ` +
        `RSS before ${before} MiB, peak ${peak} MiB (load ${loadAverage()})`,
    );
  }
  return results;
}

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  process.stdout.write(`\n${STORE_LABELS[kind]}: filling… `);
  const { sessionId, registrationIds } = await fill(store);
  console.log(`${TRAINEES} trainees, ${DAYS * 2} half-days`);
  const log = await openLog(`${runStamp}-documents-${kind}`);
  const portal = await startPortal(store, port, log.stream);
  const base = `${portal.url}/api/sessions/${sessionId}`;
  const certificate = (index: number) =>
    `${base}/completion_certificate?registrationId=${registrationIds[index % TRAINEES]}`;
  const sheet = `${base}/registration_signature`;

  // The first document starts the drawing thread (decision 097): its code, PDFKit, the fonts.
  const firstMs = round(await timed(certificate(0), portal.headers));
  console.log(`  first certificate (drawing thread starting): ${firstMs} ms`);
  for (let index = 1; index < 20; index++) await timed(certificate(index), portal.headers);
  await waitUntilIdle(portal, store);
  const certificateLoad = loadAverage();
  const certificates: number[] = [];
  for (let index = 0; index < runs; index++) {
    certificates.push(await timed(certificate(index), portal.headers));
  }
  console.log(`  certificate (load ${certificateLoad}): ${JSON.stringify(summary(certificates))}`);

  for (let index = 0; index < 3; index++) await timed(sheet, portal.headers);
  await waitUntilIdle(portal, store);
  const sheetLoad = loadAverage();
  const sheets: number[] = [];
  for (let index = 0; index < 30; index++) sheets.push(await timed(sheet, portal.headers));
  console.log(`  signature sheet (load ${sheetLoad}): ${JSON.stringify(summary(sheets))}`);

  await waitUntilIdle(portal, store);
  const rowLoad = loadAverage();
  const pid = portal.child.pid!;
  const rss: { documents: number; rssMiB: number }[] = [];
  const sample = (documents: number) =>
    rss.push({ documents, rssMiB: round((procStatusKb(pid, 'VmRSS') ?? 0) / 1024) });
  sample(0);
  const started = performance.now();
  for (let index = 0; index < IN_A_ROW; index++) {
    const url =
      index % 10 === 9
        ? sheet
        : index % 2 === 0
          ? certificate(index)
          : `${base}/convocation?registrationId=${registrationIds[index % TRAINEES]}`;
    await timed(url, portal.headers);
    if ((index + 1) % 50 === 0) sample(index + 1);
  }
  const seconds = round((performance.now() - started) / 1000);
  const afterWarm = rss.find((point) => point.documents === 100)!.rssMiB;
  const inARow = {
    documents: IN_A_ROW,
    seconds,
    load: rowLoad,
    rssStartMiB: rss[0]!.rssMiB,
    rssAfter100MiB: afterWarm,
    rssMaxMiB: Math.max(...rss.map((point) => point.rssMiB)),
    rssEndMiB: rss.at(-1)!.rssMiB,
    samples: rss,
  };
  console.log(
    `  ${IN_A_ROW} documents in a row (load ${rowLoad}): ${seconds} s, RSS ${inARow.rssStartMiB} → ` +
      `${afterWarm} (after 100) → ${inARow.rssEndMiB} MiB, max ${inARow.rssMaxMiB} MiB`,
  );
  const batchRuns = await certificateBatches(pid, certificate, portal.headers);
  await portal.stop();
  await store.dispose();
  return {
    batches: batchRuns,
    database: STORE_LABELS[kind],
    certificate: { load: certificateLoad, firstMs, ...summary(certificates) },
    signatureSheet: { load: sheetLoad, ...summary(sheets) },
    inARow,
  };
}

await runBenchmark(async () => {
  ensureBuild();
  const runStamp = stamp();
  const results = [];
  for (const kind of storesToMeasure()) results.push(await benchStore(kind, runStamp));
  const info = machine();
  const file = path.join(resultsDir, `${runStamp}-documents.json`);
  await writeFile(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: info, runs: results }, null, 2),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    markdownTable([
      ['database', 'document', 'load', 'median', 'p95', 'worst'],
      ...results.flatMap((result) => [
        [
          result.database,
          'completion certificate',
          String(result.certificate.load),
          `${result.certificate.medianMs} ms`,
          `${result.certificate.p95Ms} ms`,
          `${result.certificate.maxMs} ms`,
        ],
        [
          result.database,
          `signature sheet, ${TRAINEES} × ${DAYS * 2} half-days`,
          String(result.signatureSheet.load),
          `${result.signatureSheet.medianMs} ms`,
          `${result.signatureSheet.p95Ms} ms`,
          `${result.signatureSheet.maxMs} ms`,
        ],
      ]),
    ]),
  );
  console.log(
    markdownTable([
      ['database', 'documents', 'time', 'RSS at start', 'after 100', 'max', 'at the end'],
      ...results.map((result) => [
        result.database,
        String(result.inARow.documents),
        `${result.inARow.seconds} s`,
        `${result.inARow.rssStartMiB} MiB`,
        `${result.inARow.rssAfter100MiB} MiB`,
        `${result.inARow.rssMaxMiB} MiB`,
        `${result.inARow.rssEndMiB} MiB`,
      ]),
    ]),
  );
  console.log(
    markdownTable([
      ['database', 'batch', 'time', 'RSS before', 'peak', 'load'],
      ...results.flatMap((result) =>
        result.batches.map((batch) => [
          result.database,
          String(batch.batch),
          `${batch.seconds} s`,
          `${batch.rssBeforeMiB} MiB`,
          `${batch.rssPeakMiB} MiB`,
          String(batch.load),
        ]),
      ),
    ]),
  );
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
