import { PROGRAMME_TIME_ZONE } from './time-zone';

/*
 * Paris wall-clock time (the programme's time zone) and instants, both ways, exact on both sides
 * of the daylight saving changes, whatever the machine's own time zone.
 */

/** A moment as Paris clocks show it; month 1 to 12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** An instant: a Date, an ISO text or milliseconds since the epoch. */
export type Instant = Date | string | number;

let partsFormat: Intl.DateTimeFormat | undefined;

/** The instant as a Date; an invalid one (NaN time) for what is not an instant. */
export function toDate(instant: Instant): Date {
  return instant instanceof Date ? instant : new Date(instant);
}

/** Whether `instant` is a real instant (not `new Date('pas une date')`). */
export function isValidInstant(instant: Instant): boolean {
  return !Number.isNaN(toDate(instant).getTime());
}

/** Paris wall-clock time at `instant` read from Intl: before 1996 (other rules), or invalid. */
function intlParisParts(date: Date): WallClock {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PROGRAMME_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // Year, month, day, hour and minute, with literals between them.
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as unknown as WallClock;
}

/*
 * Since 1996 Paris keeps the European Union's rule (Directive 2000/84/EC): UTC+1, and UTC+2
 * from the last Sunday of March to the last Sunday of October, both changes at 01:00 UTC. Written
 * as arithmetic rather than read from Intl: a page's first `Intl.DateTimeFormat` loads ICU's
 * calendar and zone data, 16–64 ms of a phone's main thread at every public page's start
 * (decision 104). A test compares with Intl at every change up to 2100, so that a new rule in
 * ICU's data would fail it.
 */
const EU_RULE_SINCE = Date.UTC(1996, 0, 1);
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0 to 11) of `year`. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

// The changes of the year last asked for: exports write thousands of dates of a few years.
let changesYear = Number.NaN;
let springChange = 0;
let autumnChange = 0;

/** Paris's offset from UTC (ms) at `time`, an instant of 1996 or later. */
function parisOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  if (year !== changesYear) {
    springChange = lastSundayChange(year, 2);
    autumnChange = lastSundayChange(year, 9);
    changesYear = year;
  }
  return time >= springChange && time < autumnChange ? 2 * HOUR_MS : HOUR_MS;
}

/** Paris wall-clock time at `instant` (to the minute; throws a RangeError for an invalid one). */
export function parisParts(instant: Instant): WallClock {
  const date = toDate(instant);
  const time = date.getTime();
  if (!(time >= EU_RULE_SINCE)) return intlParisParts(date);
  const wall = new Date(time + parisOffset(time));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

/** The day in Paris of an instant, `YYYY-MM-DD` (a calendar day: the catalogue's, file names). */
export function parisDay(instant: Instant): string {
  const { year, month, day } = parisParts(instant);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The calendar year in Paris of an instant (31 December 23:30 UTC is already next year). */
export function parisYear(instant: Instant): number {
  return parisParts(instant).year;
}
