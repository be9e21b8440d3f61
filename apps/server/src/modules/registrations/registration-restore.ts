import {
  SESSION_CANCELLATION_REASON,
  SESSION_OPEN_REGISTRATION_STATUSES,
  fullName,
  parisYear,
  quotaRefusal,
  t,
  takesSeat,
  type CancelledRegistration,
  type ErrorCode,
} from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { quotaFor } from '../parameters/parameters.service.js';
import { findSessionContext } from './registration-context.repository.js';
import { countQuotaRegistrations, lockBeneficiary } from './registration-counts.repository.js';
import { mailPromotions } from './registration-mails.js';
import { findCancelledWithSession } from './registration-restore.repository.js';
import { fillFreeSeats, seatsLeft } from './registration-seats.js';
import { countSeats } from './registration-seats.repository.js';
import { insertHistory, updateRegistrationIf } from './registration-status.repository.js';

/*
 * "Return to programmed" of a cancelled session (decision 009, issue 14): the registrations its
 * cancellation cancelled are offered back, and those the staff pick get back the status they had
 * before, under the rules of a request: yearly quotas, seats, waiting list.
 */

/** The registrations the session's cancellation cancelled, oldest request first. */
export async function listCancelledWithSession(
  db: Executor,
  sessionId: number,
): Promise<CancelledRegistration[]> {
  const rows = await findCancelledWithSession(
    db,
    sessionId,
    SESSION_CANCELLATION_REASON,
    SESSION_OPEN_REGISTRATION_STATUSES,
  );
  return rows.map((row) => ({
    id: row.id,
    beneficiary: { id: row.beneficiaryId, name: fullName(row) },
    structureName: row.structureName,
    previousStatus: row.previousStatus as CancelledRegistration['previousStatus'],
    waitingList: row.waitingList,
    cancelledAt: row.cancelledAt.toISOString(),
  }));
}

const QUOTA_CODES: Record<string, ErrorCode> = {
  REGISTRATION_QUOTA_MEMBERS_ONLY: 'SESSION_RESTORE_QUOTA_MEMBERS_ONLY',
  REGISTRATION_QUOTA_HR_VALIDATED: 'SESSION_RESTORE_QUOTA_HR_VALIDATED',
};

/**
 * Restores `ids` (registrations the session's cancellation cancelled) to their status before it,
 * on or off the waiting list as they were, each with its history step; then waiting ones take
 * the seats left (and are mailed). In the caller's transaction, which holds the session row
 * (its status UPDATE) and, with the session's new dates, judges the quotas of their year.
 * Refused, with the trainee named, when one is not restorable, is over a yearly quota, needs a
 * seat none is left of, or a place on a full waiting list: the caller's transaction then rolls
 * back, nothing changed. Returns how many were restored.
 */
export async function restoreCancelledRegistrations(
  tx: Executor,
  input: {
    sessionId: number;
    ids: readonly number[];
    author: { authorId: number; impersonatorId: number | null };
    publicUrl: string;
  },
): Promise<number> {
  const { sessionId, ids } = input;
  if (ids.length === 0) return 0;
  const rows = await findCancelledWithSession(
    tx,
    sessionId,
    SESSION_CANCELLATION_REASON,
    SESSION_OPEN_REGISTRATION_STATUSES,
    { ids, lock: true },
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new AppError('SESSION_RESTORE_NOT_RESTORABLE', { params: { id: missing } });
  }
  const context = await findSessionContext(tx, sessionId);
  if (!context) throw new AppError('NOT_FOUND');
  const { type } = context;
  const quotaApplies = type.membersOnly || type.hrValidation;
  const year = parisYear(context.session.startDate);
  const quota = quotaApplies ? await quotaFor(tx, year) : null;
  const reason = t('sessionReturn.history.restored');

  for (const row of rows) {
    const name = fullName(row);
    if (quotaApplies) {
      await lockBeneficiary(tx, row.beneficiaryId);
      const over = quotaRefusal(
        type,
        await countQuotaRegistrations(tx, row.beneficiaryId, year),
        quota,
      );
      if (over) {
        throw new AppError(QUOTA_CODES[over.code] ?? 'SESSION_RESTORE_QUOTA_MEMBERS_ONLY', {
          params: { ...over.params, name },
        });
      }
    }
    const counts = await countSeats(tx, sessionId);
    if (row.waitingList) {
      // A seat free takes it at once (fillFreeSeats below); otherwise it needs room on the list.
      if (seatsLeft(counts) === 0 && counts.waiting >= type.waitingSeatAmount) {
        throw new AppError('SESSION_RESTORE_WAITING_LIST_FULL', { params: { name } });
      }
    } else if (takesSeat(row.previousStatus) && seatsLeft(counts) === 0) {
      throw new AppError('SESSION_RESTORE_FULL', { params: { name } });
    }
    const restored = await updateRegistrationIf(
      tx,
      row.id,
      { status: 'CANCELED', waitingList: row.waitingList },
      { status: row.previousStatus, refusalReason: null },
    );
    if (!restored) throw new AppError('REGISTRATION_CHANGED');
    await insertHistory(tx, [
      {
        registrationId: row.id,
        ...input.author,
        fromStatus: 'CANCELED',
        toStatus: row.previousStatus,
        reason,
      },
    ]);
  }

  const filled = await fillFreeSeats(tx, sessionId, type);
  await mailPromotions(tx, context, filled.promotions, input.publicUrl);
  return rows.length;
}
