import {
  OPEN_REGISTRATION_STATUSES,
  type FavoriteAlertKind,
  type Modality,
  type SessionStatus,
} from '@passerelle/shared';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  cities,
  favoriteAlertLinks,
  favoriteAlerts,
  favoriteAlertSettings,
  favorites,
  registrations,
  sessions,
  userProfiles,
  users,
  actions,
} from '../../db/schema/index.js';
import { beneficiaryOfMemberSql, visibleToBeneficiary } from '../../lib/beneficiary-visibility.js';
import { selectSessionsWithType } from '../../lib/query-joins.js';
import { sameTrainingSql } from '../../lib/same-training.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';

/*
 * The SQL of the alerts on favourites (decision 078). New sessions are queued by the
 * `sessions_favorite_alerts` trigger (migration 0030); released seats by `queueReleasedSeatAlerts`.
 */

/** Nobody who turned the alerts off gets anything queued. */
const alertsNotOff = sql`not exists (select 1 from ${favoriteAlertSettings}
  where ${favoriteAlertSettings.userId} = ${favorites.userId} and not ${favoriteAlertSettings.enabled})`;

/**
 * A seat of `sessionId` is free again: everyone with it in their favourites is to be told, but
 * those who asked for it already (the one who just cancelled, one refused): the seat is no news
 * to them.
 */
export async function queueReleasedSeatAlerts(db: Executor, sessionId: number): Promise<void> {
  await db.execute(sql`insert into ${favoriteAlerts} (user_id, session_id, kind)
    select ${favorites.userId}, ${favorites.sessionId}, 'SEATS_RELEASED' from ${favorites}
    where ${favorites.sessionId} = ${sessionId} and ${alertsNotOff}
      and not exists (select 1 from ${registrations}
        where ${registrations.sessionId} = ${favorites.sessionId}
          and ${registrations.beneficiaryId} = ${favorites.userId})
    on conflict do nothing`);
}

/**
 * The people with alerts waiting whose last alert mail is older than `mailedBefore` (or who never
 * had one), by id after `afterUserId`: one page of them.
 */
export async function selectDueAlertUsers(
  db: Executor,
  mailedBefore: Date,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ userId: favoriteAlerts.userId })
    .from(favoriteAlerts)
    .leftJoin(favoriteAlertSettings, eq(favoriteAlertSettings.userId, favoriteAlerts.userId))
    .where(
      and(
        gt(favoriteAlerts.userId, afterUserId),
        or(
          isNull(favoriteAlertSettings.mailedAt),
          lte(favoriteAlertSettings.mailedAt, mailedBefore),
        ),
      ),
    )
    .orderBy(asc(favoriteAlerts.userId))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * The person's setting, its row created if need be and locked for the transaction; null when
 * another transaction holds it (another replica mailing them, the person changing it): the next
 * run sees them again.
 */
