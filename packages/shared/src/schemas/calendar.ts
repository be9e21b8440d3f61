import { z } from 'zod';
import type { Profile } from '../enums';
import { defineRoute } from './route';

/*
 * Calendars (decision 041): "Ajouter à mon agenda" (one session as an .ics file) and the private,
 * revocable iCalendar feed of a beneficiary's registered sessions or of a provider's sessions.
 */

/** Whose sessions a feed holds: the beneficiary's registrations, or the provider's sessions. */
export const CALENDAR_FEED_SCOPES = ['beneficiary', 'provider'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/** The feed of the active profile: a beneficiary's or a provider's; none for the others. */
export function calendarFeedScopeOf(profile: Profile): CalendarFeedScope | null {
  return (CALENDAR_FEED_SCOPES as readonly string[]).includes(profile)
    ? (profile as CalendarFeedScope)
    : null;
}

/** `GET /api/calendar_feed`: whether the caller has a live feed (its link is never shown again). */
export const calendarFeedStateSchema = z.object({
  scope: z.enum(CALENDAR_FEED_SCOPES),
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** `POST /api/calendar_feed`: the new secret link, shown once (the previous one stops working). */
export const calendarFeedLinkSchema = z.object({
  scope: z.enum(CALENDAR_FEED_SCOPES),
  url: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** How far back a feed goes: sessions that ended within this many days stay in it. */
export const CALENDAR_FEED_PAST_DAYS = 365;

/** The feed's path, under the API (`/api/calendar/{token}.ics`). */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** "Ajouter à mon agenda": one session's .ics file (public for a session of the catalogue). */
export function sessionCalendarPath(sessionId: number): string {
  return `/api/public/sessions/${sessionId}/calendar.ics`;
}

/** The routes of the caller's private calendar feed. */
export const CALENDAR_API = {
  feed: defineRoute({
    method: 'GET',
    path: '/calendar_feed',
    access: { permission: 'calendar.subscribe' },
    response: calendarFeedStateSchema,
    errors: [401, 403],
  }),
  /** A new secret link, shown once: the previous one stops working. */
  renewFeed: defineRoute({
    method: 'POST',
    path: '/calendar_feed',
    access: { permission: 'calendar.subscribe' },
    response: calendarFeedLinkSchema,
    errors: [401, 403],
  }),
  /** 204; 404 when no link is live. */
  revokeFeed: defineRoute({
    method: 'DELETE',
    path: '/calendar_feed',
    access: { permission: 'calendar.subscribe' },
    status: 204,
    response: z.null().describe('Révoqué'),
    errors: [401, 403, 404],
  }),
};
