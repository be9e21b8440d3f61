import {
  availableSeats,
  favoriteAlertDigest,
  favoriteAlertHolds,
  FAVORITE_ALERT_LINK_DAYS,
  FAVORITE_ALERT_MAIL_INTERVAL_HOURS,
  oneClickUnsubscribePath,
  t,
  type FavoriteAlertLinkView,
  type FavoriteAlertSetting,
  type FavoriteAlertSettingBody,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { sessionPlace } from '../../lib/registration-mail-values.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { enqueueMail } from '../mail/outbox.service.js';
import {
  deleteAlerts,
  deleteAllAlertsOf,
  deleteExpiredAlertLinks,
  findAlertLinkUser,
  findAlertRecipient,
  findAlertsEnabled,
  findWaitingAlerts,
  insertAlertLink,
  lockAlertSetting,
  markAlertsMailed,
  queueReleasedSeatAlerts,
  selectDueAlertUsers,
  upsertAlertsEnabled,
} from './favorite-alerts.repository.js';

/*
 * Alerts on favourites (decision 078): what waits in `favorite_alerts` leaves in one grouped
 * mail a person at most every FAVORITE_ALERT_MAIL_INTERVAL_HOURS, written by a timed task
 * (favorite-alerts.plugin.ts); the setting, on the favourites page and behind the mail's link.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The people mailed in one pass are read this many at a time. */
const USERS_PAGE = 100;

/**
 * A seat of the session is free again after a cancellation, the session having been full: its
 * followers are told (called by the registrations workflow, in the cancellation's transaction).
 */
export async function announceReleasedSeat(tx: Executor, sessionId: number): Promise<void> {
  await queueReleasedSeatAlerts(tx, sessionId);
}

export interface FavoriteAlertRunResult {
  /** Alert mails written to the outbox. */
  mailed: number;
  /** Waiting alerts dropped: no longer holding, or for a person who cannot receive them. */
  dropped: number;
  /** People whose mail failed (logged; their alerts wait for the next pass). */
  failed: number;
}

/**
 * Writes the alert mails due at `now`: for each person with alerts waiting and no alert mail in
 * the last FAVORITE_ALERT_MAIL_INTERVAL_HOURS, in one transaction with their setting locked,
 * every waiting alert is checked again (`favoriteAlertHolds`); those that hold make one mail, with
 * a new "ne plus recevoir" link, and all are removed. A crash before the commit leaves them all
 * waiting; a person another replica is mailing is left to the next pass.
 */
export async function sendDueFavoriteAlerts(options: {
  db: Database;
  publicUrl: string;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<FavoriteAlertRunResult> {
  const { db, now, log } = options;
  const result: FavoriteAlertRunResult = { mailed: 0, dropped: 0, failed: 0 };
  const mailedBefore = new Date(now.getTime() - FAVORITE_ALERT_MAIL_INTERVAL_HOURS * HOUR_MS);
  let after = 0;
  for (;;) {
    const userIds = await selectDueAlertUsers(db, mailedBefore, after, USERS_PAGE);
    for (const userId of userIds) {
      try {
        const outcome = await db.transaction((tx) =>
          mailWaitingAlerts(tx, userId, { ...options, mailedBefore }),
        );
        result.mailed += outcome.mailed ? 1 : 0;
        result.dropped += outcome.dropped;
      } catch (error) {
        result.failed += 1;
        log?.error({ err: error, userId }, 'the alert mail on favourites could not be written');
      }
    }
    if (userIds.length < USERS_PAGE) break;
    after = userIds.at(-1)!;
  }
  await deleteExpiredAlertLinks(db, now);
  return result;
}

async function mailWaitingAlerts(
  tx: Executor,
  userId: number,
  options: { publicUrl: string; now: Date; mailedBefore: Date },
): Promise<{ mailed: boolean; dropped: number }> {
  const { now, publicUrl } = options;
  const setting = await lockAlertSetting(tx, userId);
  // Held elsewhere, or mailed since the list was read: the next pass.
  if (!setting || (setting.mailedAt !== null && setting.mailedAt > options.mailedBefore)) {
    return { mailed: false, dropped: 0 };
  }
  const waiting = await findWaitingAlerts(tx, userId);
  await deleteAlerts(tx, userId, waiting);
  const person = await findAlertRecipient(tx, userId);
  const reachable =
    setting.enabled && person !== undefined && !person.disabled && person.beneficiary;
  const holding = reachable
    ? waiting.filter((alert) =>
        favoriteAlertHolds({ ...alert, seatsLeft: availableSeats(alert.seats, alert.taken) }, now),
      )
    : [];
  const dropped = waiting.length - holding.length;
  if (holding.length === 0) return { mailed: false, dropped };

  const token = newToken();
  await insertAlertLink(tx, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + FAVORITE_ALERT_LINK_DAYS * DAY_MS),
  });
  const url = (path: string) => new URL(path, publicUrl).toString();
  await enqueueMail(tx, {
    template: 'FAVORITE_ALERTS',
    to: person!.email,
    values: {
      'user.givenName': person!.givenName,
      'user.familyName': person!.familyName,
      'alerts.sessions': favoriteAlertDigest(
        holding.map((alert) => ({
          kind: alert.kind,
          actionName: alert.actionName,
          startDate: alert.startDate,
          endDate: alert.endDate,
          place: sessionPlace(alert.modality, alert.cityName),
          url: url(`/training/${alert.sessionId}`),
        })),
      ),
      url: url('/beneficiary/favorites'),
      'alerts.unsubscribeUrl': url(`/favorite-alerts/${token}`),
    },
    // The mail client's own "se désabonner" button (RFC 8058), with the same secret.
    listUnsubscribe: url(oneClickUnsubscribePath(token)),
  });
  await markAlertsMailed(tx, userId, now);
  return { mailed: true, dropped };
}

/** `GET /api/beneficiaries/favorite_alerts`: the caller's setting. */
export async function readFavoriteAlertSetting(
  db: Database,
  user: SessionUser,
): Promise<FavoriteAlertSetting> {
  return { enabled: await findAlertsEnabled(db, user.id) };
}

/**
 * Turns a person's alerts on or off; off also drops what waits for them, so that turning them
 * on again announces only what comes after.
 */
async function setAlertsEnabled(db: Database, userId: number, enabled: boolean) {
  await db.transaction(async (tx) => {
    await upsertAlertsEnabled(tx, userId, enabled);
    if (!enabled) await deleteAllAlertsOf(tx, userId);
  });
  return { enabled };
}

/** `PUT /api/beneficiaries/favorite_alerts`. */
export async function updateFavoriteAlertSetting(
  db: Database,
  user: SessionUser,
  body: FavoriteAlertSettingBody,
): Promise<FavoriteAlertSetting> {
  return setAlertsEnabled(db, user.id, body.enabled);
}

/** The person of a mail's link that still acts (not expired, account enabled), else 404. */
async function linkUser(db: Database, token: string, now: Date) {
  const user = await findAlertLinkUser(db, hashToken(token), now);
  if (!user || user.disabled) {
    throw new AppError('NOT_FOUND', { detail: t('favoriteAlerts.link.unknown') });
  }
  return user;
}

/** `GET /api/public/favorite_alert_links/{token}`: whom it is for, and their setting. */
export async function viewFavoriteAlertLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<FavoriteAlertLinkView> {
  const user = await linkUser(db, token, now);
  return { givenName: user.givenName, enabled: await findAlertsEnabled(db, user.userId) };
}

/** `POST /api/public/favorite_alert_links/{token}`: the setting, from the mail's link. */
export async function updateByFavoriteAlertLink(
  db: Database,
  token: string,
  body: FavoriteAlertSettingBody,
  now = new Date(),
): Promise<FavoriteAlertSetting> {
  const user = await linkUser(db, token, now);
  return setAlertsEnabled(db, user.userId, body.enabled);
}
