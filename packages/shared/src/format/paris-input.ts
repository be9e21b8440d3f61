import { isValidInstant, pad2, parisParts, type Instant, type WallClock } from './wall-clock';

/*
 * From Paris wall-clock time to instants (the session form, the reprogram dialog, the public
 * message form, the demo programme): apart from wall-clock.ts so that the public pages, which
 * only read dates, do not carry it (decision 018's JS budget).
 */

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
