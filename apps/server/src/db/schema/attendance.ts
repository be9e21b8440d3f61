import { HALF_DAY_PERIODS, SIGNATURE_METHODS } from '@passerelle/shared';
import {
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { registrations } from './registrations.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

/*
 * Digital attendance (decision 038): a signing window per half-day of a session, and the
 * signatures given through it. A half-day is its Paris day and period (shared halfDaysOf).
 */

export const halfDayPeriod = pgEnum('half_day_period', HALF_DAY_PERIODS);
export const signatureMethod = pgEnum('signature_method', SIGNATURE_METHODS);

/** Bytes (`bytea`): PGlite gives a Uint8Array, node-postgres a Buffer; both read as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The signing window of a half-day: opened on that day by the provider (or staff), closed by
 * them or at the end of the day (`closesAt`); reopened the same day, it gets a new secret, so
 * the QR codes and tickets of before stop working.
 */
export const signingWindows = pgTable(
  'signing_windows',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    period: halfDayPeriod().notNull(),
    /** HMAC key of the window's QR tokens and tickets (random, base64url). */
    secret: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    openedById: integer().references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
    closedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The end of the half-day's Paris day: the window takes no signature from then on. */
    closesAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique('signing_windows_half_day_key').on(table.sessionId, table.day, table.period)],
);

/**
 * A trainee's signature of a half-day: drawn (a PNG, checked) or its name typed (the accessible
 * alternative), with when, how, and who collected it (the trainee on its phone, or the
 * provider's user on its device). Once per registration and half-day.
 */
export const attendanceSignatures = pgTable(
  'attendance_signatures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    period: halfDayPeriod().notNull(),
    windowId: integer().references(() => signingWindows.id, { onDelete: 'set null' }),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    method: signatureMethod().notNull(),
    collectedById: integer().references(() => users.id, { onDelete: 'set null' }),
    image: bytes(),
    typedName: text(),
  },
  (table) => [
    unique('attendance_signatures_half_day_key').on(table.registrationId, table.day, table.period),
    index('attendance_signatures_session_idx').on(table.sessionId),
  ],
);

export type SigningWindowRow = typeof signingWindows.$inferSelect;
export type AttendanceSignatureRow = typeof attendanceSignatures.$inferSelect;
