/**
 * A small in-process cache of answers already serialised to JSON text (decisions 019 and 034):
 * - a lifetime counted from the start of the computation, so an answer is never served more than
 *   `ttlMs` after the data it was read from;
 * - bounded by entries and by characters, the least recently used entry leaving first;
 * - single flight: concurrent misses of one key wait for one computation instead of each running
 *   their own;
 * - refresh ahead: an answer asked for late in its life (`refreshAfterMs`) is served at once and
 *   computed again in the background, so an answer in demand is renewed before it expires instead
 *   of keeping all its askers waiting for the next computation;
 * - `clear()` drops everything at once and bumps a generation, so that a computation started
 *   before a write is handed to the requests already waiting for it but never stored;
 * - a computation made from data read earlier than itself (a snapshot kept by its caller) says
 *   when (`DatedText`): its lifetime then counts from that read, so that what is served is never
 *   older than `ttlMs` whichever layer kept it;
 * - expired answers are dropped soon after they expire (`ExpirySweep`), so that a server left
 *   idle after its traffic holds none of them.
 */
export interface AnswerCacheOptions {
  /** How long an answer is served, in ms. */
  ttlMs: number;
  /**
   * From this age on (ms), a request served the answer also starts its next computation in the
   * background (once per answer). Default: three quarters of `ttlMs`; `ttlMs` or more: never.
   */
  refreshAfterMs?: number;
  /** Most answers kept. */
  maxEntries: number;
  /** Most characters kept over all answers (a page of 100 sessions is about 70 000). */
  maxChars: number;
  /** The clock in ms; tests inject theirs. */
  now?: () => number;
}

/** An answer and when the oldest data it was made from was read (the cache's clock). */
export interface DatedText {
  text: string;
  since: number;
}

/** What a computation answers: the text, dated from its start unless it says otherwise. */
export type Computed = string | DatedText;

/** Waits this long past the first expiry before a sweep, so that one sweep drops several. */
const SWEEP_SLACK_MS = 1_000;

/**
 * Drops the entries of `entries` that have expired (`expiresAt` on `now`'s clock), a little after
 * the first one does, then after the next: one timer while something is kept, none once nothing
 * is (an idle server does no work). The timer never keeps the process alive.
 */
export class ExpirySweep<K, E extends { expiresAt: number }> {
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly entries: Map<K, E>,
    private readonly now: () => number,
    private readonly drop: (key: K, entry: E) => void = (key) => entries.delete(key),
  ) {}

  /** Plans a sweep for `at` unless one is planned (a planned sweep plans the next itself). */
  plan(at: number): void {
    if (this.#timer !== undefined) return;
    const delay = Math.max(0, at - this.now()) + SWEEP_SLACK_MS;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const next = this.#dropExpired();
      if (next !== undefined) this.plan(next);
    }, delay);
    this.#timer.unref();
  }

  /** Drops the expired entries; answers when the next one expires, if any is left. */
  #dropExpired(): number | undefined {
    const now = this.now();
    let next: number | undefined;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.drop(key, entry);
      else next = Math.min(next ?? Infinity, entry.expiresAt);
    }
    return next;
  }
}

interface Entry {
  text: string;
  expiresAt: number;
  /** When a request should start renewing it (Infinity once one did). */
  refreshAt: number;
}

export class AnswerCache {
  readonly #options: AnswerCacheOptions;
  readonly #now: () => number;
  /** In order of use: the first is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  readonly #flights = new Map<string, Promise<string>>();
  #chars = 0;
  #generation = 0;
  readonly #sweep: ExpirySweep<string, Entry>;

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
    this.#sweep = new ExpirySweep(this.#entries, this.#now, (key, entry) =>
      this.#remove(key, entry),
    );
  }

  /** The answer of `key`: kept, being computed, or computed now by `compute`. */
  get(key: string, compute: () => Promise<Computed>): Promise<string> {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#remove(key, entry);
      const now = this.#now();
      if (entry.expiresAt > now) {
        this.#insert(key, entry);
        if (now >= entry.refreshAt && !this.#flights.has(key)) {
          // One renewal per answer, even if it fails: the answer stays served until it expires.
          entry.refreshAt = Infinity;
          this.#compute(key, compute).catch(() => undefined);
        }
        return Promise.resolve(entry.text);
      }
    }
    return this.#flights.get(key) ?? this.#compute(key, compute);
  }

  /** Forgets every answer, and any computation under way (its waiters still get its answer). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#flights.clear();
    this.#chars = 0;
  }

  /** Answers kept (expired ones included until they are asked for, swept or pushed out). */
  get size(): number {
    return this.#entries.size;
  }

  #compute(key: string, compute: () => Promise<Computed>): Promise<string> {
    const generation = this.#generation;
    const started = this.#now();
    const flight = Promise.resolve()
      .then(compute)
      .then((computed) => {
        const text = typeof computed === 'string' ? computed : computed.text;
        const startedAt =
          typeof computed === 'string' ? started : Math.min(started, computed.since);
        if (generation === this.#generation) {
          const { ttlMs, refreshAfterMs = (ttlMs * 3) / 4 } = this.#options;
          this.#insert(key, {
            text,
            expiresAt: startedAt + ttlMs,
            refreshAt: refreshAfterMs < ttlMs ? startedAt + refreshAfterMs : Infinity,
          });
          this.#evict();
        }
        return text;
      })
      .finally(() => {
        if (this.#flights.get(key) === flight) this.#flights.delete(key);
      });
    this.#flights.set(key, flight);
    return flight;
  }

  #insert(key: string, entry: Entry): void {
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#remove(key, previous);
    this.#entries.set(key, entry);
    this.#chars += entry.text.length;
    this.#sweep.plan(entry.expiresAt);
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#chars -= entry.text.length;
  }

  #evict(): void {
    const { maxEntries, maxChars } = this.#options;
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= maxEntries && this.#chars <= maxChars) return;
      this.#remove(key, entry);
    }
  }
}
