import {
  CATALOGUE_NEXT_COUNT,
  type CataloguePage,
  type CatalogueQuery,
  type CatalogueSession,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import type { CatalogueVisibility } from './catalogue.repository.js';
import {
  catalogueItem,
  matchingSessions,
  snapshotOf,
  type CatalogueSnapshot,
} from './catalogue-index-search.js';
import {
  indexSource,
  searchInputs,
  takenSeatsBySession,
  type SearchInputs,
  type TextMatches,
} from './catalogue-index.repository.js';
import { foldText } from '../../lib/crud/fold.js';

/**
 * The most matches kept over all the texts already asked (about 50 bytes each): a few hundred
 * texts of a large programme, thousands of rarer ones.
 */
const KEPT_MATCHES = 100_000;

/** An answer and when the oldest data it was made from was read (the index's clock). */
export interface DatedAnswer<T> {
  answer: T;
  since: number;
}

interface Seats {
  taken: ReadonlyMap<number, number>;
  /** When their count started (the index's clock). */
  readAt: number;
  /** Whether a request already started counting them again. */
  renewing: boolean;
}

export interface CatalogueIndexOptions {
  /** How old the seats taken may be, in ms (the lists' lag, decision 019). */
  seatsTtlMs: number;
  /** The clock in ms; tests inject theirs. */
  now?: () => number;
}

/**
 * The sessions the catalogue may list, in this process's memory (decision 069): built by the
 * first search that needs it, and built again by the first search that finds the programme's
 * version changed (any write to what the lists show, by any replica or behind the portal's
 * back: the database counts them) or the index dropped by `clear()` (a back-office write on any
 * replica, through `invalidatedEverywhere`); never on a timer — an idle server does nothing.
 * The seats taken are counted again by a search that finds them older than `seatsTtlMs`, and in
 * the background by one that finds them in the last quarter of that.
 */
export class CatalogueIndex {
  readonly #db: Database;
  readonly #options: CatalogueIndexOptions;
  readonly #now: () => number;
  #snapshot: Promise<CatalogueSnapshot> | null = null;
  #seats: Seats | null = null;
  #counting: Promise<Seats> | null = null;
  #generation = 0;
  /** The matches of texts already asked, by folded text, with the version they were read at. */
  readonly #texts = new Map<string, { version: string; text: TextMatches }>();
  #keptMatches = 0;

  constructor(db: Database, options: CatalogueIndexOptions) {
    this.#db = db;
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  /** A page of the search, as the SQL search answered it. */
  async search(
    visibility: CatalogueVisibility,
    query: CatalogueQuery,
  ): Promise<DatedAnswer<CataloguePage>> {
    const { page, pageSize, ...filters } = query;
    const [{ snapshot, text }, seats] = await Promise.all([
      this.#current(filters.q),
      this.#seatsOrCount(),
    ]);
    const now = new Date();
    const found = matchingSessions(snapshot, filters, {
      visibility,
      taken: seats.taken,
      text,
      now,
    });
    const { limit, offset } = pageWindow({ page, pageSize });
    const items = found
      .slice(offset, offset + limit)
      .map((session) => catalogueItem(session, seats.taken, now));
    return { answer: { items, total: found.length, page, pageSize }, since: seats.readAt };
  }

  /** The next sessions to come (home page). */
  async next(visibility: CatalogueVisibility): Promise<DatedAnswer<CatalogueSession[]>> {
    const [{ snapshot }, seats] = await Promise.all([this.#current(), this.#seatsOrCount()]);
    const now = new Date();
    const found = matchingSessions(
      snapshot,
      {},
      { visibility, taken: seats.taken, text: null, now },
    );
    return {
      answer: found
        .slice(0, CATALOGUE_NEXT_COUNT)
        .map((session) => catalogueItem(session, seats.taken, now)),
      since: seats.readAt,
    };
  }

  /**
   * Forgets the sessions and the seats: the next search reads them again. A build or a count
   * under way is still handed to the searches waiting for it, never kept.
   */
  clear(): void {
    this.#generation += 1;
    this.#snapshot = null;
    this.#seats = null;
    this.#counting = null;
    this.#texts.clear();
    this.#keptMatches = 0;
  }

  /** Whether the sessions are in memory (or being read). */
  get built(): boolean {
    return this.#snapshot !== null;
  }

  /** A snapshot of the programme's version read now (or newer), and the text's matches. */
  async #current(q?: string): Promise<{ snapshot: CatalogueSnapshot; text: SearchInputs['text'] }> {
    const { version, text } = await this.#inputs(q);
    for (let attempt = 1; ; attempt++) {
      const pending = this.#snapshotOrBuild();
      const snapshot = await pending;
      // A build that started before the change read it: built again (twice at most, for a
      // programme changing under a burst of searches).
      if (BigInt(snapshot.version) >= BigInt(version) || attempt === 3) return { snapshot, text };
      if (this.#snapshot === pending) this.#snapshot = null;
    }
  }

  /**
   * The programme's version and the text's matches, in one statement: only the version when the
   * text was asked before at that version (the actions' documents are part of the programme, so
   * its matches have not changed), the version with the matches otherwise.
   */
  async #inputs(q: string | undefined): Promise<SearchInputs> {
    if (q === undefined) return searchInputs(this.#db, undefined);
    const key = foldText(q);
    const kept = this.#texts.get(key);
    if (kept !== undefined) {
      const { version } = await searchInputs(this.#db, undefined);
      if (version === kept.version) {
        this.#texts.delete(key);
        this.#texts.set(key, kept);
        return { version, text: kept.text };
      }
    }
    const inputs = await searchInputs(this.#db, q);
    this.#keep(key, { version: inputs.version, text: inputs.text! });
    return inputs;
  }

  /** Keeps a text's matches, the least recently asked leaving first beyond KEPT_MATCHES. */
  #keep(key: string, entry: { version: string; text: TextMatches }): void {
    const previous = this.#texts.get(key);
    if (previous !== undefined) {
      this.#texts.delete(key);
      this.#keptMatches -= previous.text.ranks.size;
    }
    this.#texts.set(key, entry);
    this.#keptMatches += entry.text.ranks.size;
    for (const [oldest, { text }] of this.#texts) {
      if (this.#keptMatches <= KEPT_MATCHES) break;
      this.#texts.delete(oldest);
      this.#keptMatches -= text.ranks.size;
    }
  }

  #snapshotOrBuild(): Promise<CatalogueSnapshot> {
    if (this.#snapshot === null) {
      const building = indexSource(this.#db).then((source) => snapshotOf(source));
      this.#snapshot = building;
      // A failure is not kept: the next search tries again.
      building.catch(() => {
        if (this.#snapshot === building) this.#snapshot = null;
      });
    }
    return this.#snapshot;
  }

  #seatsOrCount(): Promise<Seats> {
    const seats = this.#seats;
    const age = seats ? this.#now() - seats.readAt : Infinity;
    const { seatsTtlMs } = this.#options;
    if (seats === null || age >= seatsTtlMs) return this.#count();
    if (age >= (seatsTtlMs * 3) / 4 && !seats.renewing) {
      // Served now, counted again behind it: searches in a busy minute never wait for a count.
      seats.renewing = true;
      this.#count().catch(() => undefined);
    }
    return Promise.resolve(seats);
  }

  /** Counts the seats taken (one count at a time), kept unless cleared meanwhile. */
  #count(): Promise<Seats> {
    if (this.#counting !== null) return this.#counting;
    const generation = this.#generation;
    const readAt = this.#now();
    const counting = takenSeatsBySession(this.#db)
      .then((taken): Seats => {
        const seats = { taken, readAt, renewing: false };
        if (generation === this.#generation) this.#seats = seats;
        return seats;
      })
      .finally(() => {
        if (this.#counting === counting) this.#counting = null;
      });
    this.#counting = counting;
    return counting;
  }
}
