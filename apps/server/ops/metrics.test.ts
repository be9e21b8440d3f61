import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  describeOnPostgres,
  type EmptyDatabase,
} from './support/databases.js';
import { api, login, startPortal, type Portal } from './support/portal.js';

/*
 * Watching a real portal (decision 048): the probes, the metrics endpoint behind its token (ahead
 * of the web pages' catch-all), and the one JSON log line of a request, read from the process's
 * output by the request id its answer carried.
 */

const TOKEN = 'ops-metrics-token-0123456789abcdef';

type LogLine = Record<string, unknown> & { reqId?: string };

/** The JSON lines of a portal's output (the start-up banner and other text left out). */
function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The lines of `requestId`, once the process has written one (its output arrives by pipe). */
async function linesOf(portal: Portal, requestId: string): Promise<LogLine[]> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const lines = logLines(portal.output()).filter((line) => line.reqId === requestId);
    if (lines.length > 0) return lines;
    await new Promise((done) => setTimeout(done, 50));
  }
  return [];
}

function scrape(portal: Portal, token: string | null = TOKEN): Promise<Response> {
  return api(portal, token, '/metrics');
}

/** The value of the sample `series` (`name{labels}`) of an exposition text, if any. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('a portal on the embedded database, with METRICS_TOKEN', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('answers the probes of a load balancer', async () => {
    const alive = await api(portal, null, '/api/health');
    expect(alive.status).toBe(200);
    const ready = await api(portal, null, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
  });

  it('serves the metrics to the token only, ahead of the web pages', async () => {
    const anonymous = await scrape(portal, null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await scrape(portal, 'not-the-metrics-token-at-all')).status).toBe(401);

    await api(portal, null, '/api/health/ready');
    const response = await scrape(portal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const ready = sample(
      text,
      'passerelle_http_request_duration_seconds_count{route="/api/health/ready",method="GET",status_class="2xx"}',
    );
    expect(ready).toBeGreaterThanOrEqual(2);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'passerelle_mail_outbox_pending')).toBeGreaterThanOrEqual(0);
    // One connection, no pool: no pool gauges.
    expect(text).not.toContain('passerelle_db_pool_');
    // Another method on /metrics is the pages' catch-all's: a JSON 404, never a page.
    const posted = await api(portal, null, '/metrics', { method: 'POST', body: {} });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('writes one JSON line per request, found by the request id of its x-request-id header', async () => {
    const token = await login(portal);
    const response = await api(portal, token, '/api/axes');
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await linesOf(portal, requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: requestId,
      userId: expect.any(Number),
      method: 'GET',
      route: '/api/axes',
      status: 200,
      durationMs: expect.any(Number),
    });
    // A probe that succeeds is not worth a line.
    const probe = await api(portal, null, '/api/health');
    await new Promise((done) => setTimeout(done, 200));
    const probeId = probe.headers.get('x-request-id');
    expect(logLines(portal.output()).filter((line) => line.reqId === probeId)).toEqual([]);
  });
});

describe('a portal without METRICS_TOKEN', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal?.stop();
  });

  it('has no metrics endpoint: a JSON 404, not a page', async () => {
    for (const token of [null, TOKEN]) {
      const response = await scrape(portal, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describeOnPostgres('a portal on PostgreSQL, with METRICS_TOKEN', () => {
  let database: EmptyDatabase;
  let portal: Portal;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    portal = await startPortal({ DATABASE_URL: database.url, METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await portal?.kill();
    await database?.drop();
  });

  it("reports the database pool's use", async () => {
    expect((await api(portal, null, '/api/health/ready')).status).toBe(200);
    const response = await scrape(portal);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(sample(text, 'passerelle_db_pool_max_connections')).toBe(10);
    expect(sample(text, 'passerelle_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'passerelle_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'passerelle_db_pool_waiting_queries')).toBe(0);
    expect(sample(text, 'passerelle_mail_outbox_pending')).toBe(0);
    expect(sample(text, 'passerelle_mail_outbox_oldest_pending_age_seconds')).toBe(0);
  });
});
