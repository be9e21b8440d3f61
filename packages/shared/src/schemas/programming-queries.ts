import { z } from 'zod';
import { MODALITIES, SESSION_STATUSES } from '../enums';
import { t } from '../i18n';
import { idParam, MAX_INT4 } from './fields';
import { firstNonBlank, integerParam, pageParamsShape, param } from './query-params';
import './messages';

/*
 * URL-driven list queries of programming (same conventions as resources/list-query.ts): blank
 * parameters are dropped, the first of a repeated one is used, `sort=-field` sorts descending,
 * `page` starts at 1 and `pageSize` is one of PAGE_SIZES.
 */

export interface Sort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

const integerMessage = () => t('validation.integer');
const dateParam = z.iso.date({ error: () => t('validation.date') });

function sortParam<F extends string>(fields: readonly F[], fallback: Sort<F>) {
  return z.preprocess(
    firstNonBlank,
    z
      .string()
      .transform((raw, ctx): Sort<F> => {
        const direction = raw.startsWith('-') ? 'desc' : 'asc';
        const field = direction === 'desc' ? raw.slice(1) : raw;
        if (!(fields as readonly string[]).includes(field)) {
          ctx.addIssue({
            code: 'custom',
            message: t('validation.sort', { field }),
          });
          return z.NEVER;
        }
        return { field: field as F, direction };
      })
      .optional()
      .transform((sort) => sort ?? fallback),
  );
}

const pagingShape = {
  ...pageParamsShape,
  q: param(z.string().trim().max(255)),
};

// ---------------------------------------------------------------------------------------------
// Actions

/** Filters of the action list, its indicators and its export. */
export const actionFiltersShape = {
  year: param(integerParam),
  axisId: param(idParam),
  typeId: param(idParam),
  providerId: param(idParam),
  /** Actions having at least one session in this status. */
  status: param(z.enum(SESSION_STATUSES)),
  q: pagingShape.q,
};

export const ACTION_SORT_FIELDS = [
  'name',
  'year',
  'axis',
  'type',
  'provider',
  'sessionCount',
  'totalCost',
  'createdAt',
] as const;
export type ActionSortField = (typeof ACTION_SORT_FIELDS)[number];
export const ACTION_DEFAULT_SORT: Sort<ActionSortField> = { field: 'year', direction: 'desc' };

export const actionFiltersSchema = z.object(actionFiltersShape);
export type ActionFilters = z.output<typeof actionFiltersSchema>;

/** `GET /api/actions`. */
export const actionListQuerySchema = z.object({
  ...pagingShape,
  ...actionFiltersShape,
  sort: sortParam(ACTION_SORT_FIELDS, ACTION_DEFAULT_SORT),
});
export type ActionListQuery = z.output<typeof actionListQuerySchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `GET /api/action_views/export`: the list's filters and sort, and the file format. */
export const actionExportQuerySchema = z.object({
  ...actionFiltersShape,
  sort: sortParam(ACTION_SORT_FIELDS, ACTION_DEFAULT_SORT),
  format: z.preprocess(firstNonBlank, z.enum(EXPORT_FORMATS).default('csv')),
});
export type ActionExportQuery = z.output<typeof actionExportQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Sessions

export const SESSION_SORT_FIELDS = [
  'startDate',
  'endDate',
  'code',
  'status',
  'action',
  'city',
] as const;
export type SessionSortField = (typeof SESSION_SORT_FIELDS)[number];
export const SESSION_DEFAULT_SORT: Sort<SessionSortField> = {
  field: 'startDate',
  direction: 'asc',
};

/**
 * Filters of the session list, its indicators and its export. `from` and `to` (dates, Paris
 * time) bound the start date, inclusive; `axisId` and `typeId` are the action's.
 */
export const sessionFiltersShape = {
  q: pagingShape.q,
  year: param(integerParam),
  axisId: param(idParam),
  typeId: param(idParam),
  actionId: param(idParam),
  cityId: param(idParam),
  modality: param(z.enum(MODALITIES)),
  status: param(z.enum(SESSION_STATUSES)),
  providerId: param(idParam),
  from: param(dateParam),
  to: param(dateParam),
};

function checkDateRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: t('validation.dateRange') });
  }
}

/** `GET /api/sessions`. */
export const sessionListQuerySchema = z
  .object({
    ...pagingShape,
    ...sessionFiltersShape,
    sort: sortParam(SESSION_SORT_FIELDS, SESSION_DEFAULT_SORT),
  })
  .superRefine(checkDateRange);
export type SessionListQuery = z.output<typeof sessionListQuerySchema>;

/** `GET /api/session_views/indicators`: the list's filters. */
export const sessionFiltersSchema = z.object(sessionFiltersShape).superRefine(checkDateRange);
export type SessionFilters = z.output<typeof sessionFiltersSchema>;

/** `GET /api/session_views/export`: the list's filters and sort, and the file format. */
export const sessionExportQuerySchema = z
  .object({
    ...sessionFiltersShape,
    sort: sortParam(SESSION_SORT_FIELDS, SESSION_DEFAULT_SORT),
    format: z.preprocess(firstNonBlank, z.enum(EXPORT_FORMATS).default('csv')),
  })
  .superRefine(checkDateRange);
export type SessionExportQuery = z.output<typeof sessionExportQuerySchema>;

/** `?sessionId=` of the intervention dates endpoints. */
export const sessionIdQuerySchema = z.object({
  // Text first, so that a missing id reads "Champ obligatoire", not "nombre entier".
  sessionId: z.preprocess(
    firstNonBlank,
    z
      .string()
      .regex(/^\d+$/, { error: integerMessage })
      .transform(Number)
      .refine((id) => id > 0 && id <= MAX_INT4, { error: integerMessage }),
  ),
});

/** The sort and paging builders above, for the other URL-driven lists (schemas/registrations-back.ts). */
export { sortParam as listSortParam, pagingShape as listPagingShape };
