import { z } from 'zod';
import { decimalFromInput } from '../format/decimal-input';
import { t } from '../i18n';
import './messages';

/**
 * Decimal amounts (money, hours) travel as strings with a dot and at most two decimals, the way
 * PostgreSQL `numeric` gives them: no float ever stands between a form and the database.
 * Arithmetic is done on integer cents.
 */
const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** The largest value with `integerDigits` digits before the point: `numeric(p, 2)` has p − 2. */
function maxDecimal(integerDigits: number): string {
  return `${'9'.repeat(integerDigits)}.99`;
}

/**
 * A non-negative decimal with at most 2 decimals and `integerDigits` digits before the point
 * (10 for `numeric(12, 2)`). Accepts a number or French typing ("12,50", "1 500,5"); gives "12.50"-style
 * text back, normalised ("012.5" → "12.50").
 */
export function decimalField(integerDigits: number) {
  const max = maxDecimal(integerDigits);
  return z.preprocess(
    (value) => {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' ? decimalFromInput(value) : value;
    },
    z
      .string()
      .regex(DECIMAL, { error: () => t('programming.validation.decimal') })
      // Zod runs this check even when the pattern failed: only a well-formed value is judged.
      .refine(
        (value) => (DECIMAL.exec(value)?.[1] ?? '').replace(/^0+/, '').length <= integerDigits,
        {
          error: () => t('validation.maxValue', { max }),
        },
      )
      .transform((value) => centsToDecimal(decimalToCents(value))),
  );
}

/** Money of a `numeric(12, 2)` column. */
export const moneyField = decimalField(10);
/** Hours of a `numeric(7, 2)` column. */
export const hoursField = decimalField(5);
/** Days of a `numeric(6, 2)` column. */
export const daysField = decimalField(4);

/**
 * Integer cents of a decimal text ("12.5" → 1250, "-3.01" → -301). Throws on anything else:
 * callers hold values already validated or read from a `numeric` column.
 */
export function decimalToCents(value: string): number {
  const trimmed = value.trim();
  const negative = trimmed.startsWith('-');
  const match = DECIMAL.exec(negative ? trimmed.slice(1) : trimmed);
  if (!match) throw new Error(`Not a decimal with at most 2 decimals: "${value}"`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new Error(`Decimal too large: "${value}"`);
  return negative ? -cents : cents;
}

/** Decimal text of integer cents, always with two decimals (1250 → "12.50"). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.trunc(absolute / 100);
  return `${sign}${units}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Exact sum of decimal texts; null and undefined count as zero. */
export function sumDecimals(values: Iterable<string | null | undefined>): string {
  let cents = 0;
  for (const value of values) if (value != null) cents += decimalToCents(value);
  return centsToDecimal(cents);
}
