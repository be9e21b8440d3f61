import { getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts many rows through one JSON parameter (json_populate_recordset): on PGlite several times
 * faster than a VALUES list of thousands of parameters, which matters since every server test file
 * seeds the demo. Every row carries the same keys; the columns left out take their defaults.
 * Returns the `returning` columns of the inserted rows.
 */
export async function insertMany<
  T extends PgTable,
  K extends keyof T['$inferSelect'] & string = never,
>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  returning: K[] = [],
): Promise<Pick<T['$inferSelect'], K>[]> {
  if (rows.length === 0) return [];
  const keys = Object.keys(rows[0]!);
  const columns = sql.join(
    keys.map((key) => sql.identifier(toSnakeCase(key))),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        keys.map((key) => [toSnakeCase(key), (row as Record<string, unknown>)[key] ?? null]),
      ),
    ),
  );
  const name = sql.identifier(getTableName(table));
  const returned =
    returning.length === 0
      ? sql``
      : sql` returning ${sql.join(
          returning.map(
            (key) => sql`${sql.identifier(toSnakeCase(key))} as ${sql.identifier(key)}`,
          ),
          sql`, `,
        )}`;
  const result = await tx.execute(
    sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${json}::json)${returned}`,
  );
  // Both drivers answer { rows } (PGlite Results, pg QueryResult).
  return (result as { rows: Pick<T['$inferSelect'], K>[] }).rows;
}
