import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { PeriodicTask } from '../../lib/periodic-task.js';
import { openDueColdSurveys, type ColdSurveyRunResult } from './cold-survey.service.js';

/*
 * Runs the cold evaluation's opening (decision 035) once at start-up, then every
 * COLD_SURVEY_CHECK_MINUTES (lib/periodic-task.ts: an unref'd timer, a failed run logged, runs
 * never overlapping). Its state is in the database only: nothing is lost by a restart, and
 * several servers may run it together.
 */

export interface ColdSurveySchedulerOptions {
  db: Database;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Time between two runs; 0: no timer (`runOnce` still works). */
  intervalMs: number;
  /** Told after a run that opened evaluations (the survey results' cache is dropped). */
  onOpened?: () => void;
}

/** A run as of `now`; the caller is told when it opened evaluations. */
async function openDue(
  options: ColdSurveySchedulerOptions,
  now: Date,
): Promise<ColdSurveyRunResult> {
  const result = await openDueColdSurveys({ ...options, now });
  if (result.opened > 0) options.onOpened?.();
  return result;
}

export class ColdSurveyScheduler extends PeriodicTask<ColdSurveyRunResult> {
  private readonly settings: ColdSurveySchedulerOptions;

  constructor(options: ColdSurveySchedulerOptions) {
    super({
      pass: () => openDue(options, new Date()),
      intervalMs: options.intervalMs,
      // The first run at once, after the start-up's own work.
      firstRunDelayMs: 0,
      log: options.log,
      report: (result) =>
        result.opened > 0 || result.failed > 0
          ? { message: 'cold evaluations opened', details: result }
          : null,
      failure: 'cold evaluation run failed',
    });
    this.settings = options;
  }

  /** One run now, as of `now` (tests), or the one already under way. */
  override runOnce(now: Date = new Date()): Promise<ColdSurveyRunResult> {
    return this.runPass(() => openDue(this.settings, now));
  }
}
