import type { EventEmitter } from 'node:events';

/**
 * Emitted on `process` once the server listens: the launcher of the compiled server
 * (run-bundle.ts) then writes its code cache, holding what the start compiled.
 */
export const STARTED_EVENT = 'passerelle:started';

/** Tells the launcher, if any, that the server is started (main.ts, after `listen`). */
export function announceStarted(): void {
  const emitter: EventEmitter = process;
  emitter.emit(STARTED_EVENT);
}
