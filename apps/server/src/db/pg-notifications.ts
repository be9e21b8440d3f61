import pg from 'pg';
import {
  HandlerSet,
  type Channel,
  type NotificationHandler,
  type Notifications,
} from './notifications.js';

/** Delays before opening a lost listening connection again: 0.5 s, doubled up to 30 s. */
const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * LISTEN on PostgreSQL through one connection of its own (a pooled one would go back to the pool
 * and its LISTEN with it), opened on the first `listen`. A lost connection is opened again with
 * back-off, its channels listened to again, then every handler told it may have missed
 * notifications (null). An idle listening connection runs no query.
 */
export class PgNotifications implements Notifications {
  private readonly handlers = new HandlerSet();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {}

  async listen(channel: Channel, handler: NotificationHandler): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The notifications are closed');
    const first = this.handlers.add(channel, handler);
    const client = await this.connection();
    if (first) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    return async () => {
      if (!this.handlers.delete(channel, handler) || this.closed) return;
      await this.client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.handlers.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      this.handlers.emit(message.channel, message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    for (const channel of this.handlers.channels()) {
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The notifications are closed');
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    return client;
  }

  /** The connection went away: open it again later, then tell everyone to look for themselves. */
  private lost(client: pg.Client, error: Error | null): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    this.warn(`PostgreSQL listening connection lost${error ? `: ${error.message}` : ''}`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connection().then(
        () => this.handlers.emitMissed(),
        (error: unknown) => {
          if (this.closed) return;
          this.warn(`PostgreSQL listening connection not opened again: ${String(error)}`);
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.retryTimer.unref();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
