import { describe } from 'vitest';
import {
  adminQuery,
  dropDatabase,
  uniqueDatabaseName,
  withDatabase,
} from '../../src/test/postgres.js';

/*
 * The PostgreSQL server of the operations suites: OPS_DATABASE_URL, else TEST_DATABASE_URL (a
 * role that may create databases). Each test gets a new empty database, dropped afterwards; the
 * portals it starts migrate it themselves, as a first start in production does.
 */

export const postgresUrl: string | undefined =
  process.env.OPS_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * `describe` for suites that need PostgreSQL (several replicas share one database): skipped
 * without a server, unless OPS_REQUIRE_POSTGRES is set (CI), where a missing server fails.
 */
export const describeOnPostgres: typeof describe = (() => {
  if (postgresUrl) return describe;
  if (process.env.OPS_REQUIRE_POSTGRES) {
    throw new Error(
      'OPS_REQUIRE_POSTGRES is set but neither OPS_DATABASE_URL nor TEST_DATABASE_URL is.',
    );
  }
  return describe.skip;
})();

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database (no migration: the portal's first start does them). */
export async function createEmptyDatabase(prefix = 'passerelle_ops'): Promise<EmptyDatabase> {
  if (!postgresUrl) throw new Error('No PostgreSQL: set OPS_DATABASE_URL or TEST_DATABASE_URL.');
  const server = postgresUrl;
  const name = uniqueDatabaseName(prefix);
  await adminQuery(server, `CREATE DATABASE "${name}"`);
  return { url: withDatabase(server, name), drop: () => dropDatabase(server, name) };
}
