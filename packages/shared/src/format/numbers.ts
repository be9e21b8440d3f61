/*
 * Hours and amounts the French way, for documents and exports: a decimal comma, spaces between
 * thousands. Values travel as decimal text ("7.50", schemas/decimal.ts).
 */

import { frenchNumberFormat } from './intl';

/** `7,5` (hours), '' for a missing value. */
export function formatHoursNumber(hours: string | number | null | undefined): string {
  if (hours === null || hours === undefined || hours === '') return '';
  const value = Number(hours);
  return Number.isFinite(value)
    ? frenchNumberFormat({ maximumFractionDigits: 2 }).format(value)
    : '';
}

/** `1 250,00 €`, '' for a missing value. */
export function formatEuros(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  return Number.isFinite(value)
    ? frenchNumberFormat({ style: 'currency', currency: 'EUR' }).format(value)
    : '';
}

/** `1234` → `1 234`. */
export function formatCount(value: number): string {
  return frenchNumberFormat().format(value);
}
