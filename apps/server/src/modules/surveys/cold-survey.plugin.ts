import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { t, type ScheduledTaskCode } from '@passerelle/shared';
import { openDueColdSurveys, type ColdSurveyRunResult } from './cold-survey.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens the cold evaluations that came due (decision 035). */
    coldSurveyScheduler: { runOnce(now?: Date): Promise<ColdSurveyRunResult> };
  }
}

/** The timed task's name (`scheduled_tasks.name`), one of the shared list the jobs page shows. */
export const COLD_SURVEY_TASK = 'cold-surveys' satisfies ScheduledTaskCode;

/**
 * The opening of the cold evaluations as a timed task (decision 043: one replica runs each pass;
 * its state is in the database only, so nothing is lost by a restart), every
 * COLD_SURVEY_CHECK_MINUTES unless 0 (the default in tests), the first time at once.
 * `app.coldSurveyScheduler.runOnce(now)` runs it on demand.
 */
export default fp(
  async function coldSurveyPlugin(app: FastifyInstance) {
    const log = app.log.child({ module: 'cold-survey' });
    const runOnce = async (now = new Date()) => {
      const result = await openDueColdSurveys({
        db: app.db,
        publicUrl: app.config.PUBLIC_URL,
        log,
        now,
      });
      // New evaluations show at once in the results, on every replica (decisions 034, 045).
      if (result.opened > 0) await app.surveyResultsCache.invalidate();
      return result;
    };
    app.decorate('coldSurveyScheduler', { runOnce });
    const intervalMs = app.config.COLD_SURVEY_CHECK_MINUTES * 60_000;
    if (intervalMs === 0) return;
    app.scheduledTasks.add({
      name: COLD_SURVEY_TASK,
      intervalMs,
      firstRunDelayMs: 0,
      run: async () => {
        const result = await runOnce();
        if (result.opened > 0 || result.failed > 0) log.info(result, 'cold evaluations opened');
        if (result.failed > 0) {
          throw new Error(t('jobs.report.coldSurveysFailed', { count: result.failed }));
        }
        return result.opened > 0 ? t('jobs.report.coldSurveys', { count: result.opened }) : null;
      },
    });
  },
  { name: 'cold-survey', dependencies: ['survey-results-cache', 'jobs'] },
);
