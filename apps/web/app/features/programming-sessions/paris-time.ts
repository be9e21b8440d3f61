/**
 * Date and time inputs of the programme's sessions, always in Paris time (the programme's time
 * zone): whatever the browser's or the server's zone, a session starting at 09:00 in Toulouse is
 * typed and shown as 09:00, and the server render prints the same value as the browser.
 */

const TIME_ZONE = 'Europe/Paris';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parisParts(instant: number): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Paris wall-clock time minus UTC at `instant`, in milliseconds (1 or 2 hours). */
function parisOffset(instant: number): number {
  const p = parisParts(instant);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
  return wall - (instant - (((instant % 60_000) + 60_000) % 60_000));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2025-03-10T08:00:00Z` → `2025-03-10T09:00`, the value of a `datetime-local` input; '' for none. */
export function toParisInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const p = parisParts(instant);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as Paris time, as a UTC ISO instant; '' gives null. Text that is
 * not such a value is given back as is, so that the shared schema answers 'Date invalide'.
 */
export function fromParisInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL.exec(text);
  if (!match) return text;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second || 0);
  if (Number.isNaN(wall)) return text;
  // The offset at the wall time is the offset at the instant, except next to a DST change.
  let instant = wall - parisOffset(wall);
  const corrected = wall - parisOffset(instant);
  if (corrected !== instant) instant = corrected;
  return new Date(instant).toISOString();
}
