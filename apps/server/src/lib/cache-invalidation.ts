import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { CHANNELS, notify, type Notifications } from '../db/notifications.js';

/*
 * Answer caches kept in each replica's memory and dropped on all of them when their data changes
 * (decision 045): a write drops this replica's caches of that name at once, then tells the
 * others through the database's notifications (the `caches` channel). The notification is sent
 * once the write has committed, so no replica drops its cache before the data has changed and
 * computes the old answer again.
 */

/**
 * The catalogue's lists (decision 019) and the anonymous pages' public reads (decision 068): one
 * name, so that one back-office write drops both on every replica.
 */
export const CATALOGUE_CACHE = 'catalogue';

/** How long a public answer is served at most, in ms (both caches above). */
export const PUBLIC_ANSWER_TTL_MS = 5_000;

/** Drops this process's cache at once and tells every replica to drop theirs. */
export type Invalidate = () => Promise<void>;

/**
 * A drop's payload: the cache's name, then `@` and the replica that sent it. The database's
 * triggers (decision 070) send the name alone: heard by every replica, the sender included.
 */
export function cacheDropPayload(name: string, sender: string): string {
  return `${name}@${sender}`;
}

/** The cache a payload drops, and the replica that sent it if it says. */
export function readCacheDrop(payload: string): { name: string; sender: string | null } {
  const at = payload.lastIndexOf('@');
  return at < 0
    ? { name: payload, sender: null }
    : { name: payload.slice(0, at), sender: payload.slice(at + 1) };
}

/**
 * This replica's caches by name, dropped together. A replica ignores the notifications it sent
 * itself: its caches were dropped before it sent them, and hearing them later would drop the
 * answers computed since from the new data (a page read twice for nothing, issue 24).
 */
export class CacheDrops {
  readonly #sender = randomUUID();
  readonly #clears = new Map<string, Set<() => void>>();

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Listens to the other replicas' drops; answers the function that stops. */
  listen(notifications: Notifications): Promise<() => Promise<void>> {
    return notifications.listen(CHANNELS.caches, (payload) => {
      // Notifications may have been missed (the listening connection was lost): drop them all.
      if (payload === null) {
        for (const name of this.#clears.keys()) this.#clear(name);
        return;
      }
      const { name, sender } = readCacheDrop(payload);
      if (sender !== this.#sender) this.#clear(name);
    });
  }

  /** Makes `clear` run whenever a replica (this one included) drops the cache `name`. */
  on(name: string, clear: () => void): void {
    const clears = this.#clears.get(name) ?? new Set();
    this.#clears.set(name, clears);
    clears.add(clear);
  }

  /**
   * Drops the cache `name` here at once (the writer's next read must not wait for the
   * notification), then tells every other replica. A failure to notify is logged, never thrown
   * (the write is done; the other replicas then serve their answers until they expire).
   */
  async drop(name: string): Promise<void> {
    this.#clear(name);
    try {
      await notify(this.db, CHANNELS.caches, cacheDropPayload(name, this.#sender));
    } catch (error) {
      this.log.warn(
        { err: error, cache: name },
        'The other replicas were not told to drop a cache: they serve it until it expires',
      );
    }
  }

  #clear(name: string): void {
    for (const clear of this.#clears.get(name) ?? []) clear();
  }
}

/**
 * Makes `clear` run whenever any replica invalidates the cache `name`, or when notifications may
 * have been missed; answers the function that invalidates it.
 */
export function invalidatedEverywhere(
  app: FastifyInstance,
  name: string,
  clear: () => void,
): Invalidate {
  app.cacheDrops.on(name, clear);
  return () => app.cacheDrops.drop(name);
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of this method may change data (what a read never does). */
export const isWriteMethod = (method: string): boolean => WRITES.has(method);

interface WriteFollowUp {
  selects: (request: FastifyRequest, reply: FastifyReply) => boolean;
  then: () => Promise<void> | void;
}

/** The follow-ups of each Fastify instance, run by one onSend hook of its own. */
const followUps = new WeakMap<FastifyInstance, WriteFollowUp[]>();

/**
 * Runs `then` once a successful write that `selects` picks has committed, before its answer
 * leaves (onSend), so that the writer's next read is fresh. The follow-ups of an instance share
 * one callback hook, run in the order they were added: reads, nearly every request, pass through
 * one function call and no promise (issue 24).
 */
export function afterSuccessfulWrite(
  app: FastifyInstance,
  selects: WriteFollowUp['selects'],
  then: WriteFollowUp['then'],
): void {
  const known = followUps.get(app);
  if (known) {
    known.push({ selects, then });
    return;
  }
  const list: WriteFollowUp[] = [{ selects, then }];
  followUps.set(app, list);
  app.addHook('onSend', (request, reply, payload, done) => {
    // In onSend a write that succeeded has committed its transaction.
    if (!isWriteMethod(request.method) || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    const chosen = list.filter((followUp) => followUp.selects(request, reply));
    if (chosen.length === 0) {
      done(null, payload);
      return;
    }
    chosen
      .reduce<Promise<void>>(
        (previous, followUp) => previous.then(followUp.then),
        Promise.resolve(),
      )
      .then(() => done(null, payload), done);
  });
}
