import { PROGRAMME_TIME_ZONE, parisParts } from '@passerelle/shared';

const pad2 = (value: number) => String(value).padStart(2, '0');

/*
 * A small iCalendar writer (RFC 5545) for the calendars of decision 041: VCALENDAR with the
 * programme's VTIMEZONE and one VEVENT per event, times as Paris wall-clock time with TZID (what
 * the trainees read in the portal), DTSTAMP in UTC, text escaped, lines folded at 75 octets and
 * ended by CRLF.
 */

export type IcsEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface IcsEvent {
  /** Stable across downloads and feed refreshes: agendas update the event they already hold. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: IcsEventStatus;
  /** When the event last changed (LAST-MODIFIED), if known. */
  lastModified?: Date;
}

/**
 * Europe/Paris since 1996 (EU rule: last Sunday of March 02:00 → CEST, last Sunday of October
 * 03:00 → CET). PROGRAMME_TIME_ZONE is Europe/Paris (checked by the tests).
 */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PROGRAMME_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1): each continuation starts
 * with a space; never inside a UTF-8 character.
 */
export function foldLine(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(lines.length === 0 ? current : ` ${current}`);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  lines.push(lines.length === 0 ? current : ` ${current}`);
  return lines;
}

/** 20310602T090000: Paris wall-clock time of `instant`, for a TZID property. */
function localTime(instant: Date): string {
  const p = parisParts(instant);
  return `${p.year}${pad2(p.month)}${pad2(p.day)}T${pad2(p.hour)}${pad2(p.minute)}00`;
}

/** 20310602T070000Z: UTC, for DTSTAMP and LAST-MODIFIED. */
function utcTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** The calendar: its name, then the events, as the text of an .ics file. */
export function icsCalendar(input: {
  name: string;
  events: readonly IcsEvent[];
  now: Date;
}): string {
  const tz = PROGRAMME_TIME_ZONE;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Passerelle//Agenda des formations//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${tz}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...PARIS_VTIMEZONE,
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcTime(input.now)}`,
      `DTSTART;TZID=${tz}:${localTime(event.start)}`,
      `DTEND;TZID=${tz}:${localTime(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `STATUS:${event.status}`,
    );
    if (event.lastModified) lines.push(`LAST-MODIFIED:${utcTime(event.lastModified)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
