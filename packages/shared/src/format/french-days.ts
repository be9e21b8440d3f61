/*
 * Days in French words (`mardi 10 mars 2026`, `1er avril`), written from a day's numbers rather
 * than through `Intl.DateTimeFormat`: a page's first date format loads ICU's calendar data, 16–64 ms
 * of a phone's main thread at every public page's start (decision 104). A test compares every
 * day from 1900 to 2100 with Intl's French.
 */

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** Sunday first, as `Date.getUTCDay` counts. */
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** A calendar day; month 1 to 12. */
export interface DayNumbers {
  year: number;
  month: number;
  day: number;
}

/** What a day's text holds besides its day of the month and its month. */
export interface DayWords {
  weekday?: boolean;
  year?: boolean;
}

/** `10 mars 2026`, `mercredi 1er avril` (the first of a month as the French write it). */
export function frenchDay({ year, month, day }: DayNumbers, words: DayWords = {}): string {
  const text = `${day === 1 ? '1er' : day} ${MONTHS[month - 1]}`;
  const dated = words.year ? `${text} ${year}` : text;
  if (!words.weekday) return dated;
  return `${WEEKDAYS[weekdayOf(year, month, day)]} ${dated}`;
}

/** 0 (Sunday) to 6; `setUTCFullYear`, not `Date.UTC`, which reads years 0–99 as 1900–1999. */
function weekdayOf(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCDay();
}

/** `mars 2026`. */
export function frenchMonth(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** 'lundi' to 'dimanche': the French week starts on Monday. */
export const FRENCH_WEEKDAYS_FROM_MONDAY: readonly string[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
