import type { SessionStatus } from '../enums';
import type { ErrorCode } from '../errors/codes';
import { parisInstant } from '../format/paris-input';
import { parisDay } from '../format/wall-clock';
import type { HalfDay, HalfDayPeriod } from '../documents/half-days';

/*
 * Digital attendance (émargement numérique, decision 038): for each half-day of a session's
 * intervention dates (documents/half-days.ts, the signature sheet's columns), the provider opens a
 * signing window on that day; trainees sign on their own phone after scanning a QR code that
 * changes every SIGNING_TOKEN_ROTATION_SECONDS, or in turn on the provider's device. The rules
 * both sides read are here; the server enforces them (apps/server/src/modules/attendance).
 */

export const HALF_DAY_PERIODS = [
  'morning',
  'afternoon',
] as const satisfies readonly HalfDayPeriod[];

/** How a signature was given: on the trainee's own phone, or on the provider's device in turn. */
export const SIGNATURE_METHODS = ['OWN_DEVICE', 'PROVIDER_DEVICE'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** The QR code's token changes this often (seconds). */
export const SIGNING_TOKEN_ROTATION_SECONDS = 30;
/**
 * A token is accepted during its own period and the next one: between 30 and 60 seconds after it
 * was first shown. A trainee who scans it late (after signing in, for instance) scans again.
 */
export const SIGNING_TOKEN_ACCEPTED_PERIODS = 2;
/**
 * Once the page opened with a valid token, the trainee has this long to draw and send the
 * signature (seconds): the ticket the page got is bound to its registration and window.
 */
export const SIGNING_TICKET_SECONDS = 5 * 60;
/** How often the provider's screen asks for the new token and who signed (milliseconds). */
export const SIGNING_POLL_INTERVAL_MS = 4000;

/** A drawn signature: a PNG of at most this many bytes, these dimensions, not blank. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_MAX_WIDTH = 2400;
export const SIGNATURE_MAX_HEIGHT = 1600;
/** A typed name (the accessible alternative to drawing) is at most this long. */
export const TYPED_NAME_MAX_LENGTH = 200;

/** `2026-03-10-morning`: a half-day key as documents/half-days.ts writes it. */
export const HALF_DAY_KEY_PATTERN = /^(\d{4}-\d{2}-\d{2})-(morning|afternoon)$/;

export function parseHalfDayKey(key: string): { day: string; period: HalfDayPeriod } | null {
  const match = HALF_DAY_KEY_PATTERN.exec(key);
  return match ? { day: match[1]!, period: match[2] as HalfDayPeriod } : null;
}

/** The key of a half-day from its day and period (the database stores both). */
export function halfDayKeyOf(day: string, period: HalfDayPeriod): string {
  return `${day}-${period}`;
}

/**
 * The instant a window opened on `day` closes by itself if the provider did not close it: the end
 * of that day in Paris (the next day's midnight).
 */
export function signingWindowEnd(day: string): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  // Date.UTC normalises the 32nd of a month to the 1st of the next.
  const next = new Date(Date.UTC(year, month - 1, dayOfMonth + 1));
  return parisInstant({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
  });
}

/**
 * Whether a session in `status` collects signatures: only while PROGRAMMED. Once realised,
 * cancelled, closed or postponed, its open windows close (the server, at the change of status).
 */
export function sessionTakesSignatures(status: SessionStatus): boolean {
  return status === 'PROGRAMMED';
}

/**
 * Whether a signing window may be opened for `halfDay` at `now`, else the API's refusal: only
 * while the session is PROGRAMMED (not postponed, cancelled, or already realised and beyond), and
 * only on the half-day's own day in Paris — a signature says "I was there that day", so it is
 * collected that day, not before nor after.
 */
export function signingWindowRefusal(
  session: { status: SessionStatus },
  halfDay: Pick<HalfDay, 'day'>,
  now: Date,
): ErrorCode | null {
  if (!sessionTakesSignatures(session.status)) return 'SIGNING_SESSION_NOT_PROGRAMMED';
  if (parisDay(now) !== halfDay.day) return 'SIGNING_NOT_TODAY';
  return null;
}

/** Whether a window (opened, maybe closed) takes signatures at `now`. */
export function isSigningWindowOpen(
  window: { closedAt: Date | string | null; closesAt: Date | string },
  now: Date,
): boolean {
  return window.closedAt === null && now.getTime() < new Date(window.closesAt).getTime();
}

/** A name compared as people type it: accents, case, punctuation and spacing ignored. */
export function comparableName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The accessible alternative to drawing: the trainee types its name, which must be its own (given
 * name and family name, in either order).
 */
export function typedNameMatches(
  typed: string,
  trainee: { givenName: string; familyName: string },
): boolean {
  const given = comparableName(typed);
  if (given === '') return false;
  return [
    `${trainee.givenName} ${trainee.familyName}`,
    `${trainee.familyName} ${trainee.givenName}`,
  ].some((name) => comparableName(name) === given);
}