export async function lockAlertSetting(db: Executor, userId: number) {
  await db.insert(favoriteAlertSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select({ enabled: favoriteAlertSettings.enabled, mailedAt: favoriteAlertSettings.mailedAt })
    .from(favoriteAlertSettings)
    .where(eq(favoriteAlertSettings.userId, userId))
    .for('update', { skipLocked: true });
  return row ?? null;
}

/** Who an alert mail goes to: a beneficiary, enabled, with an address. */
export async function findAlertRecipient(db: Executor, userId: number) {
  const [row] = await db
    .select({
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
      disabled: users.disabled,
      beneficiary: sql<boolean>`exists (select 1 from ${userProfiles}
        where ${userProfiles.userId} = ${userId} and ${userProfiles.profileCode} = 'profile_beneficiary')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A person's favourite of a session (`followed`, its action `fa`) such that `where`. */
const favoriteOf = (where: ReturnType<typeof sql>) =>
  sql<boolean>`exists (select 1 from ${favorites} join ${sessions} as followed
    on followed.id = ${favorites.sessionId} join ${actions} as fa on fa.id = followed.action_id
    where ${favorites.userId} = ${favoriteAlerts.userId} and ${where})`;

/** Everything waiting for the person, with what tells whether it still holds and what the mail says. */
export async function findWaitingAlerts(db: Executor, userId: number) {
  const rows = await selectSessionsWithType(db, {
    kind: favoriteAlerts.kind,
    sessionId: sessions.id,
    actionName: actions.name,
    status: sessions.status,
    published: sessions.published,
    startDate: sessions.startDate,
    endDate: sessions.endDate,
    registrationDeadline: sessions.registrationDeadline,
    registrationRequired: sessions.registrationRequired,
    externalRegistration: sessions.externalRegistration,
    modality: sessions.modality,
    cityName: cities.value,
    seats: sessions.seats,
    taken: takenSeatsSql(sessions.id),
    visible: sql<boolean>`(${visibleToBeneficiary(beneficiaryOfMemberSql(favoriteAlerts.userId))})`,
    favoriteOfSession: favoriteOf(sql`followed.id = ${sessions.id}`),
    // Another session of the same training, whatever its programme year.
    favoriteOfAction: favoriteOf(
      sql`${sameTrainingSql('fa', 'actions')} and followed.id <> ${sessions.id}`,
    ),
    registered: sql<boolean>`exists (select 1 from ${registrations}
      where ${registrations.sessionId} = ${sessions.id}
        and ${registrations.beneficiaryId} = ${favoriteAlerts.userId}
        and ${registrations.status} in (${sql.join(
          OPEN_REGISTRATION_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}))`,
  })
    .innerJoin(favoriteAlerts, eq(favoriteAlerts.sessionId, sessions.id))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .where(eq(favoriteAlerts.userId, userId))
    .orderBy(asc(sessions.startDate), asc(sessions.id));
  return rows as (Omit<(typeof rows)[number], 'kind' | 'status' | 'modality'> & {
    kind: FavoriteAlertKind;
    status: SessionStatus;
    modality: Modality;
  })[];
}

/** Removes the person's alerts read (mailed or no longer holding); those queued since stay. */
export async function deleteAlerts(
  db: Executor,
  userId: number,
  alerts: readonly { sessionId: number; kind: FavoriteAlertKind }[],
): Promise<void> {
  if (alerts.length === 0) return;
  const keys = sql.join(
    alerts.map((alert) => sql`(${alert.sessionId}::int, ${alert.kind}::favorite_alert_kind)`),
    sql`, `,
  );
  await db
    .delete(favoriteAlerts)
    .where(
      and(
        eq(favoriteAlerts.userId, userId),
        sql`(${favoriteAlerts.sessionId}, ${favoriteAlerts.kind}) in (${keys})`,
      ),
    );
}

export async function deleteAllAlertsOf(db: Executor, userId: number): Promise<void> {
  await db.delete(favoriteAlerts).where(eq(favoriteAlerts.userId, userId));
}

export async function markAlertsMailed(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(favoriteAlertSettings)
    .set({ mailedAt: at })
    .where(eq(favoriteAlertSettings.userId, userId));
}

/** Whether the person's alerts are on: no row means on. */
export async function findAlertsEnabled(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: favoriteAlertSettings.enabled })
    .from(favoriteAlertSettings)
    .where(eq(favoriteAlertSettings.userId, userId));
  return row?.enabled ?? true;
}

export async function upsertAlertsEnabled(
  db: Executor,
  userId: number,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(favoriteAlertSettings)
    .values({ userId, enabled })
    .onConflictDoUpdate({ target: favoriteAlertSettings.userId, set: { enabled } });
}

export async function insertAlertLink(
  db: Executor,
  link: { tokenHash: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(favoriteAlertLinks).values(link);
}

/** The person of a link that still acts, with their setting; undefined otherwise. */
export async function findAlertLinkUser(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: users.id, givenName: users.givenName, disabled: users.disabled })
    .from(favoriteAlertLinks)
    .innerJoin(users, eq(users.id, favoriteAlertLinks.userId))
    .where(and(eq(favoriteAlertLinks.tokenHash, tokenHash), gt(favoriteAlertLinks.expiresAt, now)));
  return row;
}

export async function deleteExpiredAlertLinks(db: Executor, now: Date): Promise<number> {
  const removed = await db
    .delete(favoriteAlertLinks)
    .where(lte(favoriteAlertLinks.expiresAt, now))
    .returning({ tokenHash: favoriteAlertLinks.tokenHash });
  return removed.length;
}
