import { z } from 'zod';
import { t } from '../i18n';
import {
  INTEGER_MAX,
  INTEGER_MIN,
  type FieldDefinition,
  type Resource,
  type SortSpec,
} from './define';
import type { PageSize } from '../schemas/paging';
import { pageParamsShape, param } from '../schemas/query-params';

export type FilterValue = string | number | boolean;

/** A parsed list request. `sort` absent means the resource's `defaultSort`. */
export interface ListQuery {
  page: number;
  pageSize: PageSize;
  sort?: SortSpec;
  q?: string;
  filters: Record<string, FilterValue>;
}

/** One page of a list answer. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Raw query parameters: an object (first value of a repeated one is used) or URLSearchParams. */
export type RawQuery = Iterable<readonly [string, string]> | Record<string, unknown>;

const isPairs = (v: unknown): v is Iterable<readonly [string, string]> =>
  typeof v === 'object' && v !== null && Symbol.iterator in v;

const integerParam = z.coerce.number().int({ error: () => t('validation.integer') });

/** A present value of `field` in a URL parameter (a filter, or the value of a uniqueness check). */
export function filterSchema(field: FieldDefinition): z.ZodType {
  switch (field.kind) {
    case 'boolean':
      return z.enum(['true', 'false']).transform((v) => v === 'true');
    case 'integer':
    case 'reference':
      return integerParam.min(INTEGER_MIN).max(INTEGER_MAX);
    case 'number':
      return z.coerce.number();
    case 'select':
      return z.enum((field.options ?? []).map((o) => o.value) as [string, ...string[]]);
    default:
      return z.string().trim().max(255);
  }
}

function sortSchema(resource: Resource) {
  return z.string().transform((raw, ctx): SortSpec | typeof z.NEVER => {
    const desc = raw.startsWith('-');
    const field = desc ? raw.slice(1) : raw;
    if (!resource.sortableFields.includes(field)) {
      ctx.addIssue({ code: 'custom', message: t('validation.sort', { field }) });
      return z.NEVER;
    }
    return { field, direction: desc ? 'desc' : 'asc' };
  });
}

/** Zod schema turning a resource's list URL parameters into a `ListQuery`; unknown ones ignored. */
export function listQuerySchemaFor(resource: Resource) {
  const filterShape = Object.fromEntries(
    resource.filterableFields.map((f) => [f.key, param(filterSchema(f))]),
  );
  return z.preprocess(
    (input) => (isPairs(input) ? Object.fromEntries(input) : input),
    z
      .object({
        ...pageParamsShape,
        sort: param(sortSchema(resource)),
        q: param(z.string().trim().max(255)),
        ...filterShape,
      })
      .transform(({ page, pageSize, sort, q, ...rest }): ListQuery => {
        const filters: Record<string, FilterValue> = {};
        for (const [key, value] of Object.entries(rest)) {
          if (value !== undefined && value !== '') filters[key] = value as FilterValue;
        }
        const query: ListQuery = { page, pageSize, filters };
        if (sort) query.sort = sort as SortSpec;
        if (q) query.q = q as string;
        return query;
      }),
  );
}

/** Parses list URL parameters; throws a ZodError with French messages on bad input. */
export function parseListQuery(resource: Resource, input: RawQuery): ListQuery {
  return listQuerySchemaFor(resource).parse(input);
}
