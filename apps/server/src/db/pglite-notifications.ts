import type { PGlite } from '@electric-sql/pglite';
import type { Channel, NotificationHandler, Notifications } from './notifications.js';

/** LISTEN on the embedded database: its notifications reach this process, the only one there is. */
export class PgliteNotifications implements Notifications {
  private readonly stops = new Set<() => Promise<void>>();

  constructor(private readonly client: PGlite) {}

  async listen(channel: Channel, handler: NotificationHandler): Promise<() => Promise<void>> {
    const unlisten = await this.client.listen(channel, (payload) => handler(payload));
    const stop = async () => {
      if (!this.stops.delete(stop) || this.client.closed) return;
      await unlisten();
    };
    this.stops.add(stop);
    return stop;
  }

  async close(): Promise<void> {
    await Promise.all([...this.stops].map((stop) => stop()));
  }
}
