import { decimalToCents, formatCount, frenchNumberFormat } from '@passerelle/shared';

/*
 * Numbers of the programming screens as French readers expect them: counts with a thin space
 * between thousands, amounts in euros. The server render and the browser print the same text.
 */

export { formatCount };

/** A decimal text of the API (`"1234.50"`) → `1 234,50 €`; other text is given back as is. */
export function formatEuros(decimal: string): string {
  try {
    return frenchNumberFormat({ style: 'currency', currency: 'EUR' }).format(
      decimalToCents(decimal) / 100,
    );
  } catch {
    return decimal;
  }
}
