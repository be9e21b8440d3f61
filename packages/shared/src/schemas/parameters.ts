import { z } from 'zod';
import { t } from '../i18n';
import './messages';
import { defineRoute } from './route';

/*
 * The programme's parameters (spec §3): the current public year and the yearly quotas
 * (decisions.md "Quotas"). Each change is a new row; the newest is in force, the rest is history.
 */

export const PUBLIC_YEAR_MIN = 2000;
export const PUBLIC_YEAR_MAX = 2100;
/** Upper bound of a quota: far above any real need, well inside a PostgreSQL integer. */
export const QUOTA_MAX = 1000;

const yearRangeMessage = () =>
  t('validation.yearRange', { min: PUBLIC_YEAR_MIN, max: PUBLIC_YEAR_MAX });

/** A programming year, 2000 to 2100. */
const publicYearField = z
  .number()
  .int({ error: () => t('validation.integer') })
  .min(PUBLIC_YEAR_MIN, { error: yearRangeMessage })
  .max(PUBLIC_YEAR_MAX, { error: yearRangeMessage });

/** A year in a path or a query string, where it arrives as text ('' → 'Champ obligatoire'). */
const yearParam = z
  .string()
  .trim()
  .min(1, { error: () => t('validation.required') })
  .pipe(z.coerce.number({ error: () => t('validation.number') }))
  .pipe(publicYearField);

const quotaField = z
  .number()
  .int({ error: () => t('validation.integer') })
  .min(0)
  .max(QUOTA_MAX);

/** `PUT /api/year_parameters/current` (admin). */
export const yearParametersUpdateSchema = z.strictObject({ currentPublicYear: publicYearField });
export type YearParametersUpdate = z.infer<typeof yearParametersUpdateSchema>;

/**
 * `PUT /api/year_quotas/{year}` (admin). Spec §9: a maximum number of actions "and, among them",
 * a maximum of HR-validated ones — so the second cannot exceed the first.
 */
export const yearQuotaUpdateSchema = z
  .strictObject({ maxActionAmount: quotaField, maxActionTypeAmount: quotaField })
  .superRefine((value, ctx) => {
    // Compared only once both are valid quotas: a bad value already has its own message.
    const valid = [value.maxActionAmount, value.maxActionTypeAmount].every(
      (amount) => quotaField.safeParse(amount).success,
    );
    if (valid && value.maxActionTypeAmount > value.maxActionAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxActionTypeAmount'],
        message: t('validation.quotaTypeAboveTotal', { max: value.maxActionAmount }),
      });
    }
  });
export type YearQuotaUpdate = z.infer<typeof yearQuotaUpdateSchema>;

export const yearQuotaPathSchema = z.object({ year: yearParam });
export const yearQuotasQuerySchema = z.object({ year: yearParam.optional() });

/** Who made a change; null once their account is deleted. */
export const changeAuthorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type ChangeAuthor = z.infer<typeof changeAuthorSchema>;

/** One change of the public year; `changedAt` is an ISO date. */
export const yearParametersSchema = z.object({
  id: z.number().int(),
  currentPublicYear: z.number().int(),
  changedAt: z.string(),
  changedBy: changeAuthorSchema,
});
export type YearParameters = z.infer<typeof yearParametersSchema>;

/** `GET /api/year_parameters/current`: the newest change, or null before the first one. */
export const currentYearParametersSchema = yearParametersSchema.nullable();
/** `GET /api/year_parameters/history`: every change, newest first (the first is in force). */
export const yearParametersHistorySchema = z.array(yearParametersSchema);

/** One change of a year's quotas. */
export const yearQuotaSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  maxActionAmount: z.number().int(),
  maxActionTypeAmount: z.number().int(),
  changedAt: z.string(),
  changedBy: changeAuthorSchema,
});
export type YearQuota = z.infer<typeof yearQuotaSchema>;

/** The quotas that apply to a year, and the year whose row they come from. */
export const quotaInForceSchema = z.object({
  year: z.number().int(),
  sourceYear: z.number().int(),
  maxActionAmount: z.number().int(),
  maxActionTypeAmount: z.number().int(),
});
export type QuotaInForce = z.infer<typeof quotaInForceSchema>;

/**
 * `GET /api/year_quotas[?year=]`: the newest change of each year (year descending), the history
 * of changes (newest first, at most PARAMETERS_HISTORY_LIMIT) and, for a given year, the quotas
 * in force for it (possibly inherited from an earlier year; null when none is set at all).
 */
export const yearQuotasSchema = z.object({
  years: z.array(yearQuotaSchema),
  history: z.array(yearQuotaSchema),
  inForce: quotaInForceSchema.nullable().optional(),
});
export type YearQuotas = z.infer<typeof yearQuotasSchema>;

/** Changes returned by the history lists: one per admin save, so this covers years of use. */
export const PARAMETERS_HISTORY_LIMIT = 200;

/** The routes of the parameters page (spec §7 `year_parameters`, `year_quotas`). */
export const PARAMETERS_API = {
  current: defineRoute({
    method: 'GET',
    path: '/year_parameters/current',
    access: { permission: 'parameters.read' },
    response: currentYearParametersSchema,
    errors: [401, 403],
  }),
  setCurrent: defineRoute({
    method: 'PUT',
    path: '/year_parameters/current',
    access: { permission: 'parameters.manage' },
    body: yearParametersUpdateSchema,
    response: yearParametersSchema,
    errors: [400, 401, 403],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/year_parameters/history',
    access: { permission: 'parameters.manage' },
    response: yearParametersHistorySchema,
    errors: [401, 403],
  }),
  quotas: defineRoute({
    method: 'GET',
    path: '/year_quotas',
    access: { permission: 'parameters.manage' },
    query: yearQuotasQuerySchema,
    response: yearQuotasSchema,
    errors: [400, 401, 403],
  }),
  setQuota: defineRoute({
    method: 'PUT',
    path: '/year_quotas/:year',
    access: { permission: 'parameters.manage' },
    params: yearQuotaPathSchema,
    body: yearQuotaUpdateSchema,
    response: yearQuotaSchema,
    errors: [400, 401, 403],
  }),
};
