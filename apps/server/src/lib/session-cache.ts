import type { SessionUser } from '@passerelle/shared';

/*
 * The sessions this replica has just read (decision 070): a request whose token was seen in the
 * last `ttlMs` runs no query. Entries are dropped on every replica when anything a session is
 * made of changes (database triggers notify the `caches` channel, plugins/auth.ts listens), and
 * each entry ends with its token, so an expired session is refused without asking the database.
 */

/** A token's session as the database answered it. */
export interface LoadedSession {
  user: SessionUser;
  /** When the token stops being valid (its `expires_at`). */
  expiresAt: Date;
}

interface Entry {
  user: SessionUser;
  expiresAtMs: number;
  /** When the entry stops being trusted without asking the database again. */
  staleAtMs: number;
}

export interface SessionCacheOptions {
  /** How long a read session is trusted; 0 asks the database on every request. */
  ttlMs: number;
  /** Entries kept at most: beyond, the oldest read is forgotten. */
  maxEntries: number;
  now?: () => number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way, shared by the requests carrying the same token. */
  private readonly pending = new Map<string, Promise<SessionUser | null>>();
  /** Bumped by `clear`: a read that began before a clear must not store what it found. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The user of `token`: from memory when it was read lately and has not expired, else from
   * `load` (one query), remembered unless the sessions were dropped while it ran. Null for a
   * token that is unknown, revoked or expired (never remembered: it costs the asker a query).
   */
  async user(
    token: string,
    load: () => Promise<LoadedSession | null>,
  ): Promise<SessionUser | null> {
    const entry = this.entries.get(token);
    if (entry !== undefined) {
      const now = this.now();
      if (now < entry.staleAtMs && now < entry.expiresAtMs) return entry.user;
      this.entries.delete(token);
    }
    const running = this.pending.get(token);
    if (running !== undefined) return running;
    const read = this.read(token, load);
    this.pending.set(token, read);
    return read;
  }

  private async read(
    token: string,
    load: () => Promise<LoadedSession | null>,
  ): Promise<SessionUser | null> {
    const generation = this.generation;
    try {
      const loaded = await load();
      if (loaded === null) return null;
      if (generation === this.generation && this.options.ttlMs > 0) this.remember(token, loaded);
      return loaded.user;
    } finally {
      if (generation === this.generation) this.pending.delete(token);
    }
  }

  private remember(token: string, { user, expiresAt }: LoadedSession): void {
    if (this.entries.size >= this.options.maxEntries) {
      // Maps keep insertion order: the first key is the oldest read.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, {
      user,
      expiresAtMs: expiresAt.getTime(),
      staleAtMs: this.now() + this.options.ttlMs,
    });
  }

  /** Forgets every session (and the reads under way): the next request of each asks again. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
