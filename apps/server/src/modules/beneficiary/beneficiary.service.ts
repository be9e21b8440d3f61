import {
  availableSeats,
  sessionAvailability,
  checkRegistrationTransition,
  beneficiaryStructureIds,
  registrationAwaiting,
  registrationAwaitingLabel,
  type BeneficiaryInfo,
  type BeneficiaryInfoUpdate,
  type BeneficiaryListQuery,
  type FavoriteSessionPage,
  type FutureRegistrationPage,
  type PassedRegistrationPage,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkEmailFree } from '../users/users.service.js';
import { ownSurveyLinks } from '../surveys/surveys.service.js';
import {
  addFavorite,
  isMemberOfAny,
  isSessionVisible,
  removeFavorite,
  selectFavorites,
  selectFutureRegistrations,
  selectInfo,
  selectPassedRegistrations,
  toBeneficiarySession,
  updateInfo,
  type RegistrationRow,
} from './beneficiary.repository.js';
import { pageWindow } from '../../lib/pagination.js';

/*
 * The beneficiary space: every function works on the caller's own rows only (the user id comes
 * from the session, never from the request).
 */

/** Members-only sessions are visible when one of the beneficiary's structures is a member. */
function isMember(db: Database, user: SessionUser) {
  return isMemberOfAny(db, beneficiaryStructureIds(user));
}

export async function favorite(db: Database, user: SessionUser, sessionId: number) {
  if (!(await isSessionVisible(db, sessionId, await isMember(db, user)))) {
    throw new AppError('NOT_FOUND');
  }
  await addFavorite(db, user.id, sessionId);
}

/** Removing a favourite one has is always allowed, even if the session is no longer visible. */
export async function unfavorite(db: Database, user: SessionUser, sessionId: number) {
  if (await removeFavorite(db, user.id, sessionId)) return;
  if (!(await isSessionVisible(db, sessionId, await isMember(db, user)))) {
    throw new AppError('NOT_FOUND');
  }
}

export async function favoriteSessions(
  db: Database,
  user: SessionUser,
  query: BeneficiaryListQuery,
): Promise<FavoriteSessionPage> {
  const now = new Date();
  const { total, rows } = await selectFavorites(
    db,
    user.id,
    await isMember(db, user),
    now,
    pageWindow(query),
  );
  return {
    items: rows.map((row) => {
      const seatsLeft = availableSeats(row.seats, row.taken);
      return {
        session: toBeneficiarySession(row),
        seatsLeft,
        availability: sessionAvailability(row, now),
        favoritedAt: row.favoritedAt.toISOString(),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The shared workflow decides whether the "cancel" button shows (decisions.md step 4). */
function isCancellable(user: SessionUser, row: RegistrationRow, now: Date) {
  const subject = {
    status: row.registrationStatus,
    waitingList: row.waitingList,
    beneficiaryId: row.beneficiaryId,
    structureId: row.structureId,
    providerId: row.providerId,
    sessionStartDate: row.startDate,
    hrValidation: row.hrValidation,
    providerValidation: row.providerValidation,
  };
  return checkRegistrationTransition('cancel', user, subject, now).ok;
}

export async function futureRegistrations(
  db: Database,
  user: SessionUser,
  query: BeneficiaryListQuery,
): Promise<FutureRegistrationPage> {
  const now = new Date();
  const { total, rows } = await selectFutureRegistrations(db, user.id, now, pageWindow(query));
  return {
    items: rows.map((row) => {
      const input = {
        status: row.registrationStatus,
        waitingList: row.waitingList,
        waitingPosition: row.waitingPosition,
        hrValidation: row.hrValidation,
        providerValidation: row.providerValidation,
      };
      return {
        session: toBeneficiarySession(row),
        registration: {
          id: row.registrationId,
          status: row.registrationStatus,
          waitingList: row.waitingList,
          waitingPosition: row.waitingList ? row.waitingPosition : null,
          askedAt: row.askedAt.toISOString(),
          awaiting: registrationAwaiting(input),
          awaitingLabel: registrationAwaitingLabel(input),
          cancellable: isCancellable(user, row, now),
        },
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function passedRegistrations(
  db: Database,
  user: SessionUser,
  query: BeneficiaryListQuery,
): Promise<PassedRegistrationPage> {
  const { total, rows } = await selectPassedRegistrations(
    db,
    user.id,
    new Date(),
    pageWindow(query),
  );
  const surveys = await ownSurveyLinks(
    db,
    user,
    rows.map((row) => row.registrationId),
  );
  return {
    items: rows.map((row) => ({
      session: toBeneficiarySession(row),
      registration: {
        id: row.registrationId,
        status: row.registrationStatus,
        effectiveHours: row.effectiveHours,
        excusedAbsence: row.excusedAbsence,
        reason: row.refusalReason || null,
      },
      survey: surveys.get(row.registrationId) ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function beneficiaryInfo(db: Database, user: SessionUser): Promise<BeneficiaryInfo> {
  const info = await selectInfo(db, user.id);
  if (!info) throw new AppError('NOT_FOUND');
  return info;
}

export async function updateBeneficiaryInfo(
  db: Database,
  user: SessionUser,
  values: BeneficiaryInfoUpdate,
): Promise<BeneficiaryInfo> {
  return db.transaction(async (tx) => {
    await checkEmailFree(tx, values.email, user.id);
    await updateInfo(tx, user.id, values);
    const info = await selectInfo(tx, user.id);
    if (!info) throw new AppError('NOT_FOUND');
    return info;
  });
}
