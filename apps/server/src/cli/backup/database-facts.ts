import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../paths.js';
import { OperatorError } from './operator-error.js';

/*
 * What a backup records about its database and a restore checks again: the migration level, the
 * rows of every table, the stored files it references. Read through `Query`, so the same SQL runs
 * on node-postgres (inside the dump's snapshot) and on PGlite.
 */

/** Runs one statement and answers its rows. */
export type Query = <Row extends object>(sql: string) => Promise<Row[]>;

export interface MigrationLevel {
  count: number;
  /** The last migration's tag, e.g. `0019_replicas_jobs_limits`. */
  last: string;
  /** Its journal time (drizzle's `created_at`), which orders the migrations. */
  lastCreatedAt: number;
}

export interface DatabaseFacts {
  serverVersion: string;
  migrations: MigrationLevel;
  /** Rows of every table of the `public` schema, by name. */
  rows: Record<string, number>;
  /** The store keys the `files` table references. */
  storageKeys: Set<string>;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code has (drizzle-kit's journal). */
export function journal(): JournalEntry[] {
  const text = readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** The database's migration level; null when no Passerelle migration was ever applied to it. */
export async function migrationLevel(query: Query): Promise<MigrationLevel | null> {
  const [table] = await query<{ name: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return null;
  const [row] = await query<{ count: number; last: string | null }>(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  if (!row?.last) return null;
  const lastCreatedAt = Number(row.last);
  const known = journal().find((entry) => entry.when === lastCreatedAt);
  return { count: row.count, last: known?.tag ?? `unknown (${lastCreatedAt})`, lastCreatedAt };
}

/** Rows of every table of the `public` schema. */
export async function tableRows(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query<{ count: number }>(
      `select count(*)::int as count from public."${name.replaceAll('"', '""')}"`,
    );
    rows[name] = row?.count ?? 0;
  }
  return rows;
}

/** Everything a backup records about the database (`query` sees one consistent snapshot). */
export async function readFacts(query: Query, where: string): Promise<DatabaseFacts> {
  const migrations = await migrationLevel(query);
  if (!migrations) {
    throw new OperatorError(
      `${where} holds no Passerelle database (no migration was ever applied to it): ` +
        'nothing to back up. Has the portal ever started on it?',
    );
  }
  const [version] = await query<{ server_version: string }>('show server_version');
  const keys = await query<{ key: string }>('select storage_key as key from files');
  return {
    serverVersion: version?.server_version ?? 'unknown',
    migrations,
    rows: await tableRows(query),
    storageKeys: new Set(keys.map((row) => row.key)),
  };
}

/**
 * Refuses a database whose migrations this code does not have (made by a newer Passerelle): the
 * portal could not run on it, and migrating it would be guesswork.
 */
export function checkMigrationsKnown(level: MigrationLevel): void {
  const entries = journal();
  const newest = entries.at(-1)!;
  if (!entries.some((entry) => entry.when === level.lastCreatedAt)) {
    throw new OperatorError(
      `The archive's database is at migration ${level.last}, which this Passerelle does not have ` +
        `(its newest is ${newest.tag}): restore it with the version that made it, or a later one. ` +
        'Nothing was changed.',
    );
  }
}

/** The migrations of this code that a database at `level` lacks. */
export function pendingMigrations(level: MigrationLevel): string[] {
  return journal()
    .filter((entry) => entry.when > level.lastCreatedAt)
    .map((entry) => entry.tag);
}

const HEADLINE_TABLES = ['users', 'actions', 'sessions', 'registrations', 'files'];

/** "57 users, 60 actions, 152 sessions, …" for the operator. */
export function describeRows(rows: Record<string, number>): string {
  const total = Object.values(rows).reduce((sum, count) => sum + count, 0);
  const headline = HEADLINE_TABLES.filter((table) => table in rows).map(
    (table) => `${rows[table]!.toLocaleString('en')} ${table}`,
  );
  return `${headline.join(', ')} (${total.toLocaleString('en')} rows in ${Object.keys(rows).length} tables)`;
}

/** The tables whose rows differ between two counts, as `table: expected → found`. */
export function rowDifferences(
  expected: Record<string, number>,
  found: Record<string, number>,
): string[] {
  const tables = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...tables]
    .filter((table) => expected[table] !== found[table])
    .map((table) => `${table}: ${expected[table] ?? 'none'} → ${found[table] ?? 'none'}`);
}
