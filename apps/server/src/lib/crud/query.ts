import {
  isListKind,
  TEXT_KINDS,
  type FilterValue,
  type ListQuery,
  type SortSpec,
} from '@passerelle/shared';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BoundField, BoundResource } from './binding.js';
import { containsPattern, foldSql } from './fold.js';

/** More words than this in `q` are ignored: each word costs a scan of every searchable field. */
const MAX_SEARCH_WORDS = 8;

const isText = (field: BoundField) => TEXT_KINDS.includes(field.definition.kind);

/** Equality on a field: free text ignores case and accents, a list must contain the value. */
function filterCondition(field: BoundField, value: FilterValue): SQL {
  if (isListKind(field.definition.kind)) return sql`${value} = any(${field.read})`;
  if (isText(field)) return sql`${foldSql(field.read)} = ${foldSql(sql`${value}::text`)}`;
  return eq(field.read as SQL, value);
}

/** Every word of `q` in one of the searchable fields, ignoring case and accents. */
function searchCondition(bound: BoundResource, q: string): SQL | undefined {
  const fields = bound.resource.searchable.map((key) => bound.field(key));
  if (fields.length === 0) return undefined;
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return and(
    ...words.map((word) => {
      const pattern = foldSql(sql`${containsPattern(word)}::text`);
      return or(
        ...fields.map((f) => sql`${foldSql(sql`coalesce(${f.read}, '')`)} like ${pattern}`),
      );
    }),
  );
}

/** The WHERE of a list query (filters and search), undefined when it has neither. */
export function listWhere(bound: BoundResource, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = Object.entries(query.filters).map(([key, value]) =>
    filterCondition(bound.field(key), value),
  );
  if (query.q) conditions.push(searchCondition(bound, query.q));
  return and(...conditions);
}

/**
 * The ORDER BY of a list: the sort field (text by its folded form, so 'Évaluation' sorts among
 * the E's in any collation, then as written), empty values last, then `id` so pages never overlap.
 */
export function listOrder(bound: BoundResource, sort: SortSpec): SQL[] {
  const field = bound.field(sort.field);
  const direction = sql.raw(sort.direction === 'desc' ? 'desc' : 'asc');
  const keys = isText(field) ? [foldSql(field.read), field.read] : [field.read];
  return [...keys.map((key) => sql`${key} ${direction} nulls last`), sql`${bound.id} asc`];
}
