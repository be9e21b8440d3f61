/**
 * Mails delivered per second from the outbox to an SMTP server (`npm run bench:mail`, issue 24
 * item 6: goal ≥ 50 mails/s through the pooled transport of modules/mail/mail.plugin.ts).
 *
 * For each database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set): a throwaway database
 * is migrated and BENCH_MAILS (default 500) pending mails are written to its outbox, each to its
 * own recipient, with the size of a registration mail; then the BUILT portal is started in
 * production mode with SMTP_URL pointing at the project's test SMTP server
 * (apps/server/src/modules/mail/smtp-test-server.ts), run in this process: a real SMTP dialogue
 * on loopback, each message received whole and parsed. The rate is counted from the first mail
 * received to the last (the portal's start left out), with the portal's CPU per mail. Afterwards
 * every mail must be SENT in the outbox and received once.
 *
 * Environment: BENCH_MAILS (default 500, at most 5 000), BENCH_PORT (default 3240),
 * BENCH_DATABASE_URL, BENCH_DATABASES.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { startTestSmtpServer } from '../apps/server/src/modules/mail/smtp-test-server.js';
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
  resultsDir,
  root,
  runBenchmark,
  stamp,
  startPortal,
  storesToMeasure,
  type Store,
  type StoreKind,
} from './portal.js';

const MAILS = bounded('BENCH_MAILS', 500, 5_000);
const port = bounded('BENCH_PORT', 3240, 65_000);

/** A registration mail's size: a subject, a few paragraphs as text and as an HTML document. */
const TEXT = Array.from(
  { length: 6 },
  (_, k) =>
    `Paragraphe ${k + 1} : votre inscription à la session « Banc d’essai des courriels » du ` +
    '12 mars est confirmée. Retrouvez le programme, le lieu et les horaires dans votre espace.',
).join('\n\n');
const HTML = `<!doctype html><html lang="fr"><body>${TEXT.split('\n\n')
  .map((paragraph) => `<p>${paragraph}</p>`)
  .join('')}</body></html>`;

/** Migrates the store and writes `MAILS` pending mails to its outbox. */
async function fillOutbox(store: Store): Promise<void> {
  const handle = await openDatabase(store.config);
  try {
    await handle.migrate();
    await handle.db
      .execute(sql`insert into mail_outbox (template_code, recipient, subject, html, text)
      select 'REGISTRATION_REGISTERED', 'beneficiaire-' || n || '@bench.example',
        'Inscription confirmée n° ' || n, ${HTML}, ${TEXT}
      from generate_series(1, ${MAILS}::int) n`);
  } finally {
    await handle.close();
  }
}

async function outboxStatuses(store: Store): Promise<Record<string, number>> {
  const handle = await openDatabase(store.config);
  try {
    const result = (await handle.db.execute(
      sql`select status, count(*)::int as count from mail_outbox group by status`,
    )) as unknown as { rows: { status: string; count: number }[] };
    return Object.fromEntries(result.rows.map((row) => [row.status, row.count]));
  } finally {
    await handle.close();
  }
}

async function benchStore(kind: StoreKind, runStamp: string) {
  const store = await createStore(kind);
  process.stdout.write(`\n${STORE_LABELS[kind]}: ${MAILS} mails in the outbox… `);
  await fillOutbox(store);
  const smtp = await startTestSmtpServer();
  // The arrival time of each mail, as the SMTP server takes it.
  const arrivals: number[] = [];
  const seen = smtp.received.length;
  const watch = setInterval(() => {
    while (arrivals.length < smtp.received.length - seen) arrivals.push(performance.now());
  }, 1);
  const log = await openLog(`${runStamp}-mail-${kind}`);
  const load = loadAverage();
  const portal = await startPortal(store, port, log.stream, { SMTP_URL: smtp.url });
  const pid = portal.child.pid!;
  const cpuStart = cpuSeconds(pid);
  try {
    await smtp.waitFor(MAILS, 600_000);
    while (arrivals.length < MAILS) await new Promise((resolve) => setTimeout(resolve, 2));
  } finally {
    clearInterval(watch);
  }
  const cpu = cpuSeconds(pid) - cpuStart;
  // Let the sender record the last delivery before reading the outbox.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await portal.stop();
  await smtp.close();
  const statuses = await outboxStatuses(store);
  const recipients = new Set(smtp.received.map((mail) => mail.to.join(',')));
  if (statuses.SENT !== MAILS || smtp.received.length !== MAILS || recipients.size !== MAILS) {
    throw new Error(
      `expected ${MAILS} mails sent once: outbox ${JSON.stringify(statuses)}, ` +
        `${smtp.received.length} received for ${recipients.size} recipients`,
    );
  }
  await store.dispose();
  const seconds = (arrivals.at(-1)! - arrivals[0]!) / 1000;
  const perSecond = (MAILS - 1) / seconds;
  console.log(`${perSecond.toFixed(0)} mails/s (${seconds.toFixed(2)} s)`);
  return {
    kind,
    database: STORE_LABELS[kind],
    mails: MAILS,
    seconds,
    perSecond,
    // CPU from the portal's first answer: the delivery, and its start's tail.
    cpuMsPerMail: (cpu * 1000) / MAILS,
    loadAverage: load,
  };
}

await runBenchmark(async () => {
  ensureBuild();
  const runStamp = stamp();
  const runs = [];
  for (const kind of storesToMeasure()) runs.push(await benchStore(kind, runStamp));
  const info = machine();
  const file = path.join(resultsDir, `${runStamp}-mail.json`);
  await writeFile(
    file,
    JSON.stringify({ date: new Date().toISOString(), machine: info, runs }, null, 2),
  );
  console.log(`\n${describeMachine(info)}`);
  console.log(
    `${MAILS} pending mails delivered by the portal to the test SMTP server on loopback ` +
      '(goal: 50 mails/s).\n',
  );
  console.log(
    markdownTable([
      ['database', 'mails', 'seconds', 'mails/s', 'portal CPU ms/mail', 'load'],
      ...runs.map((run) => [
        run.database,
        String(run.mails),
        run.seconds.toFixed(2),
        run.perSecond.toFixed(0),
        run.cpuMsPerMail.toFixed(2),
        run.loadAverage.toFixed(1),
      ]),
    ]),
  );
  console.log(`\nRaw results: ${path.relative(root, file)}`);
});
