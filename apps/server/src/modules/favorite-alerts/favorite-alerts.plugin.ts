import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { t, type ScheduledTaskCode } from '@passerelle/shared';
import { sendDueFavoriteAlerts, type FavoriteAlertRunResult } from './favorite-alerts.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the alert mails on favourites that are due (decision 078). */
    favoriteAlerts: { runOnce(now?: Date): Promise<FavoriteAlertRunResult> };
  }
}

/** The timed task's name (`scheduled_tasks.name`), one of the shared list the jobs page shows. */
export const FAVORITE_ALERTS_TASK = 'favorite-alerts' satisfies ScheduledTaskCode;

/**
 * The alert mails on favourites as a timed task (decision 043: one replica runs each pass; what
 * waits is in the database only), every FAVORITE_ALERTS_CHECK_MINUTES unless 0 (the default in
 * tests), the first time at once. `app.favoriteAlerts.runOnce(now)` runs it on demand.
 */
export default fp(
  async function favoriteAlertsPlugin(app: FastifyInstance) {
    const log = app.log.child({ module: 'favorite-alerts' });
    const runOnce = (now = new Date()) =>
      sendDueFavoriteAlerts({ db: app.db, publicUrl: app.config.PUBLIC_URL, log, now });
    app.decorate('favoriteAlerts', { runOnce });
    const intervalMs = app.config.FAVORITE_ALERTS_CHECK_MINUTES * 60_000;
    if (intervalMs === 0) return;
    app.scheduledTasks.add({
      name: FAVORITE_ALERTS_TASK,
      intervalMs,
      firstRunDelayMs: 0,
      run: async () => {
        const result = await runOnce();
        if (result.mailed > 0 || result.failed > 0) log.info(result, 'alerts on favourites');
        if (result.failed > 0) {
          throw new Error(t('jobs.report.favoriteAlertsFailed', { count: result.failed }));
        }
        return result.mailed > 0 ? t('jobs.report.favoriteAlerts', { count: result.mailed }) : null;
      },
    });
  },
  { name: 'favorite-alerts', dependencies: ['jobs'] },
);
