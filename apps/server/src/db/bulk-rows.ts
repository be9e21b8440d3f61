import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './handle.js';
import { drizzleOptions } from './handle.js';
import { rowsOf } from './rows.js';

/*
 * Rows read by the thousand, as the exports read them (decision 102). On PostgreSQL a query is as
 * cheap either way. On the embedded database every value of a result crosses out of PGlite's
 * WebAssembly one at a time (a protocol message built, then parsed in JavaScript): for an export
 * of 50,000 actions, 900,000 crossings, more than half the time its rows took. Read through
 * `COPY (query) TO '/dev/blob'`, a batch crosses as one text, decoded here: 2.4 times faster.
 */

/** How a column is handed over: its text as the database writes it, or a number. */
export type BulkColumn = 'text' | 'integer';

/** The columns a bulk read answers, by the names the query gives them (`as "name"`). */
export type BulkShape<Row> = { readonly [Key in keyof Row]: BulkColumn };

/** Runs `COPY (statement) TO '/dev/blob' WITH (HEADER)` and answers the text written. */
export type CopyReader = (statement: string) => Promise<string>;

const copyReaders = new WeakMap<Database, CopyReader>();

/** The embedded database reads bulk rows through `copy` (db/pglite.ts). */
export function readBulkRowsThrough(db: Database, copy: CopyReader): void {
  copyReaders.set(db, copy);
}

// The statement's text with its parameters written in it (COPY takes no parameters), as the
// portal's Drizzle writes it (column names in snake case).
const dialect = new PgDialect({ casing: drizzleOptions.casing });

/**
 * Whether a parameter is written into a statement exactly as the driver would send it: text
 * (quoted by Drizzle, quotes doubled), whole numbers, booleans and null. Drizzle would write a
 * date or an array with `toString()`, and a negative number after a minus sign would start a
 * comment: such a query is sent as it is.
 */
function writtenAsSent(param: unknown): boolean {
  return (
    param === null ||
    typeof param === 'string' ||
    typeof param === 'boolean' ||
    (Number.isSafeInteger(param) && (param as number) >= 0)
  );
}

/**
 * The rows of `query`, each with the columns of `shape`: integers as numbers, every other value
 * as the database's text, nulls as null. The query names its columns as `shape` does.
 */
export async function selectBulkRows<Row>(
  db: Database,
  query: SQL,
  shape: BulkShape<Row>,
): Promise<Row[]> {
  const copy = copyReaders.get(db);
  if (!copy || !dialect.sqlToQuery(query).params.every(writtenAsSent))
    return rowsOf<Row>(await db.execute(query));
  return decodeCopyText(await copy(dialect.sqlToQuery(query.inlineParams()).sql), shape);
}

// COPY's text format: tab between fields, a line a row, `\N` for null, and a backslash before
// these characters in values (https://www.postgresql.org/docs/current/sql-copy.html).
const NULL_FIELD = '\\N';
const ESCAPED = /\\(.)/g;
const ESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

function unescapeField(field: string): string {
  return field.includes('\\')
    ? field.replace(ESCAPED, (_, next: string) => ESCAPES[next] ?? next)
    : field;
}

/** The rows of COPY's text output with its header line, read as `shape` says. */
export function decodeCopyText<Row>(text: string, shape: BulkShape<Row>): Row[] {
  const lines = text.split('\n');
  const names = (lines[0] ?? '').split('\t');
  const kinds = names.map((name) => (shape as Record<string, BulkColumn>)[name]);
  for (const key of Object.keys(shape))
    if (!names.includes(key)) throw new Error(`bulk rows: the query has no column "${key}"`);
  const rows: Row[] = [];
  // Split on every line break: COPY writes the ones inside values as `\n`.
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line === '') continue; // the last line's end
    const fields = line.split('\t');
    const row: Record<string, string | number | null> = {};
    for (let column = 0; column < fields.length; column++) {
      const field = fields[column]!;
      const kind = kinds[column];
      if (kind === undefined) continue; // a column the shape does not ask for
      row[names[column]!] =
        field === NULL_FIELD ? null : kind === 'integer' ? Number(field) : unescapeField(field);
    }
    rows.push(row as Row);
  }
  return rows;
}
