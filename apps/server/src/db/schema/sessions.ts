import { MODALITIES, SESSION_STATUSES, type SessionHistoryEvent } from '@passerelle/shared';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { actions } from './actions.js';
import { sql } from 'drizzle-orm';
import { foldSql } from '../../lib/crud/fold.js';
import { timestamps } from './columns.js';
import { cities } from './reference.js';
import { rooms } from './rooms.js';
import { users } from './users.js';

export const sessionStatus = pgEnum('session_status', SESSION_STATUSES);
export const modality = pgEnum('modality', MODALITIES);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actionId: integer()
      .notNull()
      .references(() => actions.id, { onDelete: 'no action' }),
    code: text().notNull(),
    /** `code` folded (no accents, lower case), for the text search. */
    codeFolded: text()
      .notNull()
      .generatedAlwaysAs(foldSql(sql`code`)),
    status: sessionStatus().notNull().default('PROGRAMMED'),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    modality: modality().notNull().default('ONSITE'),
    cityId: integer().references(() => cities.id, { onDelete: 'no action' }),
    roomId: integer().references(() => rooms.id, { onDelete: 'no action' }),
    seats: integer().notNull().default(0),
    registrationDeadline: timestamp({ withTimezone: true }),
    externalRegistration: boolean().notNull().default(false),
    externalRegistrationUrl: text(),
    /** The link of a remote (or both) session, given in its convocations (decision 036). */
    remoteUrl: text(),
    eCourse: boolean().notNull().default(false),
    payable: boolean().notNull().default(false),
    registrationRequired: boolean().notNull().default(true),
    noFinancialContribution: boolean().notNull().default(false),
    published: boolean().notNull().default(false),
    realisedHoursOnsite: numeric({ precision: 7, scale: 2 }),
    realisedHoursRemote: numeric({ precision: 7, scale: 2 }),
    asyncTime: numeric({ precision: 7, scale: 2 }),
    cost: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    /** Satisfaction survey and pedagogical report enabled for this session (spec §4). */
    surveyEnabled: boolean().notNull().default(false),
    reportEnabled: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('sessions_action_idx').on(table.actionId),
    index('sessions_start_idx').on(table.startDate),
    index('sessions_status_idx').on(table.status),
    index('sessions_city_idx').on(table.cityId),
    index('sessions_room_idx').on(table.roomId),
  ],
);

/** Intervention dates of a session. */
export const sessionDates = pgTable(
  'session_dates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('session_dates_session_idx').on(table.sessionId)],
);

/** Workflow history of a session. */
export const sessionHistory = pgTable(
  'session_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The admin who acted as the author (impersonation, decision 031), else null. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    fromStatus: sessionStatus(),
    toStatus: sessionStatus().notNull(),
    /** A step of the report (the status unchanged), else null: a change of status. */
    event: text().$type<SessionHistoryEvent>(),
    /** The reason given, if any; never the event itself. */
    comment: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_history_session_idx').on(table.sessionId)],
);

export type Session = typeof sessions.$inferSelect;
