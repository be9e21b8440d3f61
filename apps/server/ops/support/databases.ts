import pg from 'pg';
import { describe } from 'vitest';
import { createDatabase, dropDatabase, withDatabase } from '../../src/test/postgres.js';

/*
 * The PostgreSQL server of the operations suites: OPS_DATABASE_URL, else TEST_DATABASE_URL (a
 * role that may create databases). Each test gets a new empty database, dropped afterwards; the
 * portals it starts migrate it themselves, as a first start in production does.
 */

export const postgresUrl: string | undefined =
  process.env.OPS_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * `describeOnPostgres`: suites that need PostgreSQL (several replicas share one database),
 * skipped without a server, unless OPS_REQUIRE_POSTGRES is set (CI), where a missing server fails.
 */
if (!postgresUrl && process.env.OPS_REQUIRE_POSTGRES) {
  throw new Error(
    'OPS_REQUIRE_POSTGRES is set but neither OPS_DATABASE_URL nor TEST_DATABASE_URL is.',
  );
}

export const describeOnPostgres: ReturnType<typeof describe.skipIf> = describe.skipIf(!postgresUrl);

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database on `server` (no migration: the portal's first start does them).
 */
export async function createEmptyDatabase(
  prefix = 'passerelle_ops',
  server = postgresUrl,
): Promise<EmptyDatabase> {
  if (!server) throw new Error('No PostgreSQL: set OPS_DATABASE_URL or TEST_DATABASE_URL.');
  const name = await createDatabase(server, prefix);
  return { url: withDatabase(server, name), drop: () => dropDatabase(server, name) };
}

/** Runs one query on `url` through a connection of its own, closed afterwards. */
export async function query<R extends Record<string, unknown>>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Transactions committed in the database of `url` so far (PostgreSQL's statistics). */
export async function committedTransactions(url: string): Promise<number> {
  const [row] = await query<{ count: string }>(
    url,
    'select xact_commit as count from pg_stat_database where datname = current_database()',
  );
  return Number(row!.count);
}
