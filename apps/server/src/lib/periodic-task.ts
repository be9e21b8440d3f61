import type { FastifyBaseLogger } from 'fastify';

/*
 * A job a server runs on a timer besides its requests (the clean-up of unattached files,
 * decision 013; the opening of the cold evaluations, decision 035): one pass after a first delay,
 * then one per interval, on an unref'd timer (it never keeps the process alive). A failed pass is
 * logged and the next one runs as planned; passes never overlap. `stop()` leaves no timer and
 * waits for the pass under way. A job extends it with its own pass.
 */

export interface PeriodicTaskOptions<R> {
  /** One pass, as the timer runs it. */
  pass: () => Promise<R>;
  /** Time between two passes; 0: no timer (`runOnce` still works). */
  intervalMs: number;
  /** Delay of the first pass after `start()`. */
  firstRunDelayMs: number;
  log: FastifyBaseLogger;
  /** What a pass the timer ran says in the log: null for nothing. */
  report: (result: R) => { message: string; details: object } | null;
  /** The log message of a failed pass. */
  failure: string;
}

export class PeriodicTask<R> {
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<R> | null = null;

  constructor(private readonly options: PeriodicTaskOptions<R>) {}

  /** Whether the periodic timer runs. */
  get isRunning(): boolean {
    return this.started && !this.stopped;
  }

  start(): void {
    if (this.started || this.stopped || this.options.intervalMs <= 0) return;
    this.started = true;
    this.schedule(this.options.firstRunDelayMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** A pass now, or the one already under way. */
  runOnce(): Promise<R> {
    return this.runPass(this.options.pass);
  }

  /** `pass` now (a pass of other parameters, for a subclass), or the one already under way. */
  protected runPass(pass: () => Promise<R>): Promise<R> {
    this.running ??= pass().finally(() => {
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
            const report = this.options.report(result);
            if (report) this.options.log.info(report.details, report.message);
          },
          (error: unknown) => this.options.log.error({ err: error }, this.options.failure),
        )
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
