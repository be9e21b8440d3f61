/*
 * French `Intl` number formats, each made once, on first use, by their options. Making one costs
 * far more than using it, and the first of a kind loads the locale's data (5–8 ms in a phone's
 * browser for the first number format): made when a module loads, that cost fell on every page's
 * start, whether it showed such a number or not (decision 103). Dates need no Intl format: they
 * are written from their numbers (french-days.ts, decision 104).
 */
const numberFormats: Record<string, Intl.NumberFormat> = {};

export function frenchNumberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return (numberFormats[JSON.stringify(options)] ??= new Intl.NumberFormat('fr-FR', options));
}
