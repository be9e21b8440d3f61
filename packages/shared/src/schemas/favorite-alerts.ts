import { z } from 'zod';
import type { SessionStatus } from '../enums';
import { formatDate } from '../format/date-times';
import { t } from '../i18n';
import { registrationOpening, type RegistrableSession } from '../workflows/registration';
import { linkTokenParams } from './fields';
import './messages';
import { defineRoute } from './route';

/*
 * Alerts on favourites (decision 078). A beneficiary who marked a session as favourite follows
 * its action: a new session of it, once published, is announced; a favourite session that was
 * full and has a seat again after a cancellation is announced too. What is to announce waits in
 * the database and leaves in one mail a person at most every FAVORITE_ALERT_MAIL_INTERVAL_HOURS,
 * checked again when the mail is written. The mail's link turns the alerts off without signing in.
 */

/** What an alert announces. */
export const FAVORITE_ALERT_KINDS = ['NEW_SESSION', 'SEATS_RELEASED'] as const;
export type FavoriteAlertKind = (typeof FAVORITE_ALERT_KINDS)[number];

/** A person gets one alert mail at most in this many hours: the rest waits and is grouped. */
export const FAVORITE_ALERT_MAIL_INTERVAL_HOURS = 24;
/** How long the "ne plus recevoir" link of an alert mail acts. */
export const FAVORITE_ALERT_LINK_DAYS = 365;

/** What the sending reads of one waiting alert, to tell whether it still holds. */
export interface FavoriteAlertFacts extends RegistrableSession {
  kind: FavoriteAlertKind;
  status: SessionStatus;
  /** The person may see the session in the catalogue (published, type on, members-only rule). */
  visible: boolean;
  /** The person has this session in their favourites. */
  favoriteOfSession: boolean;
  /** The person has another session of its action in their favourites. */
  favoriteOfAction: boolean;
  /** The person already holds an open registration to the session. */
  registered: boolean;
  seatsLeft: number;
}

/**
 * Whether a waiting alert is still worth a mail at `now`: the person may see a session to come
 * that they are not registered to, and still follows it (a favourite of another session of its
 * action for a new session, of the session itself for a seat released); a seat released must
 * still be free, with requests still taken in the portal. An alert that no longer holds is
 * dropped, never sent late.
 */
export function favoriteAlertHolds(alert: FavoriteAlertFacts, now: Date): boolean {
  if (!alert.visible || alert.registered) return false;
  if (alert.status !== 'PROGRAMMED' || new Date(alert.startDate) <= now) return false;
  // A new session the person marked already is no news; a released seat is for its followers.
  if (alert.kind === 'NEW_SESSION') return alert.favoriteOfAction && !alert.favoriteOfSession;
  return alert.favoriteOfSession && alert.seatsLeft > 0 && registrationOpening(alert, now) === null;
}

/** One session of an alert mail's list. */
export interface FavoriteAlertLine {
  kind: FavoriteAlertKind;
  actionName: string;
  startDate: Date | string;
  endDate: Date | string;
  /** Where it takes place, as mails write it (the town, "À distance"…). */
  place: string;
  /** Its sheet in the catalogue. */
  url: string;
}

/** The dates of a line: "le 12/01/2027" for a day, else "du … au …" (Paris time). */
function datesOf(line: FavoriteAlertLine): string {
  const start = formatDate(line.startDate);
  const end = formatDate(line.endDate);
  return start === end
    ? t('favoriteAlerts.digest.oneDay', { date: start })
    : t('favoriteAlerts.digest.days', { start, end });
}

/**
 * The list of an alert mail (tag `alerts.sessions`): the new sessions, then the seats released,
 * each under its heading, one line a session, in the order given.
 */
export function favoriteAlertDigest(lines: readonly FavoriteAlertLine[]): string {
  return FAVORITE_ALERT_KINDS.flatMap((kind) => {
    const ofKind = lines.filter((line) => line.kind === kind);
    if (ofKind.length === 0) return [];
    const items = ofKind.map((line) =>
      t('favoriteAlerts.digest.line', {
        action: line.actionName,
        dates: datesOf(line),
        place: line.place,
        url: line.url,
      }),
    );
    return [[t(`favoriteAlerts.digest.${kind}`), ...items].join('\n')];
  }).join('\n\n');
}

/** The alerts' setting, on the favourites page and on the mail link's page. */
export const favoriteAlertSettingSchema = z.object({ enabled: z.boolean() });
export type FavoriteAlertSetting = z.infer<typeof favoriteAlertSettingSchema>;

export const favoriteAlertSettingBodySchema = z.strictObject({
  enabled: z.boolean({ error: () => t('validation.choice') }),
});
export type FavoriteAlertSettingBody = z.infer<typeof favoriteAlertSettingBodySchema>;

/** The mail link's secret in its address. */
export const favoriteAlertTokenParams = linkTokenParams(() => t('favoriteAlerts.link.unknown'));

/** `GET /api/public/favorite_alert_links/{token}`: whom the link is for and the setting. */
export const favoriteAlertLinkViewSchema = favoriteAlertSettingSchema.extend({
  givenName: z.string(),
});
export type FavoriteAlertLinkView = z.infer<typeof favoriteAlertLinkViewSchema>;

/**
 * The body a mail client posts to a `List-Unsubscribe` address (RFC 8058), form-encoded:
 * `List-Unsubscribe=One-Click`.
 */
export const oneClickUnsubscribeBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: () => t('validation.choice') }),
});

/** The one-click address of an alert mail's `List-Unsubscribe` header. */
export function oneClickUnsubscribePath(token: string): string {
  return `/api/public/favorite_alert_links/${token}/unsubscribe`;
}

export const FAVORITE_ALERTS_API = {
  setting: defineRoute({
    method: 'GET',
    path: '/beneficiaries/favorite_alerts',
    access: { permission: 'sessions.favorite' },
    response: favoriteAlertSettingSchema,
    errors: [401, 403],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/beneficiaries/favorite_alerts',
    access: { permission: 'sessions.favorite' },
    body: favoriteAlertSettingBodySchema,
    response: favoriteAlertSettingSchema,
    errors: [400, 401, 403],
  }),
  /** The mail's link: public, the secret in the address is the access. */
  linkView: defineRoute({
    method: 'GET',
    path: '/public/favorite_alert_links/:token',
    access: { public: true },
    params: favoriteAlertTokenParams,
    response: favoriteAlertLinkViewSchema,
    errors: [400, 404, 429],
  }),
  /** The mail client's unsubscribe button (RFC 8058): turns the alerts off. */
  oneClick: defineRoute({
    method: 'POST',
    path: '/public/favorite_alert_links/:token/unsubscribe',
    access: { public: true },
    params: favoriteAlertTokenParams,
    body: oneClickUnsubscribeBodySchema,
    response: favoriteAlertSettingSchema,
    errors: [400, 404, 429],
  }),
  linkUpdate: defineRoute({
    method: 'POST',
    path: '/public/favorite_alert_links/:token',
    access: { public: true },
    params: favoriteAlertTokenParams,
    body: favoriteAlertSettingBodySchema,
    response: favoriteAlertSettingSchema,
    errors: [400, 404, 429],
  }),
};
