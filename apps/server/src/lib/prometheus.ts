import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/handle.js';

/*
 * What the portal measures for Prometheus (decision 048). Everything is computed in memory as
 * requests go or read when Prometheus scrapes: nothing runs on a timer but the event-loop delay
 * sampling of prom-client's default metrics. Loaded only when METRICS_TOKEN is set.
 */

/** The mail outbox's backlog, read at scrape time. */
export interface OutboxBacklog {
  pending: number;
  /** Age of the oldest pending mail, in seconds (0 when none is pending). */
  oldestPendingSeconds: number;
}

export interface PortalMetricsSources {
  /** The database pool's use (null on the embedded database: no pool gauges then). */
  poolUse: DatabaseHandle['poolUse'];
  /** Transactions run on the database so far (db/transaction-count.ts). */
  transactions: DatabaseHandle['transactions'];
  /** Statements sent to the database so far, BEGIN and COMMIT included. */
  statements: DatabaseHandle['statements'];
  /** The outbox's backlog; a failure leaves the outbox gauges out of that scrape. */
  outboxBacklog: () => Promise<OutboxBacklog>;
  /** Told why a scrape-time read failed. */
  onCollectError: (error: unknown) => void;
}

/**
 * A gauge read at scrape time whose sample is left out when the read fails (the database is
 * down): no sample says "unknown", where a 0 would say "all clear".
 */
function scrapedGauge(
  registry: Registry,
  name: string,
  help: string,
  read: () => Promise<number | undefined>,
) {
  class ScrapedGauge extends Gauge {
    override async get() {
      const [metric, value] = await Promise.all([super.get(), read()]);
      return { ...metric, values: value === undefined ? [] : [{ value, labels: {} }] };
    }
  }
  return new ScrapedGauge({ name, help, registers: [registry] });
}

/** Request durations' buckets, in seconds: an API answer in milliseconds, an export in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** `2xx`, `4xx`…: the class of a status code, so that a label has five values at most. */
export function statusClass(statusCode: number): string {
  return `${Math.floor(statusCode / 100)}xx`;
}

export interface PortalMetrics {
  registry: Registry;
  /** The exposition text of every metric, the scrape-time ones read now. */
  scrape(): Promise<string>;
  /** One answered request: the route's pattern (never the URL), its method and its status. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void;
  jobFailed(queue: string): void;
  declareJobQueue(queue: string): void;
}

/** A new registry holding the portal's metrics and Node's default ones. */
export function createPortalMetrics(sources: PortalMetricsSources): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Event-loop delay sampled every 100 ms rather than prom-client's 10: as precise for the alert
  // (a p99 above half a second), and an idle process wakes 10 times a second instead of 100
  // (0.5 s of CPU a minute for nothing; decision 043's idle figures).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });

  const requests = new Histogram({
    name: 'passerelle_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const jobFailures = new Counter({
    name: 'passerelle_job_failures_total',
    help: 'Background jobs that failed (an attempt that will be retried counts too), by queue.',
    labelNames: ['queue'] as const,
    registers,
  });

  new Counter({
    name: 'passerelle_db_transactions_total',
    help: 'Transactions this process ran on the database (an idle server runs a handful a minute).',
    registers,
    collect() {
      this.reset();
      this.inc(sources.transactions());
    },
  });

  new Counter({
    name: 'passerelle_db_statements_total',
    help: 'Statements this process sent to the database, BEGIN and COMMIT included.',
    registers,
    collect() {
      this.reset();
      this.inc(sources.statements());
    },
  });

  if (sources.poolUse() !== null) {
    const poolGauge = (name: string, help: string, key: 'total' | 'idle' | 'waiting' | 'max') =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const use = sources.poolUse();
          if (use) this.set(use[key]);
        },
      });
    poolGauge('passerelle_db_pool_connections', 'Open connections of the database pool.', 'total');
    poolGauge(
      'passerelle_db_pool_idle_connections',
      'Open connections of the database pool that no query uses.',
      'idle',
    );
    poolGauge(
      'passerelle_db_pool_waiting_queries',
      'Queries waiting for a connection of the database pool.',
      'waiting',
    );
    poolGauge(
      'passerelle_db_pool_max_connections',
      'Connections the database pool may open.',
      'max',
    );
  }

  // The two outbox gauges come from one query per scrape, run by the first of them read.
  let backlog: Promise<OutboxBacklog | null> | null = null;
  const readBacklog = () =>
    (backlog ??= sources.outboxBacklog().then(
      (value) => value,
      (error: unknown) => {
        sources.onCollectError(error);
        return null;
      },
    ));
  scrapedGauge(
    registry,
    'passerelle_mail_outbox_pending',
    'Mails of the outbox waiting to be sent.',
    async () => (await readBacklog())?.pending,
  );
  scrapedGauge(
    registry,
    'passerelle_mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail waiting to be sent (0 when none is).',
    async () => (await readBacklog())?.oldestPendingSeconds,
  );

  return {
    registry,
    scrape: async () => {
      backlog = null;
      try {
        return await registry.metrics();
      } finally {
        backlog = null;
      }
    },
    observeRequest: (route, method, statusCode, seconds) =>
      requests.observe({ route, method, status_class: statusClass(statusCode) }, seconds),
    jobFailed: (queue) => jobFailures.inc({ queue }),
    declareJobQueue: (queue) => jobFailures.inc({ queue }, 0),
  };
}
