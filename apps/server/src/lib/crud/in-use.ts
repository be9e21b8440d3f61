import { isMessageKey, t } from '@passerelle/shared';
import { count, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';

interface Reference {
  readonly tableName: string;
  readonly table: PgTable;
  readonly column: AnyPgColumn;
}

const BLOCKING = new Set([undefined, 'no action', 'restrict']);
const cache = new WeakMap<PgTable, Reference[]>();

/** The single-column foreign keys of the schema that keep a row of `target` from being deleted. */
function referencesTo(target: PgTable): Reference[] {
  let found = cache.get(target);
  if (found) return found;
  found = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const foreignKey of config.foreignKeys) {
      const { columns, foreignTable } = foreignKey.reference();
      if (foreignTable !== target || columns.length !== 1 || !BLOCKING.has(foreignKey.onDelete)) {
        continue;
      }
      found.push({ tableName: config.name, table, column: columns[0]! });
    }
  }
  cache.set(target, found);
  return found;
}

/**
 * What still uses row `id` of `table`, in French ("2 actions de formation et 1 session"), for the
 * message of a refused delete. Tables without `usage.<table>` words, or a row freed meanwhile,
 * give the generic "d'autres données".
 */
export async function describeUsage(db: Database, table: PgTable, id: number): Promise<string> {
  const counts = new Map<string, number>();
  for (const reference of referencesTo(table)) {
    const [row] = await db
      .select({ n: count() })
      .from(reference.table)
      .where(eq(reference.column, id));
    const n = row?.n ?? 0;
    if (n > 0) counts.set(reference.tableName, (counts.get(reference.tableName) ?? 0) + n);
  }
  const parts: string[] = [];
  for (const [tableName, n] of counts) {
    const key = `usage.${tableName}`;
    if (isMessageKey(key)) parts.push(t(key, { count: n }));
  }
  if (parts.length === 0) return t('usage.unknown');
  return new Intl.ListFormat('fr', { type: 'conjunction' }).format(parts);
}
