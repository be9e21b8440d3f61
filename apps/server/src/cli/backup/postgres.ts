import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ArchiveEntry, ArchiveWriter, Written } from './archive.js';
import {
  describeRows,
  migrationLevel,
  readFacts,
  tableRows,
  type DatabaseFacts,
  type Query,
} from './database-facts.js';
import { POSTGRES_DUMP_ENTRY } from './manifest.js';
import { OperatorError } from './operator-error.js';

/*
 * PostgreSQL through its own client tools (decision 047): pg_dump's custom format for a backup,
 * taken in a snapshot that the facts of the manifest are read in too; pg_restore's script run by
 * psql in one transaction for a restore, so that a failure leaves the database as it was.
 */

/** The connection for libpq: the URL without its password, which goes in PGPASSWORD. */
interface Target {
  /** The URL that pg_dump, pg_restore and psql take as their database name. */
  dbname: string;
  /** Their environment (PGPASSWORD: never on a command line, which `ps` shows). */
  env: NodeJS.ProcessEnv;
  /** `host:port/database`, for the operator. */
  label: string;
}

function targetOf(databaseUrl: string): Target {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return {
    dbname: url.toString(),
    env,
    label: `${url.hostname}:${url.port || '5432'}${decodeURIComponent(url.pathname)}`,
  };
}

interface Tool {
  name: string;
  /** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` */
  version: string;
  major: number;
}

const INSTALL_HINT =
  "install PostgreSQL's client tools (Debian: apt install postgresql-client) and put them in PATH";

/** `<name> --version`: the client tool's major version (pg_dump, pg_restore, psql). */
async function tool(name: string): Promise<Tool> {
  const { code, stdout } = await run(
    spawn(name, ['--version'], { stdio: ['ignore', 'pipe', 'pipe'] }),
    { stdout: true },
  );
  const version = stdout.trim();
  const major = majorOf(version);
  if (code !== 0 || major === null) {
    throw new OperatorError(
      `${name} --version failed (${version || `exit ${code}`}): ${INSTALL_HINT}.`,
    );
  }
  return { name, version, major };
}

/** The major version in `pg_dump (PostgreSQL) 15.18 …`; null when there is none. */
export function majorOf(version: string): number | null {
  const match = /\(PostgreSQL\) (\d+)/.exec(version);
  return match ? Number(match[1]) : null;
}

/**
 * Waits for a child process, collecting its error output (and its output when `stdout` says so:
 * not when it is piped elsewhere); a missing program is the operator's to install.
 */
function run(
  child: ChildProcess,
  { stdout: collect = false } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  if (collect) child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < 64 * 1024) stderr += chunk;
  });
  return new Promise((done, fail) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new OperatorError(`${child.spawnfile} was not found: ${INSTALL_HINT}.`)
          : error,
      ),
    );
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new OperatorError(
      `Cannot connect to PostgreSQL (${targetOf(databaseUrl).label}): ${(error as Error).message}`,
    );
  }
  return client;
}

const queryOf =
  (client: pg.Client): Query =>
  async <Row extends object>(sql: string) =>
    (await client.query<Row>(sql)).rows;

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ num: number }>(
    `select current_setting('server_version_num')::int as num`,
  );
  return Math.floor(rows[0]!.num / 10_000);
}

export interface PostgresDump {
  facts: DatabaseFacts;
  dumpedBy: string;
  written: Written;
}

/**
 * Dumps the database into the archive with pg_dump (custom format), in a snapshot exported by a
 * transaction of ours that reads the manifest's facts: the counts describe exactly the dump. The
 * portal keeps running meanwhile.
 */
