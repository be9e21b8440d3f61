import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { openDueColdSurveys, type ColdSurveyRunResult } from './cold-survey.service.js';

/*
 * Runs the cold evaluation's opening (decision 035) once at start-up, then every
 * COLD_SURVEY_CHECK_MINUTES, on an unref'd timer (it never keeps the process alive). A failed run
 * is logged and the next one runs as planned; runs never overlap. Its state is in the database
 * only: nothing is lost by a restart, and several servers may run it together.
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

export class ColdSurveyScheduler {
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ColdSurveyRunResult> | null = null;

  constructor(private readonly options: ColdSurveySchedulerOptions) {}

  /** Whether the periodic timer runs. */
  get isRunning(): boolean {
    return this.started && !this.stopped;
  }

  /** The first run at once (after the start-up's own work), then one per interval. */
  start(): void {
    if (this.started || this.stopped || this.options.intervalMs <= 0) return;
    this.started = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run now, as of `now` (tests), or the one already under way. */
  runOnce(now: Date = new Date()): Promise<ColdSurveyRunResult> {
    this.running ??= openDueColdSurveys({ ...this.options, now })
      .then((result) => {
        if (result.opened > 0) this.options.onOpened?.();
        return result;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.runOnce()
        .then(
          (result) => {
            if (result.opened > 0 || result.failed > 0) {
              this.options.log.info(result, 'cold evaluations opened');
            }
          },
          (error: unknown) => this.options.log.error({ err: error }, 'cold evaluation run failed'),
        )
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
