import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import pg from 'pg';
import type { Database } from '../db/client.js';
import { openPostgres } from '../db/postgres.js';

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Runs `sql` on the server of `url` (database admin statements), through one connection kept
 * per URL and process: a test file creates and drops its database through it instead of opening
 * two connections of its own.
 */
export async function adminQuery(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<Record<string, unknown>[]> {
  const admin = await adminClient(url);
  // Idle between statements, the connection must not keep a test process alive; busy, it must.
  if (admin.busy++ === 0) admin.socket.ref();
  try {
    return (await admin.client.query(sql, values)).rows as Record<string, unknown>[];
  } finally {
    if (--admin.busy === 0) admin.socket.unref();
  }
}

interface AdminClient {
  client: pg.Client;
  socket: Socket;
  busy: number;
}

const adminClients = new Map<string, Promise<AdminClient>>();

function adminClient(url: string): Promise<AdminClient> {
  let admin = adminClients.get(url);
  if (!admin) {
    // Forgets this connection only: one that ends late must not forget its successor.
    const forget = () => {
      if (adminClients.get(url) === admin) adminClients.delete(url);
    };
    admin = connectAdmin(url, forget);
    adminClients.set(url, admin);
    admin.catch(forget);
  }
  return admin;
}

async function connectAdmin(url: string, forget: () => void): Promise<AdminClient> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', forget);
  client.on('end', forget);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot connect to TEST_DATABASE_URL (${redact(url)}): ${(error as Error).message}. ` +
        'Start PostgreSQL, or unset TEST_DATABASE_URL to test on PGlite.',
      { cause: error },
    );
  }
  // pg's client does not expose its socket in its types.
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  socket.unref();
  return { client, socket, busy: 0 };
}

/**
 * ` TABLESPACE "…"` when TEST_DATABASE_TABLESPACE names one, else nothing: where the test
 * databases are made. CI puts one in memory (.ci/run): a copy of the template creates and then
 * deletes about a thousand files, and on the CI machine's disk that costs a fifth of a
 * CPU-second a copy (decision 089). Copies of a template land in the template's.
 */
function tablespaceClause(): string {
  const name = process.env.TEST_DATABASE_TABLESPACE;
  return name ? ` TABLESPACE "${name.replaceAll('"', '""')}"` : '';
}

function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Creates an empty database named after `prefix`, where test databases go; returns its name. */
export async function createDatabase(url: string, prefix: string): Promise<string> {
  const name = uniqueDatabaseName(prefix);
  await adminQuery(url, `CREATE DATABASE "${name}"${tablespaceClause()}`);
  return name;
}

/** Creates and migrates a database meant as a template; returns its name. */
export async function createTemplateDatabase(url: string): Promise<string> {
  const name = await createDatabase(url, 'passerelle_tpl');
  const handle = openPostgres(withDatabase(url, name), 1);
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}

/** A copy of `template` filled by `fill`, meant as a template in turn; returns its name. */
export async function createFilledTemplate(
  url: string,
  template: string,
  fill: (db: Database) => Promise<unknown>,
): Promise<string> {
  const name = await createDatabaseFromTemplate(url, template, 'passerelle_tpl');
  const handle = openPostgres(withDatabase(url, name), 1);
  try {
    await fill(handle.db);
  } catch (error) {
    await handle.close();
    await dropDatabase(url, name);
    throw error;
  }
  await handle.close();
  return name;
}

/**
 * The databases of `url` whose names start with `prefix` and an underscore: what a run's test
 * files created under its prefix and did not drop.
 */
export async function databasesNamed(url: string, prefix: string): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\_%]/g, '\\$&')}\\_%`;
  const rows = await adminQuery(
    url,
    'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname',
    [pattern],
  );
  return rows.map((row) => String(row.datname));
}

/** A copy of the template; retried while another copy of the same template is being made. */
export async function createDatabaseFromTemplate(
  url: string,
  template: string,
  prefix = 'passerelle_test',
): Promise<string> {
  const name = uniqueDatabaseName(prefix);
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return name;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Drops a test database, ending what is still connected to it. FORCE refuses (42501) when an
 * autovacuum worker is at work there, a process a non-superuser may not end; a plain DROP stops
 * such workers itself, so it is tried next, a few times while they leave.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  try {
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
