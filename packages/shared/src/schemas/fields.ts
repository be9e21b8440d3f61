import { z } from 'zod';
import { SESSION_STATUSES } from '../enums';
import { t } from '../i18n';
import './messages';

/**
 * Building blocks for form and API schemas, each carrying its spec §5 message. Strings are trimmed;
 * "required" means present and not blank.
 */
export function requiredText(max = 255) {
  return z
    .string({ error: () => t('validation.required') })
    .trim()
    .min(1, { error: () => t('validation.required') })
    .max(max, { error: () => t('validation.maxLength', { max }) });
}

export function optionalText(max = 255) {
  return z
    .string()
    .trim()
    .max(max, { error: () => t('validation.maxLength', { max }) })
    .optional();
}

/** A blank text (only spaces) as null: what an emptied optional field means. */
export const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Optional text that may be cleared: blank is null, otherwise trimmed and at most `max` long. */
export function nullableText(max = 255) {
  return z.preprocess(blankToNull, requiredText(max).nullable());
}

export const emailField = z
  .string({ error: () => t('validation.required') })
  .trim()
  .min(1, { error: () => t('validation.required') })
  .pipe(z.email({ error: () => t('validation.email') }));

/** French postal code: five digits. */
export const postalCodeField = z
  .string({ error: () => t('validation.required') })
  .trim()
  .regex(/^\d{5}$/, { error: () => t('validation.postalCode') });

export const urlField = z
  .string({ error: () => t('validation.required') })
  .trim()
  .min(1, { error: () => t('validation.required') })
  .pipe(z.url({ protocol: /^https?$/, error: () => t('validation.url') }));

/** Largest value of a PostgreSQL `integer` (ids, counts): beyond it a query would fail. */
export const MAX_INT4 = 2_147_483_647;

/** A database id: a positive integer; route params arrive as text and are coerced. */
export const idParam = z.coerce
  .number({ error: () => t('validation.integer') })
  .int({ error: () => t('validation.integer') })
  .positive({ error: () => t('validation.integer') })
  .max(MAX_INT4, { error: () => t('validation.maxValue', { max: MAX_INT4 }) });

/** The `params` of a route on `/…/:id`. */
export const idParams = z.object({ id: idParam });

/** A 1 to 5 star rating (spec §3, §9). */
export const starRatingField = z
  .number({ error: () => t('validation.required') })
  .int({ error: () => t('validation.integer') })
  .min(1, { error: () => t('validation.starRating', { min: 1, max: 5 }) })
  .max(5, { error: () => t('validation.starRating', { min: 1, max: 5 }) });

/**
 * The fields that open every session an answer names (a list's row, a card, the session of a
 * registration or of a survey), dates as ISO strings: the server selects them with
 * `sessionHeadColumns`. Spread first, then what that answer adds.
 */
export const sessionHeadShape = {
  id: z.number().int(),
  code: z.string(),
  status: z.enum(SESSION_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
};

/**
 * The params of a route whose access is a secret in its address (a link sent by mail): 43
 * base64url signs, 32 random bytes; anything else is refused with `unknown`, the link's own
 * French message.
 */
export function linkTokenParams(unknown: () => string) {
  return z.object({ token: z.string().regex(/^[\w-]{43}$/, { error: unknown }) });
}
