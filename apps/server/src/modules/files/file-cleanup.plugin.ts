import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ScheduledTaskCode } from '@passerelle/shared';
import {
  cleanUpUnattachedFiles,
  fileCleanupReport,
  FIRST_CLEANUP_DELAY_MS,
  type FileCleanupResult,
} from './file-cleanup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes unattached uploads past their grace period (decision 013). */
    fileCleaner: { runOnce(): Promise<FileCleanupResult> };
  }
}

/** The timed task's name (`scheduled_tasks.name`), one of the shared list the jobs page shows. */
export const FILE_CLEANUP_TASK = 'file-cleanup' satisfies ScheduledTaskCode;

/**
 * The clean-up of unattached files as a timed task (decision 043: one replica runs each pass),
 * every FILES_CLEANUP_INTERVAL_MINUTES unless 0 (the default in tests).
 * `app.fileCleaner.runOnce()` runs a pass on demand.
 */
export default fp(
  async function fileCleanupPlugin(app: FastifyInstance) {
    const { FILES_CLEANUP_GRACE_HOURS, FILES_CLEANUP_INTERVAL_MINUTES } = app.config;
    const log = app.log.child({ module: 'file-cleanup' });
    const runOnce = () =>
      cleanUpUnattachedFiles({
        db: app.db,
        store: app.fileStore,
        log,
        graceMs: FILES_CLEANUP_GRACE_HOURS * 3_600_000,
      });
    app.decorate('fileCleaner', { runOnce });
    const intervalMs = FILES_CLEANUP_INTERVAL_MINUTES * 60_000;
    if (intervalMs === 0) return;
    app.scheduledTasks.add({
      name: FILE_CLEANUP_TASK,
      intervalMs,
      firstRunDelayMs: Math.min(FIRST_CLEANUP_DELAY_MS, intervalMs),
      run: async () => {
        const result = await runOnce();
        if (result.deleted > 0) log.info(result, 'unattached files deleted');
        return fileCleanupReport(result);
      },
    });
  },
  { name: 'file-cleanup', dependencies: ['jobs'] },
);
