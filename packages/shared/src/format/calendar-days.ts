import { FRENCH_WEEKDAYS_FROM_MONDAY, frenchDay, frenchMonth, type DayWords } from './french-days';

/*
 * Calendar days (`YYYY-MM-DD`, a date without a time, as the database's `date` columns and the
 * calendar's grid hold them): no time zone involved, read at UTC midnight. Apart from dates.ts so
 * that the pages without a calendar do not carry them.
 */

/** A calendar month; month 1 to 12. */
export interface YearMonth {
  year: number;
  month: number;
}

function calendarDate(day: string): Date {
  return new Date(`${day.slice(0, 10)}T00:00:00Z`);
}

/** `2026-03-10` → `10/03/2026`; text that is not a day is given back as is. */
export function formatCalendarDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/** A calendar day in French words, the 1st as `1er`; text not a day as is. */
function formatDayWith(day: string, words: DayWords): string {
  const date = calendarDate(day);
  if (Number.isNaN(date.getTime())) return day;
  const numbers = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
  return frenchDay(numbers, words);
}

/** `2026-03-10` → `10 mars 2026`; `2026-01-01` → `1er janvier 2026`. */
export function formatCalendarLongDate(day: string): string {
  return formatDayWith(day, { year: true });
}

/** `2026-03-10` → `mardi 10 mars`; `2026-01-01` → `jeudi 1er janvier`. */
export function formatCalendarDay(day: string): string {
  return formatDayWith(day, { weekday: true });
}

/** `{ year: 2026, month: 3 }` → `mars 2026`. */
export function formatMonth({ year, month }: YearMonth): string {
  return frenchMonth(year, month);
}

/** 'lundi' to 'dimanche': the French week starts on Monday. */
export function weekdayNames(): readonly string[] {
  return FRENCH_WEEKDAYS_FROM_MONDAY;
}
