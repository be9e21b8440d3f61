import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { TimeLimitError, withinTime } from '../../lib/time-limit.js';
import { MIGRATIONS_FOLDER } from '../../paths.js';
import { appliedMigrationTimes } from './health.repository.js';

/** How long the readiness probe waits for the database before answering that it does not. */
export const READINESS_TIME_LIMIT_MS = 2000;

/** One migration of the journal drizzle-kit writes (`migrations/meta/_journal.json`). */
export interface JournalEntry {
  tag: string;
  when: number;
}

export interface Readiness {
  ready: boolean;
  /** `unreachable`: the query failed; `timeout`: it did not answer within the limit. */
  database: 'ok' | 'unreachable' | 'timeout';
  /** What the database has applied against what this code expects; null when it did not answer. */
  migrations: {
    expected: number;
    applied: number;
    /** Tags of the journal's migrations the database lacks. */
    missing: string[];
    /** Applied migrations this code does not know (a newer version migrated the database). */
    unknown: number;
  } | null;
}

let journal: JournalEntry[] | undefined;

/** The committed journal, read once: it ships with the code and does not change while it runs. */
export function migrationJournal(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * Whether this process can serve: the database answers (within READINESS_TIME_LIMIT_MS) and has
 * applied exactly the journal's migrations. A database behind the code would fail its queries;
 * one ahead of it (a newer version migrated it) may have dropped what this code reads.
 */
export async function checkReadiness(
  db: Database,
  {
    expected = migrationJournal(),
    timeLimitMs = READINESS_TIME_LIMIT_MS,
    onError,
  }: {
    expected?: readonly JournalEntry[];
    timeLimitMs?: number;
    /** Told why the database did not answer (the probe's answer only says that it did not). */
    onError?: (error: unknown) => void;
  } = {},
): Promise<Readiness> {
  let applied: number[];
  try {
    applied = await withinTime(appliedMigrationTimes(db), timeLimitMs);
  } catch (error) {
    onError?.(error);
    const database = error instanceof TimeLimitError ? 'timeout' : 'unreachable';
    return { ready: false, database, migrations: null };
  }
  const appliedSet = new Set(applied);
  const expectedSet = new Set(expected.map((entry) => entry.when));
  const missing = expected.filter((entry) => !appliedSet.has(entry.when)).map((entry) => entry.tag);
  const unknown = applied.filter((when) => !expectedSet.has(when)).length;
  return {
    ready: missing.length === 0 && unknown === 0,
    database: 'ok',
    migrations: { expected: expected.length, applied: applied.length, missing, unknown },
  };
}
