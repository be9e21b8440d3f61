/**
 * French `Intl.DateTimeFormat`s, each made once, on first use (making one costs far more than
 * using it), under a name that says which options it holds.
 */
const formats: Record<string, Intl.DateTimeFormat> = {};

export function frenchDateFormat(
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return (formats[name] ??= new Intl.DateTimeFormat('fr-FR', options));
}

/**
 * `format` applied to `date`, the first of a month written as the French write it: `1er mars`,
 * never `1 mars` (Intl gives the bare number).
 */
export function formatWithOrdinalFirst(format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map(({ type, value }) => (type === 'day' && Number(value) === 1 ? '1er' : value))
    .join('');
}
