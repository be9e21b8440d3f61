import { z } from 'zod';
import { t } from '../i18n';
import { MAX_INT4 } from './fields';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './paging';
import './messages';

/*
 * URL query parameters, read the same way by every list: a blank value is absent, the first of a
 * repeated one is used (Fastify hands repeats over as arrays, a GET form may send them).
 */

/** The value of a URL parameter: the first of a repeated one, undefined when blank. */
export function firstNonBlank(value: unknown): unknown {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
}

/** An optional URL parameter. */
export function param<T extends z.ZodType>(schema: T) {
  return z.preprocess(firstNonBlank, schema.optional());
}

const integerMessage = () => t('validation.integer');

/** An integer parameter bounded to PostgreSQL's `integer`, so that no value makes a query fail. */
export const integerParam = z.coerce
  .number({ error: integerMessage })
  .int({ error: integerMessage })
  .min(-MAX_INT4)
  .max(MAX_INT4, { error: () => t('validation.maxValue', { max: MAX_INT4 }) });

/** The highest page a list answers (100 000 pages of 10 rows: more than any list holds). */
export const MAX_PAGE = 100_000;

/**
 * `page` (from 1, default 1) and `pageSize` (one of PAGE_SIZES, default DEFAULT_PAGE_SIZE) of
 * every paged list, to spread into its query schema.
 */
export const pageParamsShape = {
  page: z.preprocess(
    firstNonBlank,
    z.coerce
      .number({ error: integerMessage })
      .int({ error: integerMessage })
      .min(1, { error: () => t('validation.minValue', { min: 1 }) })
      .max(MAX_PAGE, { error: () => t('validation.maxValue', { max: MAX_PAGE }) })
      .default(1),
  ),
  pageSize: z.preprocess(
    firstNonBlank,
    z.coerce
      .number()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
        error: () => t('validation.choice'),
      })
      .default(DEFAULT_PAGE_SIZE)
      .transform((n) => n as PageSize),
  ),
};
