import { formatWithOrdinalFirst, frenchDateFormat } from './intl';

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

/** A calendar day in the French format `name`, the 1st as `1er`; text not a day as is. */
function formatDayWith(day: string, name: string, options: Intl.DateTimeFormatOptions): string {
  const date = calendarDate(day);
  if (Number.isNaN(date.getTime())) return day;
  return formatWithOrdinalFirst(frenchDateFormat(name, { ...options, timeZone: 'UTC' }), date);
}

/** `2026-03-10` → `10 mars 2026`; `2026-01-01` → `1er janvier 2026`. */
export function formatCalendarLongDate(day: string): string {
  return formatDayWith(day, 'calendarLongDate', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** `2026-03-10` → `mardi 10 mars`; `2026-01-01` → `jeudi 1er janvier`. */
export function formatCalendarDay(day: string): string {
  return formatDayWith(day, 'calendarDay', { weekday: 'long', day: 'numeric', month: 'long' });
}

/** `{ year: 2026, month: 3 }` → `mars 2026`. */
export function formatMonth({ year, month }: YearMonth): string {
  return frenchDateFormat('month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

let weekdays: readonly string[] | undefined;

/** 'lundi' to 'dimanche': the French week starts on Monday. */
export function weekdayNames(): readonly string[] {
  const format = frenchDateFormat('weekday', { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return (weekdays ??= Array.from({ length: 7 }, (_, i) =>
    format.format(new Date(Date.UTC(2024, 0, 1 + i))),
  ));
}
