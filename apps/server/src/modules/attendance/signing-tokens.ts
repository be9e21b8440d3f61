import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  SIGNING_TICKET_SECONDS,
  SIGNING_TOKEN_ACCEPTED_PERIODS,
  SIGNING_TOKEN_ROTATION_SECONDS,
} from '@passerelle/shared';

/*
 * The QR code's tokens and the signing page's tickets (decision 038), signed with the window's own
 * secret (HMAC-SHA256): nothing to store per token, every replica checks them alike, and a window
 * reopened (a new secret) or closed leaves the old ones worthless.
 *
 * - token `<windowId>.<period>.<mac>`: the period is the 30-second step of the clock the code was
 *   made in; accepted in that period and the next (SIGNING_TOKEN_ACCEPTED_PERIODS);
 * - ticket `<windowId>.<registrationId>.<expiry>.<mac>`: given to the trainee whose page opened
 *   with a valid token, bound to its registration, good for SIGNING_TICKET_SECONDS.
 */

const ROTATION_MS = SIGNING_TOKEN_ROTATION_SECONDS * 1000;

/** A new window secret: 32 random bytes, base64url. */
export function newWindowSecret(): string {
  return randomBytes(32).toString('base64url');
}

function mac(secret: string, text: string): string {
  // 128 bits of the HMAC: short enough for a compact QR code, far too long to guess.
  return createHmac('sha256', secret).update(text).digest().subarray(0, 16).toString('base64url');
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const periodOf = (now: Date) => Math.floor(now.getTime() / ROTATION_MS);

/** The token of `now`'s period, when it stops being accepted, and when the next one starts. */
export function currentToken(
  window: { id: number; secret: string },
  now: Date,
): { token: string; expiresAt: Date; refreshAt: Date } {
  const period = periodOf(now);
  return {
    token: `${window.id}.${period}.${mac(window.secret, `qr:${window.id}:${period}`)}`,
    expiresAt: new Date((period + SIGNING_TOKEN_ACCEPTED_PERIODS) * ROTATION_MS),
    refreshAt: new Date((period + 1) * ROTATION_MS),
  };
}

/** The window id a token names, read before its window (and so its secret) is loaded. */
export function windowIdOfToken(token: string): number | null {
  const match = /^(\d{1,9})\.(\d{1,15})\.([\w-]{22})$/.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` is one of the window's, of a period still accepted at `now`. */
export function isTokenValid(
  window: { id: number; secret: string },
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,9})\.(\d{1,15})\.([\w-]{22})$/.exec(token);
  if (!match || Number(match[1]) !== window.id) return false;
  const period = Number(match[2]);
  const age = periodOf(now) - period;
  if (age < 0 || age >= SIGNING_TOKEN_ACCEPTED_PERIODS) return false;
  return sameMac(match[3]!, mac(window.secret, `qr:${window.id}:${period}`));
}

/** A ticket for `registrationId` to sign through the window until `now` + SIGNING_TICKET_SECONDS. */
export function issueTicket(
  window: { id: number; secret: string },
  registrationId: number,
  now: Date,
): { ticket: string; expiresAt: Date } {
  const expiry = Math.floor(now.getTime() / 1000) + SIGNING_TICKET_SECONDS;
  const text = `ticket:${window.id}:${registrationId}:${expiry}`;
  return {
    ticket: `${window.id}.${registrationId}.${expiry}.${mac(window.secret, text)}`,
    expiresAt: new Date(expiry * 1000),
  };
}

/** What a ticket says, before its window is loaded; null for what is no ticket. */
export function readTicket(
  ticket: string,
): { windowId: number; registrationId: number; expiry: number; mac: string } | null {
  const match = /^(\d{1,9})\.(\d{1,9})\.(\d{1,12})\.([\w-]{22})$/.exec(ticket);
  if (!match) return null;
  return {
    windowId: Number(match[1]),
    registrationId: Number(match[2]),
    expiry: Number(match[3]),
    mac: match[4]!,
  };
}

/** Whether a ticket read by readTicket was made with the window's secret and is still good. */
export function isTicketValid(
  window: { id: number; secret: string },
  ticket: NonNullable<ReturnType<typeof readTicket>>,
  now: Date,
): boolean {
  if (ticket.windowId !== window.id) return false;
  if (ticket.expiry * 1000 <= now.getTime()) return false;
  const text = `ticket:${window.id}:${ticket.registrationId}:${ticket.expiry}`;
  return sameMac(ticket.mac, mac(window.secret, text));
}