export async function dumpPostgres(
  databaseUrl: string,
  archive: ArchiveWriter,
  say: (line: string) => void,
): Promise<PostgresDump> {
  const target = targetOf(databaseUrl);
  const pgDump = await tool('pg_dump');
  const client = await connect(databaseUrl);
  try {
    const server = await serverMajor(client);
    if (pgDump.major < server) {
      throw new OperatorError(
        `${pgDump.version} cannot dump a PostgreSQL ${server} server: install the client tools ` +
          `of PostgreSQL ${server} or later and put them first in PATH (Debian: apt install ` +
          `postgresql-client-${server}; they are in /usr/lib/postgresql/${server}/bin).`,
      );
    }
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const facts = await readFacts(queryOf(client), `The database ${target.label}`);
    say(
      `Database: PostgreSQL ${facts.serverVersion} at ${target.label}, migration ` +
        `${facts.migrations.last}, ${describeRows(facts.rows)}`,
    );
    say(`  dumping it with ${pgDump.version} (custom format)…`);
    const child = spawn(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]!.id}`,
        '--no-password',
        `--dbname=${target.dbname}`,
      ],
      { env: target.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exit = run(child);
    const written = await archive.addStream(POSTGRES_DUMP_ENTRY, child.stdout!, false);
    const { code, stderr } = await exit;
    if (code !== 0) throw new OperatorError(`pg_dump failed (exit ${code}): ${stderr.trim()}`);
    await client.query('commit');
    return { facts, dumpedBy: pgDump.version, written };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why a database is not empty, or null when it holds nothing of anyone's. */
export async function postgresContents(databaseUrl: string): Promise<string | null> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ objects: number; schemas: string[] }>(`
      select
        (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%')
        + (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public')
        + (select count(*)::int from pg_type t join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' and t.typtype in ('e', 'd')) as objects,
        array(select nspname::text from pg_namespace
          where nspname not in ('public', 'information_schema')
            and nspname not like 'pg\\_%' order by 1) as schemas`);
    const { objects, schemas } = rows[0]!;
    if (objects === 0 && schemas.length === 0) return null;
    const level = await migrationLevel(queryOf(client));
    const label = targetOf(databaseUrl).label;
    if (level) {
      const { rows: users } = await client.query<{ count: number }>(
        'select count(*)::int as count from public.users',
      );
      return (
        `the database ${label} holds a Passerelle database (migration ${level.last}, ` +
        `${users[0]!.count} users)`
      );
    }
    return `the database ${label} holds ${objects} tables or other objects${schemas.length > 0 ? ` (schemas ${schemas.join(', ')})` : ''}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What `--force` drops, in the restore's own transaction: the schemas Passerelle uses. */
const REPLACE_SQL = `
drop schema if exists drizzle cascade;
drop schema if exists public cascade;
create schema public;
`;

/** The client tools a restore needs, checked before anything is written. */
export async function checkRestoreTools(dumpedBy: string | null): Promise<void> {
  const [pgRestore] = await Promise.all([tool('pg_restore'), tool('psql')]);
  const dumpMajor = dumpedBy ? majorOf(dumpedBy) : null;
  if (dumpMajor !== null && pgRestore.major < dumpMajor) {
    throw new OperatorError(
      `${pgRestore.version} cannot read a dump made by ${dumpedBy}: install the client tools ` +
        `of PostgreSQL ${dumpMajor} or later and put them first in PATH. Nothing was changed.`,
    );
  }
}

/**
 * Loads the archive's dump: pg_restore writes it as SQL (owners and privileges left out: the
 * restoring role owns everything), psql runs it in one transaction after, with `replace`, the
 * drop of the schemas public and drizzle. pg_restore's script is ended only once pg_restore has
 * succeeded, so that psql never commits half a dump.
 */
export async function restorePostgres(
  databaseUrl: string,
  dump: ArchiveEntry,
  replace: boolean,
): Promise<void> {
  const target = targetOf(databaseUrl);
  const folder = await mkdtemp(join(tmpdir(), 'passerelle-restore-'));
  try {
    // pg_restore wants a file it can seek in (a dump written to a pipe has no offsets).
    const file = join(folder, 'postgres.dump');
    await dump.copyTo(createWriteStream(file));
    const psql = spawn(
      'psql',
      [
        '-X',
        '-q',
        '--no-password',
        '--single-transaction',
        '-v',
        'ON_ERROR_STOP=1',
        '-d',
        target.dbname,
      ],
      { env: target.env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const psqlExit = run(psql);
    psql.stdin!.on('error', () => {}); // psql stopping early says why on its stderr
    // Notices (each object a cascading drop takes along) would hide the error.
    psql.stdin!.write(`set client_min_messages = warning;\n${replace ? REPLACE_SQL : ''}`);
    const pgRestore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pgRestore.stdout!.pipe(psql.stdin!, { end: false });
    // psql stopping on an error no longer reads: pg_restore would wait on a full pipe forever.
    const stopRestore = () => {
      if (pgRestore.exitCode === null && pgRestore.signalCode === null) pgRestore.kill('SIGTERM');
    };
    void psqlExit.then(stopRestore, stopRestore);
    const restored = await run(pgRestore);
    if (restored.code === 0) psql.stdin!.end();
    else psql.kill('SIGTERM'); // never commit half a dump: its transaction is rolled back
    const loaded = await psqlExit;
    // psql stopping first (an SQL error) makes pg_restore fail on a broken pipe: psql's is the reason.
    if (loaded.code !== 0 && loaded.stderr.trim() !== '') {
      throw new OperatorError(
        `psql failed (exit ${loaded.code}), its transaction rolled back: ` +
          `${firstLines(loaded.stderr)}. Nothing was changed in the database.`,
      );
    }
    if (restored.code !== 0) {
      throw new OperatorError(
        `pg_restore failed (exit ${restored.code}): ${firstLines(restored.stderr)}. ` +
          'Nothing was changed in the database.',
      );
    }
    if (loaded.code !== 0) throw new OperatorError(`psql failed (exit ${loaded.code}).`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const firstLines = (text: string) => text.trim().split('\n').slice(0, 5).join('\n');

/** Rows of every table of the restored database. */
export async function postgresRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = await connect(databaseUrl);
  try {
    return await tableRows(queryOf(client));
  } finally {
    await client.end().catch(() => {});
  }
}
