import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { asc, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/executor.js';
import { rateLimitHits } from '../db/schema/index.js';

/*
 * @fastify/rate-limit's counts kept in the database (decision 044): every replica counts in the
 * same rows, so spreading attempts over several processes gains nothing. A hit is one statement
 * (an upsert that opens a new window when the last one is over); the database's clock alone
 * decides, so replicas whose clocks differ still agree. Windows that are over are deleted a few
 * at a time when a new window opens: no timer, an idle server does nothing. While the database
 * does not answer, hits are counted in this process's memory (the limit then holds per replica)
 * and the failure is logged: never a 500 for the visitor, never everything let through.
 */

/** Windows that are over deleted each time a new one opens: more than one, so none pile up. */
export const RATE_LIMIT_PURGE_BATCH = 20;

/** Keys counted in memory, the most recent kept, while the database does not answer. */
const FALLBACK_KEYS = 10_000;

/** What the plugin expects of a hit: the count in the window, and the window's ms left. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

/**
 * Counts one hit of `key` in a window of `windowMs`, opening a new window (count 1) when there is
 * none or the last one is over. Concurrent hits of one key wait for each other on its row: none
 * is lost.
 */
export async function countRateLimitHit(
  db: Executor,
  key: string,
  windowMs: number,
): Promise<RateLimitCount> {
  const over = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({
      key,
      hits: 1,
      resetAt: sql`now() + ${windowMs}::float8 * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${over} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error(`No count returned for the rate limit key ${key}`);
  return row;
}

/**
 * Deletes up to `limit` windows that are over, the oldest first; rows another transaction holds
 * (a hit opening a new window on one of them) are skipped rather than waited for.
 */
export async function purgeRateLimitHits(
  db: Executor,
  limit = RATE_LIMIT_PURGE_BATCH,
): Promise<number> {
  const over = db
    .select({ key: rateLimitHits.key })
    .from(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, sql`now()`))
    .orderBy(asc(rateLimitHits.resetAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(rateLimitHits)
    .where(inArray(rateLimitHits.key, over))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

/**
 * What @fastify/rate-limit hands `child()`: a route's limit options merged with the plugin's,
 * and the route (its types say `RouteOptions`, which is not what it passes).
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

/**
 * The key space of a route's limit: its method and URL (the plugin's `groupId` for a limit that
 * is not a route's), so that two limits never count each other's hits.
 */
function namespaceOf(limit: RouteLimit): string {
  const { method, url } = limit.routeInfo ?? {};
  if (url) return `${[method ?? ''].flat().join(',')} ${url}`;
  if (limit.groupId) return limit.groupId;
  throw new Error('A rate limit that is not a route’s needs a groupId (lib/rate-limit-store.ts)');
}

export interface RateLimitStoreOptions {
  db: Executor;
  log: FastifyBaseLogger;
}

/**
 * The store class to give @fastify/rate-limit (`store`), counting in `db`. The plugin builds one
 * and asks it for a child per limited route (`child()`), each counting under its route's key.
 */
export function databaseRateLimitStore({
  db,
  log,
}: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const fallback = new LocalStore(false, false, FALLBACK_KEYS);
  let failing = false;

  const counted = (count: RateLimitCount) => {
    if (failing) log.warn('The rate limits are counted in the database again');
    failing = false;
    // A new window: time to clear a few that are over (a failure only delays it).
    if (count.current === 1) {
      purgeRateLimitHits(db).catch((error: unknown) =>
        log.warn({ err: error }, 'Purging the rate limits’ windows that are over failed'),
      );
    }
    return count;
  };

  const failed = (error: unknown) => {
    if (!failing) {
      log.error(
        { err: error },
        'The database does not count the rate limits: each process counts its own until it does',
      );
    }
    failing = true;
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;

    constructor(_options: unknown, namespace = 'global') {
      this.#namespace = namespace;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow: number,
      max: number,
    ): void {
      const scoped = `${this.#namespace} ${key}`;
      countRateLimitHit(db, scoped, timeWindow).then(
        (count) => callback(null, counted(count)),
        (error: unknown) => {
          failed(error);
          fallback.incr(scoped, callback, timeWindow, max);
        },
      );
    }

    child(limit: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(limit, namespaceOf(limit as unknown as RouteLimit));
    }
  };
}
