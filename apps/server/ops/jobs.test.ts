import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/modules/mail/smtp-test-server.js';
import {
  createEmptyDatabase,
  describeOnPostgres,
  postgresUrl,
  query,
  type EmptyDatabase,
} from './support/databases.js';
import { messageIdsOf, queueMails } from './support/outbox.js';
import { postponeTimedTasks } from './support/timed-tasks.js';
import { api, login, startPortal, tempDir, type Portal } from './support/portal.js';

/*
 * Background work on several replicas (issue 21, decision 043), with real processes: the compiled
 * portal three times on one PostgreSQL, a real SMTP server, kill -9.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: EmptyDatabase | undefined;
let smtp: TestSmtpServer;
let portals: Portal[] = [];

afterEach(async () => {
  await Promise.all(portals.map((portal) => portal.kill()));
  portals = [];
  await smtp?.close();
  await database?.drop();
  database = undefined;
});

/** The transactions the portal has run, read from its metrics (db/transaction-count.ts). */
async function transactionsOf(portal: Portal): Promise<number> {
  const response = await fetch(`${portal.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(async (error: unknown) => {
    // A portal that stopped answering: what it wrote says why (it once did under a loaded CI).
    const exit = await Promise.race([portal.exited, sleep(1_000).then(() => 'still running')]);
    throw new Error(
      `${portal.url} did not answer (${String(error)}); process: ${JSON.stringify(exit)}; ` +
        `its output:\n${portal.output().slice(-4_000)}`,
    );
  });
  const text = await response.text();
  const match = /^passerelle_db_transactions_total (\d+)$/m.exec(text);
  if (!match) throw new Error(`No transaction count in the metrics:\n${text.slice(0, 500)}`);
  return Number(match[1]);
}

const METRICS_TOKEN = 'ops-metrics-token-0123456789';

describe('an idle portal', () => {
  it('runs one short transaction per poll, with SMTP_URL set and nothing to send', async () => {
    smtp = await startTestSmtpServer();
    database = postgresUrl ? await createEmptyDatabase() : undefined;
    // On the embedded database, and on PostgreSQL when there is one, watched side by side.
    const envs = [undefined, database].map((onPostgres) => ({
      SMTP_URL: smtp!.url,
      METRICS_TOKEN,
      DATA_DIR: tempDir(),
      ...(onPostgres ? { DATABASE_URL: onPostgres.url } : {}),
    }));
    const idle = await Promise.all(
      envs.slice(0, database ? 2 : 1).map(async (env) => {
        // A first start creates the timed tasks' rows; planned an hour away, as if they had just
        // run, the second start finds the server between two passes: idle.
        await (await startPortal(env)).stop();
        await postponeTimedTasks(env);
        const portal = await startPortal(env);
        portals.push(portal);
        return portal;
      }),
    );
    await sleep(2_000);
    const before = await Promise.all(idle.map(transactionsOf));
    await sleep(31_000);
    const after = await Promise.all(idle.map(transactionsOf));
    for (const [index, portal] of idle.entries()) {
      // A scrape reads the outbox's backlog: one transaction of its own.
      const during = after[index]! - before[index]! - 1;
      // The job runner's poll, every 30 s: one statement for every queue's next due row.
      expect(during, portal.url).toBeGreaterThanOrEqual(1);
      expect(during, portal.url).toBeLessThanOrEqual(2);
    }
  });
});

describeOnPostgres('three replicas on one PostgreSQL', () => {
  it('deliver 600 queued mails exactly once each', async () => {
    const db = (database = await createEmptyDatabase());
    smtp = await startTestSmtpServer();
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url };
    portals = await Promise.all([startPortal(env), startPortal(env), startPortal(env)]);
    const ids = await queueMails(db.url, 600);
    await smtp.waitFor(600, 90_000);
    await sleep(1_000); // anything sent twice would arrive now
    const expected = await messageIdsOf(db.url, ids);
    const received = smtp.received.map((mail) => mail.messageId);
    expect(received).toHaveLength(600);
    expect(new Set(received)).toEqual(new Set(expected.values()));
    const [outbox] = await query<{ sent: string }>(
      db.url,
      `select count(*) filter (where status = 'SENT') as sent from mail_outbox`,
    );
    expect(Number(outbox!.sent)).toBe(600);
  });

  it('lose nothing when one is killed mid-way through 600 mails and a batch of convocations', async () => {
    const db = (database = await createEmptyDatabase());
    // A slow server: 600 mails take a while, so that the kill finds work under way.
    smtp = await startTestSmtpServer({ delayMs: 15 });
    // Demo data (NODE_ENV unset): programmed sessions with registered trainees. One files
    // folder shared by the three (a network disk; decision 046 has the object store).
    const env = {
      NODE_ENV: '',
      DATABASE_URL: db.url,
      SMTP_URL: smtp.url,
      FILES_DIR: mkdtempSync(join(tmpdir(), 'passerelle-ops-files-')),
    };
    portals = [await startPortal(env)];
    portals.push(...(await Promise.all([startPortal(env), startPortal(env)])));

    const sessions = await query<{ id: number; trainees: string }>(
      db.url,
      `select s.id, count(*) as trainees from sessions s
       join registrations r on r.session_id = s.id
       where s.status = 'PROGRAMMED' and s.start_date > now() + interval '2 days'
         and r.status = 'REGISTERED' and not r.waiting_list
       group by s.id order by count(*) desc, s.id limit 6`,
    );
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const mailIds = await queueMails(db.url, 600);
    const token = await login(portals[0]!, 'admin', 'passerelle-demo');
    for (const session of sessions) {
      const response = await api(portals[0]!, token, `/api/sessions/${session.id}/document_sends`, {
        body: { convocations: true, conventions: false },
      });
      expect(response.status, await response.clone().text()).toBe(202);
    }

    // Kill the replica that holds a send (else any), once mails are flowing.
    let victim: Portal | undefined;
    for (const started = Date.now(); !victim && Date.now() - started < 30_000;) {
      const claims = await query<{ claimed_by: string }>(
        db.url,
        `select claimed_by from document_sends where status = 'RUNNING' and claimed_by is not null`,
      );
      const pid = Number(claims[0]?.claimed_by.split(':')[1]);
      victim = portals.find((portal) => portal.pid === pid);
      if (!victim && smtp.received.length > 200) victim = portals[0];
      if (!victim) await sleep(10);
    }
    expect(victim).toBeDefined();
    await victim!.kill();
    const killedAt = Date.now();
    const heldSend = (
      await query<{ n: string }>(
        db.url,
        `select count(*) as n from document_sends where status = 'RUNNING'`,
      )
    )[0]!.n;

    // Every send is finished by the replicas left, every mail delivered within two minutes.
    await expect
      .poll(
        async () =>
          (
            await query<{ n: string }>(
              db.url,
              `select count(*) as n from document_sends where status <> 'DONE'`,
            )
          )[0]!.n,
        { timeout: 110_000, interval: 500 },
      )
      .toBe('0');
    const convocations = await query<{ id: number; recipient: string }>(
      db.url,
      `select id, recipient from mail_outbox where template_code = 'SESSION_CONVOCATION'`,
    );
    const trainees = sessions.reduce((sum, session) => sum + Number(session.trainees), 0);
    expect(convocations).toHaveLength(trainees);
    const expected = await messageIdsOf(db.url, [
      ...mailIds,
      ...convocations.map((mail) => mail.id),
    ]);
    const wanted = new Set(expected.values());
    await expect
      .poll(() => wanted.size - new Set(smtp.received.map((mail) => mail.messageId)).size, {
        timeout: Math.max(1_000, killedAt + 120_000 - Date.now()),
        interval: 500,
      })
      .toBe(0);
    const took = Date.now() - killedAt;
    expect(took).toBeLessThan(120_000);
    // Nothing else, and at most the killed replica's batch in flight twice.
    const received = smtp.received.map((mail) => mail.messageId!);
    expect(received.every((id) => wanted.has(id))).toBe(true);
    expect(received.length - wanted.size).toBeLessThanOrEqual(20);
    // Each convocation left with its PDF.
    for (const mail of smtp.received.filter((mail) => /convocation/i.test(mail.subject))) {
      expect(mail.attachments.map((file) => file.contentType)).toContain('application/pdf');
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    console.log(
      `kill -9 with ${heldSend} sends running: everything delivered ${took} ms later, ` +
        `${received.length - wanted.size} duplicates`,
    );
  });
});
