import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../src/modules/mail/smtp-test-server.js';
import {
  createEmptyDatabase,
  postgresUrl,
  query,
  type EmptyDatabase,
} from './support/databases.js';
import { queueMails } from './support/outbox.js';
import { login, startPortal, type Portal } from './support/portal.js';

/*
 * A clean stop on SIGTERM (issue 21 item 4, decision 043): the portal stops accepting, closes idle
 * keep-alive connections, finishes the requests in flight (an export) and the mail it is sending,
 * and exits within 10 s. On PostgreSQL (when there is one) and on the embedded database.
 */

let database: EmptyDatabase | undefined;
let smtp: TestSmtpServer | undefined;
let portal: Portal | undefined;

afterEach(async () => {
  await portal?.kill();
  await smtp?.close();
  await database?.drop();
  portal = smtp = database = undefined;
});

/** GET through `agent`; resolves with the status, the headers and the whole body. */
function get(url: string, agent: http.Agent, token: string, onHeaders?: () => void) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } });
      request.on('response', (response) => {
        onHeaders?.();
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body, headers: response.headers }),
        );
        response.on('error', reject);
      });
      request.on('error', reject);
    },
  );
}

const drivers = postgresUrl ? (['PostgreSQL', 'embedded'] as const) : (['embedded'] as const);

describe.each(drivers)('SIGTERM on %s', (driver) => {
  it('finishes the export and the mail in flight, drops idle connections, exits within 10 s', async () => {
    smtp = await startTestSmtpServer({ delayMs: 3_000 });
    database = driver === 'PostgreSQL' ? await createEmptyDatabase() : undefined;
    portal = await startPortal({
      NODE_ENV: '', // the demo data: sessions to export
      SMTP_URL: smtp.url,
      // The sessions copied below are new sessions of followed trainings: their alert mails
      // (decision 078) would take the SMTP server's one slot before the mail in flight.
      FAVORITE_ALERTS_CHECK_MINUTES: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    if (database) {
      // Thirty times the demo's sessions: an export that takes a moment.
      await query(
        database.url,
        `insert into sessions (action_id, code, status, start_date, end_date, modality, city_id,
           seats, published)
         select action_id, code || '-' || n, status, start_date, end_date, modality, city_id,
           seats, published
         from sessions, generate_series(1, 30) as n`,
      );
    }
    const token = await login(portal, 'admin', 'passerelle-demo');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    // An idle keep-alive connection: it must not keep the process up.
    expect((await get(`${portal.url}/api/health`, agent, token)).status).toBe(200);
    const full = await get(`${portal.url}/api/session_views/export?format=csv`, agent, token);
    expect(full.status).toBe(200);

    // A mail in flight: the SMTP server takes 3 s to accept it.
    const dbUrl = database?.url;
    // Its own row, read by its id.
    const [inFlight] = dbUrl ? await queueMails(dbUrl, 1, 'in-flight') : [];
    if (!dbUrl) {
      const response = await fetch(`${portal.url}/api/auth/password_reset/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin' }),
      });
      expect(response.status).toBe(200);
    }
    await expect.poll(() => smtp!.connections(), { timeout: 10_000 }).toBeGreaterThan(0);

    // The export in flight when the signal comes.
    let signalled = 0;
    const exporting = get(`${portal.url}/api/session_views/export?format=csv`, agent, token, () => {
      signalled = Date.now();
      process.kill(portal!.pid, 'SIGTERM');
    });
    const exported = await exporting;
    const exportEnded = Date.now() - signalled;
    const exit = await portal.exited;
    const took = Date.now() - signalled;

    expect(exit).toEqual({ code: 0, signal: null });
    expect(took).toBeLessThan(10_000);
    expect(exported.status).toBe(200);
    expect(exported.body).toBe(full.body);
    // The mail was delivered, and recorded as sent before the exit.
    expect(smtp.received).toHaveLength(1);
    if (dbUrl) {
      const [row] = await query<{ status: string }>(
        dbUrl,
        `select status from mail_outbox where id = $1`,
        [inFlight],
      );
      expect(row!.status).toBe('SENT');
    }
    // Nothing listens any more.
    await expect(fetch(`${portal.url}/api/health`)).rejects.toThrow();
    agent.destroy();
    console.log(
      `${driver}: export of ${exported.body.length} characters ended ${exportEnded} ms after ` +
        `SIGTERM, exit after ${took} ms`,
    );
  });
});
