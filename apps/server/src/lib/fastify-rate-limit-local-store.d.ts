/*
 * @fastify/rate-limit's in-memory store (a CommonJS file without types of its own), which the
 * shared store falls back to while the database does not answer (lib/rate-limit-store.ts).
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  /** Windows counted in this process, the `cache` most recent keys kept (LRU). */
  class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }

  export default LocalStore;
}
