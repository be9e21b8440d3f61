import {
  CALENDAR_FEED_PAST_DAYS,
  MODALITY_LABELS,
  REGISTRATION_STATUS_LABELS,
  calendarFeedPath,
  calendarFeedScopeOf,
  profileOf,
  t,
  type CalendarFeedLink,
  type CalendarFeedScope,
  type CalendarFeedState,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { icsCalendar, type IcsEvent, type IcsEventStatus } from '../../lib/ical.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  assertCatalogueSession,
  type CatalogueVisibility,
} from '../catalogue/catalogue.service.js';
import {
  beneficiarySessions,
  findFeedByHash,
  findLiveFeed,
  insertFeed,
  oneSession,
  providerSessions,
  providerStructureIdsOf,
  revokeLiveFeed,
  type CalendarSessionRow,
} from './calendar.repository.js';

/*
 * Calendars (decision 041): one session's .ics file, and the private feeds — a secret link per
 * user and scope, stored hashed, shown once, revocable — that agendas subscribe to.
 */

/** The feed scope of the caller's active profile (the route's permission already holds it). */
function scopeOf(user: SessionUser): CalendarFeedScope {
  const scope = calendarFeedScopeOf(profileOf(user.userProfileCode));
  if (!scope) throw new AppError('FORBIDDEN');
  return scope;
}

export async function calendarFeedState(
  db: Database,
  user: SessionUser,
): Promise<CalendarFeedState> {
  const scope = scopeOf(user);
  const live = await findLiveFeed(db, user.id, scope);
  return { scope, active: !!live, createdAt: live?.createdAt.toISOString() ?? null };
}

/** A new secret link for the caller's feed; the previous one, if any, stops working. */
export async function renewCalendarFeed(
  db: Database,
  user: SessionUser,
  publicUrl: string,
): Promise<CalendarFeedLink> {
  const scope = scopeOf(user);
  const token = newToken();
  const created = await db.transaction(async (tx) => {
    await revokeLiveFeed(tx, user.id, scope);
    return insertFeed(tx, { userId: user.id, scope, tokenHash: hashToken(token) });
  });
  return {
    scope,
    url: new URL(calendarFeedPath(token), publicUrl).toString(),
    createdAt: created.createdAt.toISOString(),
  };
}

/** Revokes the caller's feed: its link answers 404 from now on. 404 when there is none. */
export async function revokeCalendarFeed(db: Database, user: SessionUser): Promise<void> {
  if (!(await revokeLiveFeed(db, user.id, scopeOf(user)))) throw new AppError('NOT_FOUND');
}

/** The feed of a secret token, as an .ics text; 404 for an unknown or revoked one. */
export async function calendarFeedIcs(
  db: Database,
  token: string,
  options: { publicUrl: string; now?: Date },
): Promise<string> {
  const feed = await findFeedByHash(db, hashToken(token));
  if (!feed) throw new AppError('NOT_FOUND');
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const rows =
    feed.scope === 'beneficiary'
      ? await beneficiarySessions(db, feed.userId, since)
      : await providerSessions(db, await providerStructureIdsOf(db, feed.userId), since);
  return icsCalendar({
    name: t(
      feed.scope === 'beneficiary' ? 'calendar.feedName.beneficiary' : 'calendar.feedName.provider',
    ),
    events: rows.flatMap((row) => sessionEvents(row, feed.scope, options.publicUrl)),
    now,
  });
}

/** "Ajouter à mon agenda": a session of the catalogue the caller sees, as an .ics file. */
export async function sessionIcs(
  db: Database,
  visibility: CatalogueVisibility,
  sessionId: number,
  options: { publicUrl: string; now?: Date },
): Promise<{ fileName: string; text: string }> {
  await assertCatalogueSession(db, visibility, sessionId);
  const [row] = await oneSession(db, sessionId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    fileName: `session-${row.code}.ics`,
    text: icsCalendar({
      name: row.actionName,
      events: sessionEvents(row, null, options.publicUrl),
      now: options.now ?? new Date(),
    }),
  };
}

function statusOf(row: CalendarSessionRow): IcsEventStatus {
  if (row.status === 'CANCELED') return 'CANCELLED';
  if (row.status === 'REPORTED') return 'TENTATIVE';
  // Asked for, not confirmed yet: REQUESTED and PRE_REGISTERED (on the waiting list or not).
  if (row.registrationStatus === 'REQUESTED' || row.registrationStatus === 'PRE_REGISTERED') {
    return 'TENTATIVE';
  }
  return 'CONFIRMED';
}

function locationOf(row: CalendarSessionRow): string | undefined {
  const place = [row.roomName, row.roomAddress, row.cityName].filter(Boolean).join(', ');
  const remote = row.remoteUrl ? t('calendar.remote', { url: row.remoteUrl }) : '';
  if (row.modality === 'REMOTE') return remote || MODALITY_LABELS.REMOTE;
  if (row.modality === 'BOTH') return [place, remote].filter(Boolean).join(' ; ') || undefined;
  return place || undefined;
}

/**
 * A session's events: one per intervention date with its hours, or the session's own span
 * without dates. UIDs stable (the session and date ids and the portal's host), so agendas update
 * what they hold.
 */
function sessionEvents(
  row: CalendarSessionRow,
  scope: CalendarFeedScope | null,
  publicUrl: string,
): IcsEvent[] {
  const host = new URL(publicUrl).host;
  const url =
    scope === 'provider'
      ? new URL(`/back/programming/${row.actionId}/sessions?session=${row.id}`, publicUrl)
      : new URL(`/training/${row.id}`, publicUrl);
  const description = [
    t('calendar.description.session', { code: row.code }),
    row.providerName ? t('calendar.description.provider', { name: row.providerName }) : null,
    row.registrationStatus
      ? t('calendar.description.registration', {
          status: REGISTRATION_STATUS_LABELS[row.registrationStatus],
        })
      : null,
    row.status === 'CANCELED' ? t('calendar.description.cancelled') : null,
    row.status === 'REPORTED' ? t('calendar.description.postponed') : null,
    url.toString(),
  ]
    .filter(Boolean)
    .join('\n');
  const common = {
    summary: row.actionName,
    description,
    location: locationOf(row),
    url: url.toString(),
    status: statusOf(row),
    lastModified: row.updatedAt,
  };
  if (row.dates.length === 0) {
    return [
      { ...common, uid: `session-${row.id}@${host}`, start: row.startDate, end: row.endDate },
    ];
  }
  return row.dates.map((date) => ({
    ...common,
    uid: `session-${row.id}-date-${date.id}@${host}`,
    start: date.startsAt,
    end: date.endsAt,
  }));
}
