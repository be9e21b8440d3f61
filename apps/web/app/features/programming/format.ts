import { decimalToCents, formatCount } from '@passerelle/shared';

/*
 * Numbers of the programming screens as French readers expect them: counts with a thin space
 * between thousands, amounts in euros. The server render and the browser print the same text.
 */

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export { formatCount };

/** A decimal text of the API (`"1234.50"`) → `1 234,50 €`; other text is given back as is. */
export function formatEuros(decimal: string): string {
  try {
    return euroFormat.format(decimalToCents(decimal) / 100);
  } catch {
    return decimal;
  }
}
