import { errorMessage } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { mailOutbox } from '../db/schema/index.js';
import { bearer, createTestApp, loginAs, testConfig, type TestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

const TOKEN = 'metrics-test-token-0123456789';

/** The samples of an exposition text: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    found.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return found;
}

async function scrape(app: App): Promise<Map<string, number>> {
  const response = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  return samples(response.body);
}

const durationCount = (route: string, method: string, statusClass: string) =>
  `passerelle_http_request_duration_seconds_count{route="${route}",method="${method}",status_class="${statusClass}"}`;

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not exist', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('still takes job failures (counted nowhere)', () => {
    expect(() => t.app.metrics.jobFailed('mail')).not.toThrow();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a request without the token, with a wrong one, or with a portal session', async () => {
    const session = await loginAs(t.app, 'admin');
    const refused = [
      {},
      bearer('metrics-test-token-0123456780'),
      bearer(`${TOKEN}x`),
      bearer(session),
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({
        error: errorMessage('UNAUTHENTICATED'),
        code: 'UNAUTHENTICATED',
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('nodejs_');
    }
  });

  it("answers Prometheus's text format to the token, with Node's default metrics", async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'nodejs_gc_duration_seconds',
      'passerelle_http_request_duration_seconds',
      'passerelle_mail_outbox_pending',
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
    // The scheme's name in any case, as RFC 7235 allows.
    const lower = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(lower.statusCode).toBe(200);
  });

  it("counts each request under its route's pattern, method and status class, never its URL", async () => {
    const before = await scrape(t.app);
    const about = durationCount('/api/contents/:code', 'GET', '2xx');
    const unknown = durationCount('/api/contents/:code', 'GET', '4xx');
    for (const code of ['about', 'legal', 'about']) {
      expect(
        (await t.app.inject({ url: `/api/contents/${code}?q=secret-${code}` })).statusCode,
      ).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/contents/nothing-here' })).statusCode).toBe(404);
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    const after = samples(response.body);
    expect(after.get(about)! - (before.get(about) ?? 0)).toBe(3);
    expect(after.get(unknown)! - (before.get(unknown) ?? 0)).toBe(1);
    expect(response.body).not.toMatch(/contents\/(about|legal|nothing)|secret-/);
    // A path no route knows is counted under one label, whatever its URL.
    await t.app.inject({ url: '/nowhere/at/all' });
    expect((await scrape(t.app)).get(durationCount('unmatched', 'GET', '4xx'))).toBeGreaterThan(0);
    // The buckets add up to the count; the slowest bucket is +Inf.
    const inf = `passerelle_http_request_duration_seconds_bucket{le="+Inf",route="/api/contents/:code",method="GET",status_class="2xx"}`;
    expect(after.get(inf)).toBe(after.get(about));
  });

  describe('the outbox', () => {
    beforeEach(async () => {
      await t.db.delete(mailOutbox);
    });

    /** Mails written `ageSeconds` ago, in `status`. */
    async function addMails(count: number, ageSeconds: number, status = 'PENDING' as const) {
      await t.db.insert(mailOutbox).values(
        Array.from({ length: count }, (_, index) => ({
          recipient: `r${index}@example.org`,
          subject: 's',
          html: 'h',
          text: 't',
          status,
          createdAt: sql`now() - ${ageSeconds}::integer * interval '1 second'`,
        })),
      );
    }

    it('reports no pending mail, aged 0, when the outbox is empty', async () => {
      const metrics = await scrape(t.app);
      expect(metrics.get('passerelle_mail_outbox_pending')).toBe(0);
      expect(metrics.get('passerelle_mail_outbox_oldest_pending_age_seconds')).toBe(0);
    });

    it('reports the pending mails and the age of the oldest, not the sent or failed ones', async () => {
      await addMails(2, 30);
      await addMails(1, 600);
      await t.db.insert(mailOutbox).values([
        { recipient: 'sent@example.org', subject: 's', html: 'h', text: 't', status: 'SENT' },
        { recipient: 'failed@example.org', subject: 's', html: 'h', text: 't', status: 'FAILED' },
      ]);
      await t.db.execute(
        sql`update ${mailOutbox} set ${sql.identifier('created_at')} = now() - interval '1 day'
          where ${mailOutbox.status} <> 'PENDING'`,
      );
      const metrics = await scrape(t.app);
      expect(metrics.get('passerelle_mail_outbox_pending')).toBe(3);
      const age = metrics.get('passerelle_mail_outbox_oldest_pending_age_seconds')!;
      expect(age).toBeGreaterThanOrEqual(600);
      expect(age).toBeLessThan(660);
    });
  });

  it('counts job failures by queue, a declared queue from 0', async () => {
    t.app.metrics.declareJobQueue('document-sends');
    t.app.metrics.jobFailed('mail');
    t.app.metrics.jobFailed('mail');
    t.app.metrics.jobFailed('cold-surveys');
    const metrics = await scrape(t.app);
    expect(metrics.get('passerelle_job_failures_total{queue="mail"}')).toBe(2);
    expect(metrics.get('passerelle_job_failures_total{queue="cold-surveys"}')).toBe(1);
    expect(metrics.get('passerelle_job_failures_total{queue="document-sends"}')).toBe(0);
  });

  it("reports the database pool's use on PostgreSQL, nothing of a pool on the embedded database", async () => {
    const metrics = await scrape(t.app);
    const names = [...metrics.keys()].filter((name) => name.startsWith('passerelle_db_pool_'));
    if (t.database.driver === 'pglite') {
      expect(names).toEqual([]);
      return;
    }
    expect(names.sort()).toEqual([
      'passerelle_db_pool_connections',
      'passerelle_db_pool_idle_connections',
      'passerelle_db_pool_max_connections',
      'passerelle_db_pool_waiting_queries',
    ]);
    // The test databases' pools have 4 connections; the scrape's outbox query used one.
    expect(metrics.get('passerelle_db_pool_max_connections')).toBe(4);
    expect(metrics.get('passerelle_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(metrics.get('passerelle_db_pool_waiting_queries')).toBe(0);
  });
});

describe('a scrape while the database is gone', () => {
  it("still answers Node's metrics, leaving the outbox out", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      database,
      logger: false,
    });
    try {
      await app.ready();
      await database.close();
      const response = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('process_resident_memory_bytes');
      expect(response.body).not.toMatch(/^passerelle_mail_outbox_pending /m);
    } finally {
      await app.close();
    }
  });
});
