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

/** Paris wall-clock time at `instant` (to the minute; throws a RangeError for an invalid one). */
export function parisParts(instant: Instant): WallClock {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PROGRAMME_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(toDate(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
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

/** Paris time minus UTC at `instant`, in milliseconds (one or two hours). */
function parisOffset(instant: number): number {
  const p = parisParts(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - (instant - (((instant % 60_000) + 60_000) % 60_000));
}

/**
 * The instant at which Paris clocks show `wall` (seconds optional). A time the clocks skip or show
 * twice is read in winter time (UTC+1): 02:30 on the last Sunday of March is 01:30 UTC (03:30
 * summer time), 02:30 on the last Sunday of October its second occurrence, 01:30 UTC.
 */
export function parisInstant(wall: WallClock & { second?: number }): Date {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second ?? 0,
  );
  // The offset at the wall time is the offset at the instant, except next to a DST change.
  const guess = asUtc - parisOffset(asUtc);
  return new Date(asUtc - parisOffset(guess));
}

/** `2025-03-10T08:00:00Z` → `2025-03-10T09:00`, the value of a `datetime-local` input; '' for none. */
export function toParisInput(iso: Instant | null | undefined): string {
  if (iso === null || iso === undefined || iso === '' || !isValidInstant(iso)) return '';
  const p = parisParts(iso);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}T${pad2(p.hour)}:${pad2(p.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as Paris time, as a UTC ISO instant; blank gives null. Text that
 * is not such a value is given back as is, so that the shared schema answers 'Date invalide'.
 */
export function fromParisInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_INPUT.exec(text);
  if (!match) return text;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const instant = parisInstant({
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
  });
  return Number.isNaN(instant.getTime()) ? text : instant.toISOString();
}
