/*
 * French `Intl` formats, each made once, on first use (dates under a name that says which options
 * they hold, numbers by their options). Making one costs far more than using it, and the first of
 * a kind loads the locale's data (5–8 ms in a phone's browser for the first number format): made
 * when a module loads, that cost fell on every page's start, whether it showed such a number or
 * not (decision 103).
 */
const formats: Record<string, Intl.DateTimeFormat> = {};
const numberFormats: Record<string, Intl.NumberFormat> = {};

export function frenchDateFormat(
  name: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return (formats[name] ??= new Intl.DateTimeFormat('fr-FR', options));
}

export function frenchNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return (numberFormats[JSON.stringify(options)] ??= new Intl.NumberFormat('fr-FR', options));
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
