import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { OutboxBacklog } from '../lib/prometheus.js';
import { withinTime } from '../lib/time-limit.js';

/*
 * Prometheus metrics at `GET /metrics` (decision 048), outside /api: only when METRICS_TOKEN is
 * set, and only to `Authorization: Bearer <METRICS_TOKEN>`. Without the token the route does not
 * exist and prom-client is not even loaded; `app.metrics` then counts nothing.
 */

export const METRICS_PATH = '/metrics';

/** How long a scrape waits for the database's figures before leaving them out. */
const SCRAPE_QUERY_LIMIT_MS = 2000;

export interface Metrics {
  /**
   * A background job failed (an attempt that will be retried counts too). `queue` names the kind
   * of work ('mail', 'document-sends'…): a constant of the code, never data (each value is a
   * series of its own).
   */
  jobFailed(queue: string): void;
  /** Makes a queue's failure count exist at 0 from the start, so that its first failure shows. */
  declareJobQueue(queue: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  /** The mail outbox's backlog (the mail module's, given by app.ts). */
  outboxBacklog: () => Promise<OutboxBacklog>;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the token, compared in constant time (digests of equal length). */
function carriesToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]!), expected);
}

export default fp(
  async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
    const token = app.config.METRICS_TOKEN;
    if (!token) {
      app.decorate('metrics', { jobFailed: () => {}, declareJobQueue: () => {} });
      return;
    }
    const { createPortalMetrics } = await import('../lib/prometheus.js');
    const metrics = createPortalMetrics({
      poolUse: app.poolUse,
      transactions: app.dbTransactions,
      statements: app.dbStatements,
      outboxBacklog: () => withinTime(options.outboxBacklog(), SCRAPE_QUERY_LIMIT_MS),
      onCollectError: (error) => app.log.warn({ err: error }, 'metrics: the outbox was not read'),
    });
    app.decorate('metrics', {
      jobFailed: metrics.jobFailed,
      declareJobQueue: metrics.declareJobQueue,
    });

    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const expected = sha256(token);
    app.get(
      METRICS_PATH,
      {
        schema: { hide: true },
        // Guarded by its own token, not by a portal session (the route-access table says so).
        config: { public: true },
        // A scrape every few seconds is not worth a line; a refused one is (below).
        logLevel: 'warn',
      },
      async (request, reply) => {
        if (!carriesToken(request, expected)) {
          request.log.warn('metrics: scrape refused (missing or wrong token)');
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError('UNAUTHENTICATED');
        }
        const text = await metrics.scrape();
        return reply.type(metrics.registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['errors'] },
);
