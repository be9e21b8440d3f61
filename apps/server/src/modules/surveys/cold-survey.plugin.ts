import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ColdSurveyScheduler } from './cold-survey-scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens the cold evaluations on their date (decision 035). */
    coldSurveyScheduler: ColdSurveyScheduler;
  }
}

/**
 * Starts the cold evaluation's scheduled opening with the app (unless COLD_SURVEY_CHECK_MINUTES is
 * 0, the default in tests): a run once ready, then one per interval; stops it before the app
 * closes its database. `app.coldSurveyScheduler.runOnce(now)` runs it on demand.
 */
export default fp(
  async function coldSurveyPlugin(app: FastifyInstance) {
    const scheduler = new ColdSurveyScheduler({
      db: app.db,
      publicUrl: app.config.PUBLIC_URL,
      log: app.log.child({ module: 'cold-survey' }),
      intervalMs: app.config.COLD_SURVEY_CHECK_MINUTES * 60_000,
      // New evaluations show at once in the results, on every replica (decisions 034 and 045).
      onOpened: () => void app.surveyResultsCache.invalidate(),
    });
    app.decorate('coldSurveyScheduler', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('preClose', async () => scheduler.stop());
  },
  { name: 'cold-survey', dependencies: ['survey-results-cache'] },
);
