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

/** Paris wall-clock time at `instant` read from Intl (slow: a few microseconds). */
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

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/**
 * Paris's offset from UTC (ms) by hour since the epoch: since 1970 it changes only on the hour,
 * so one Intl reading serves every instant of that hour. Exports format tens of thousands of
 * dates: Intl for each cost more than writing the file. Bounded: emptied when full.
 */
const offsetByHour = new Map<number, number>();
const OFFSETS_KEPT = 10_000;

/** Paris wall-clock time at `instant` (to the minute; throws a RangeError for an invalid one). */
export function parisParts(instant: Instant): WallClock {
  const date = toDate(instant);
  const time = date.getTime();
  if (!(time >= 0)) return intlParisParts(date);
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const { year, month, day, hour: h, minute } = intlParisParts(date);
    offset = Date.UTC(year, month - 1, day, h, minute) - Math.floor(time / MINUTE_MS) * MINUTE_MS;
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  const wall = new Date(time + offset);
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
