import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANNELS, notify } from '../db/notifications.js';

/*
 * Answer caches kept in each replica's memory and dropped on all of them when their data changes
 * (decision 045): a write tells every replica through the database's notifications (the `caches`
 * channel, the cache's name as payload), this one included. The notification is sent once the
 * write has committed, so no replica drops its cache before the data has changed and computes
 * the old answer again.
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
 * Makes `clear` run whenever any replica invalidates the cache `name`, or when notifications may
 * have been missed (the listening connection was lost: every cache is dropped, as after a
 * write). Answers the function that invalidates it; a failure to notify is logged, never
 * thrown (the write is done; the other replicas then serve their answers until they expire).
 */
export async function invalidatedEverywhere(
  app: FastifyInstance,
  name: string,
  clear: () => void,
): Promise<Invalidate> {
  const stop = await app.notifications.listen(CHANNELS.caches, (payload) => {
    if (payload === null || payload === name) clear();
  });
  app.addHook('onClose', stop);
  return async () => {
    // This replica at once: the writer's next read must not wait for the notification.
    clear();
    try {
      await notify(app.db, CHANNELS.caches, name);
    } catch (error) {
      app.log.warn(
        { err: error, cache: name },
        'The other replicas were not told to drop a cache: they serve it until it expires',
      );
    }
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of this method may change data (what a read never does). */
export const isWriteMethod = (method: string): boolean => WRITES.has(method);

/**
 * Runs `then` once a successful write that `selects` picks has committed, before its answer
 * leaves (onSend), so that the writer's next read is fresh. A callback hook rather than an async
 * one: reads, nearly every request, go through without a promise (issue 24).
 */
export function afterSuccessfulWrite(
  app: FastifyInstance,
  selects: (request: FastifyRequest, reply: FastifyReply) => boolean,
  then: () => Promise<void> | void,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // In onSend a write that succeeded has committed its transaction.
    if (!isWriteMethod(request.method) || reply.statusCode >= 400 || !selects(request, reply)) {
      done(null, payload);
      return;
    }
    Promise.resolve()
      .then(then)
      .then(() => done(null, payload), done);
  });
}
