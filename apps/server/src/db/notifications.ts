import { sql } from 'drizzle-orm';
import type { Executor } from './executor.js';

/*
 * Signals between the portal's processes through PostgreSQL's LISTEN/NOTIFY (decisions 043 and
 * 045): a transaction that enqueues work or changes cached data notifies a channel; every process
 * listening to it (this one included) hears it once the transaction commits, never if it rolls
 * back. On the embedded database the same SQL reaches this process's listeners only, which is
 * all there is. A notification carries a short text (the job queue, the cache).
 */

/** The channels the portal uses. */
export const CHANNELS = {
  /** Background work to do: the payload names the queue (`mail`, `document-send`, …). */
  jobs: 'passerelle_jobs',
  /** Cached answers to drop: the cache (`catalogue`, `survey-results`) and its sender, `name@id`. */
  caches: 'passerelle_caches',
} as const;

export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/**
 * `payload`, or null when notifications may have been missed (the listening connection was lost
 * and opened again): the listener then checks for itself, as if told about everything.
 */
export type NotificationHandler = (payload: string | null) => void;

export interface Notifications {
  /** Calls `handler` for every notification of `channel`; answers the function that stops it. */
  listen(channel: Channel, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Stops listening to everything (the database closes). */
  close(): Promise<void>;
}

/** Notifies `channel` in `db`'s transaction (or at once, outside one). */
export async function notify(db: Executor, channel: Channel, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The handlers of each channel, shared by both drivers' implementations. */
export class HandlerSet {
  private readonly byChannel = new Map<string, Set<NotificationHandler>>();

  /** Adds `handler`; answers whether it is the channel's first. */
  add(channel: string, handler: NotificationHandler): boolean {
    const handlers = this.byChannel.get(channel) ?? new Set();
    this.byChannel.set(channel, handlers);
    handlers.add(handler);
    return handlers.size === 1;
  }

  /** Removes `handler`; answers whether the channel has none left. */
  delete(channel: string, handler: NotificationHandler): boolean {
    const handlers = this.byChannel.get(channel);
    if (!handlers) return false;
    handlers.delete(handler);
    if (handlers.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  /** Calls the channel's handlers; one that throws never stops the others. */
  emit(channel: string, payload: string | null): void {
    for (const handler of this.byChannel.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        console.error(`A ${channel} notification handler failed:`, error);
      }
    }
  }

  /** Every handler of every channel is told it may have missed notifications. */
  emitMissed(): void {
    for (const channel of this.channels()) this.emit(channel, null);
  }

  clear(): void {
    this.byChannel.clear();
  }
}
