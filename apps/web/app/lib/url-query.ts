import { t } from '@passerelle/shared';
import type { z } from 'zod';

/**
 * The state of a URL-driven list (its filters, sort and page, in the API's parameter names) read
 * from a URL search: the parsed query, or `fallback` and a French message naming what was not
 * understood, for the page to show above its list.
 */
export function readUrlQuery<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
  fallback: z.output<S>,
): { query: z.output<S>; queryError: string | null } {
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { query: parsed.data, queryError: null };
  return {
    query: fallback,
    queryError: t('adminKit.queryError', {
      message: parsed.error.issues.map((issue) => issue.message).join(', '),
    }),
  };
}
