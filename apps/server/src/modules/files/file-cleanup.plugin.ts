import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FileCleaner } from './file-cleanup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes unattached uploads past their grace period (decision 013). */
    fileCleaner: FileCleaner;
  }
}

/**
 * Starts the periodic clean-up of unattached files with the app (unless
 * FILES_CLEANUP_INTERVAL_MINUTES is 0, the default in tests) and stops it before the app closes
 * its database. `app.fileCleaner.runOnce()` runs a pass on demand.
 */
export default fp(
  async function fileCleanupPlugin(app: FastifyInstance) {
    const { FILES_CLEANUP_GRACE_HOURS, FILES_CLEANUP_INTERVAL_MINUTES } = app.config;
    const cleaner = new FileCleaner({
      db: app.db,
      store: app.fileStore,
      log: app.log.child({ module: 'file-cleanup' }),
      graceMs: FILES_CLEANUP_GRACE_HOURS * 3_600_000,
      intervalMs: FILES_CLEANUP_INTERVAL_MINUTES * 60_000,
    });
    app.decorate('fileCleaner', cleaner);
    app.addHook('onReady', async () => cleaner.start());
    app.addHook('preClose', async () => cleaner.stop());
  },
  { name: 'file-cleanup' },
);
