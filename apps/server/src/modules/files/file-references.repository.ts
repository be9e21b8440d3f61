import { getTableName, sql, type SQL } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

/** One foreign key pointing at `files`: its table and, pair by pair, its columns. */
export interface FileReference {
  constraint: string;
  schema: string;
  table: string;
  /** Columns of `table`… */
  columns: string[];
  /** …and the `files` columns they point at, in the same order (`id` in practice). */
  referenced: string[];
}

/**
 * Every foreign key that points at `files`, read from the catalogue at each call: a table added by
 * a later migration is covered without anybody remembering to list it here.
 */
export async function listFileReferences(db: Executor): Promise<FileReference[]> {
  const result = await db.execute(sql`
    select c.conname::text as "constraint", n.nspname::text as "schema", t.relname::text as "table",
      array_agg(a.attname::text order by k.ord) as "columns",
      array_agg(fa.attname::text order by k.ord) as "referenced"
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(c.conkey, c.confkey) with ordinality as k(col, ref, ord)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
    join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = k.ref
    where c.contype = 'f' and c.confrelid = to_regclass(${getTableName(files)})
    group by c.oid, c.conname, n.nspname, t.relname
    order by n.nspname, t.relname, c.conname`);
  return (result as unknown as { rows: FileReference[] }).rows;
}

/**
 * `not exists (…)` for each reference: true for a `files` row that no row anywhere points at.
 * Meant for a query whose `files` table is not aliased.
 */
export function unreferenced(references: readonly FileReference[]): SQL {
  if (references.length === 0) return sql`true`;
  const clauses = references.map((reference) => {
    const pairs = reference.columns.map(
      (column, index) =>
        sql`r.${sql.identifier(column)} = ${files}.${sql.identifier(reference.referenced[index]!)}`,
    );
    return sql`not exists (select 1 from ${sql.identifier(reference.schema)}.${sql.identifier(
      reference.table,
    )} as r where ${sql.join(pairs, sql` and `)})`;
  });
  return sql.join(clauses, sql` and `);
}
