import { t } from '../i18n/t';
import { PROGRAMME_TIME_ZONE } from './time-zone';
import {
  isValidInstant,
  pad2,
  parisDay,
  parisParts,
  toDate,
  type Instant,
  type WallClock,
} from './wall-clock';

/*
 * Dates and times as French readers expect them, in the programme's time zone: the server render,
 * the browser, mails and exports print the same text whatever the machine's clock. Numeric forms
 * are built from the wall-clock parts (no ICU variation between Node and browsers); words (month,
 * weekday) come from Intl, each formatter made once, on first use. An invalid instant gives ''.
 */

const formats: Record<string, Intl.DateTimeFormat> = {};

function intlFormat(name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return (formats[name] ??= new Intl.DateTimeFormat('fr-FR', options));
}

const numericDate = ({ year, month, day }: WallClock) => `${pad2(day)}/${pad2(month)}/${year}`;
const numericTime = ({ hour, minute }: WallClock) => `${pad2(hour)}:${pad2(minute)}`;

/** `10/03/2026`. */
export function formatDate(instant: Instant): string {
  return isValidInstant(instant) ? numericDate(parisParts(instant)) : '';
}

/** `09:30`. */
export function formatTime(instant: Instant): string {
  return isValidInstant(instant) ? numericTime(parisParts(instant)) : '';
}

/** `10/03/2026 09:30`. */
export function formatDateTime(instant: Instant): string {
  if (!isValidInstant(instant)) return '';
  const parts = parisParts(instant);
  return `${numericDate(parts)} ${numericTime(parts)}`;
}

/** `10 mars 2026`. */
export function formatDay(instant: Instant): string {
  if (!isValidInstant(instant)) return '';
  return intlFormat('day', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PROGRAMME_TIME_ZONE,
  }).format(toDate(instant));
}

/** `mardi 10 mars 2026`. */
export function formatLongDay(instant: Instant): string {
  if (!isValidInstant(instant)) return '';
  return intlFormat('longDay', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: PROGRAMME_TIME_ZONE,
  }).format(toDate(instant));
}

/**
 * The days of something that starts and ends: 'Le 10 mars 2026' within one Paris day, else
 * 'Du 10 mars 2026 au 12 mars 2026'.
 */
export function formatDayRange(start: Instant, end: Instant): string {
  if (!isValidInstant(start) || !isValidInstant(end)) return '';
  if (parisDay(start) === parisDay(end)) return t('dates.day', { date: formatDay(start) });
  return t('dates.range', { start: formatDay(start), end: formatDay(end) });
}

// Calendar days (`YYYY-MM-DD`, a date without a time, as the database's `date` columns and the
// calendar's grid hold them): no time zone involved, read at UTC midnight.

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

/** `2026-03-10` → `mardi 10 mars`. */
export function formatCalendarDay(day: string): string {
  const date = calendarDate(day);
  if (Number.isNaN(date.getTime())) return day;
  return intlFormat('calendarDay', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** `{ year: 2026, month: 3 }` → `mars 2026`. */
export function formatMonth({ year, month }: YearMonth): string {
  return intlFormat('month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

let weekdays: readonly string[] | undefined;

/** 'lundi' to 'dimanche': the French week starts on Monday. */
export function weekdayNames(): readonly string[] {
  const format = intlFormat('weekday', { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return (weekdays ??= Array.from({ length: 7 }, (_, i) =>
    format.format(new Date(Date.UTC(2024, 0, 1 + i))),
  ));
}
