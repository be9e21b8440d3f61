import { t } from '../i18n/t';
import { frenchDay } from './french-days';
import {
  isValidInstant,
  pad2,
  parisDay,
  parisParts,
  type Instant,
  type WallClock,
} from './wall-clock';

/*
 * Days and times as French readers expect them, in the programme's time zone: the server render
 * and the browser print the same text whatever the machine's clock. Everything is written from the
 * wall-clock parts, words included (french-days.ts): no ICU variation between Node and browsers,
 * and no Intl date format to make at a page's start (decision 104). An invalid instant gives ''.
 * The numeric dates of tables, mails and exports are in date-times.ts, calendar days in
 * calendar-days.ts: a public page carries only this module.
 */

const numericTime = ({ hour, minute }: WallClock) => `${pad2(hour)}:${pad2(minute)}`;

/** `09:30`. */
export function formatTime(instant: Instant): string {
  return isValidInstant(instant) ? numericTime(parisParts(instant)) : '';
}

/** `10 mars 2026`, `1er avril 2026`. */
export function formatDay(instant: Instant): string {
  return isValidInstant(instant) ? frenchDay(parisParts(instant), { year: true }) : '';
}

/** `mardi 10 mars 2026`, `mercredi 1er avril 2026`. */
export function formatLongDay(instant: Instant): string {
  if (!isValidInstant(instant)) return '';
  return frenchDay(parisParts(instant), { weekday: true, year: true });
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

/**
 * The same days inside a sentence, in lower case: 'Session S-12 du 10 mars 2026 au 12 mars
 * 2026', 'Session S-12 le 10 mars 2026' (never 'du Du').
 */
export function formatDayRangeInline(start: Instant, end: Instant): string {
  if (!isValidInstant(start) || !isValidInstant(end)) return '';
  if (parisDay(start) === parisDay(end)) return t('dates.dayInline', { date: formatDay(start) });
  return t('dates.rangeInline', { start: formatDay(start), end: formatDay(end) });
}
