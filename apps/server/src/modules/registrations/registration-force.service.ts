import {
  REGISTRATION_STATUS_LABELS,
  checkRegistrationTransition,
  forcedPlacement,
  isAttendanceStatus,
  isSessionReadOnly,
  t,
  takesSeat,
  type ForcedRegistration,
  type RegistrationPlace,
  type RegistrationStatus,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { mailStepReached, mailPromotions, type MailSubject } from './registration-mails.js';
import { syncSessionSurvey } from '../surveys/survey-opening.service.js';
import { fillFreeSeats, releaseSeat, seatsLeft } from './registration-seats.js';
import { countSeats, lockSessionRow } from './registration-seats.repository.js';
import { findSessionContext } from './registration-context.repository.js';
import {
  insertHistory,
  lastStepFromStatus,
  updateRegistrationIf,
} from './registration-status.repository.js';
import {
  findReachableRegistration,
  subjectOf,
  type WorkflowOptions,
} from './registrations.service.js';
import type { Executor } from '../../db/executor.js';

/*
 * decisions.md "Registration workflow" 6: managers and admins force any status, or revert to the
 * previous one (the last history step's from-status), with a reason; both are history steps.
 * Seats follow the rules of the workflow except one: a forced (or restored) seat-taker takes its
 * seat even when none is left — the staff overbook knowingly, the answer says `overbooked` — and
 * a seat it frees goes to the oldest waiting registration. A move onto the waiting list while a
 * seat is free takes the seat instead (shared `forcedPlacement`); the answer and the mail tell
 * where the registration really landed.
 */

type Target = RegistrationPlace;

/** `POST /api/registrations/{id}/force`. */
export function forceRegistration(
  db: Database,
  input: { registrationId: number; user: SessionUser; target: Target; reason: string },
  options: WorkflowOptions,
): Promise<ForcedRegistration> {
  return moveRegistration(db, { ...input, event: 'force' }, options);
}

/** `POST /api/registrations/{id}/revert`: back to the status before the last step, off the list. */
export function revertRegistration(
  db: Database,
  input: { registrationId: number; user: SessionUser; reason: string },
  options: WorkflowOptions,
): Promise<ForcedRegistration> {
  return moveRegistration(db, { ...input, event: 'revert', target: null }, options);
}

async function moveRegistration(
  db: Database,
  input: {
    registrationId: number;
    user: SessionUser;
    event: 'force' | 'revert';
    target: Target | null;
    reason: string;
  },
  options: WorkflowOptions,
): Promise<ForcedRegistration> {
  const { user, event } = input;
  const now = options.now ?? new Date();
  const reason = input.reason.trim();
  const context = await findReachableRegistration(db, input.registrationId, user);
  // The previous status is read again under the lock; here it only decides 403 before 409.
  const check = checkRegistrationTransition(event, user, subjectOf(context), now);
  if (!check.ok) throw new AppError(check.code, { params: check.params });
  const { registration } = context;
  const from = { status: registration.status, waitingList: registration.waitingList };

  return db.transaction(async (tx) => {
    await (options.lockSession ?? lockSessionRow)(tx, context.session.id);
    const fresh = await findSessionContext(tx, context.session.id);
    if (!fresh) throw new AppError('NOT_FOUND');
    if (isSessionReadOnly(fresh.session.status)) throw new AppError('SESSION_READ_ONLY');

    let target = input.target;
    if (!target) {
      const previous = await lastStepFromStatus(tx, registration.id);
      if (previous === null) throw new AppError('REGISTRATION_NOTHING_TO_REVERT');
      target = { status: previous, waitingList: false };
    } else if (target.waitingList) {
      const placed = forcedPlacement(
        target,
        await seatsWithout(tx, fresh.session.id, from),
        fresh.type,
      );
      if (!placed.waitingList && samePlace(placed, from)) {
        throw new AppError('REGISTRATION_FORCE_SEAT_FREE', {
          params: { status: REGISTRATION_STATUS_LABELS[from.status] },
        });
      }
      target = placed;
    }
    if (samePlace(target, from)) {
      throw new AppError('REGISTRATION_FORCE_UNCHANGED', {
        params: { status: REGISTRATION_STATUS_LABELS[from.status] },
      });
    }

    const leavesAttendance = !isAttendanceStatus(target.status);
    const updated = await updateRegistrationIf(tx, registration.id, from, {
      status: target.status,
      waitingList: target.waitingList,
      ...(isRefusal(target.status) ? { refusalReason: reason } : {}),
      // Hours belong to an attendance: they go when the registration leaves it.
      ...(leavesAttendance ? { effectiveHours: null, excusedAbsence: false } : {}),
    });
    if (!updated) throw new AppError('REGISTRATION_CHANGED');
    const label = t(
      event === 'force' ? 'registrations.history.forced' : 'registrations.history.reverted',
    );
    await insertHistory(tx, [
      {
        registrationId: registration.id,
        authorId: user.id,
        impersonatorId: impersonatorIdOf(user),
        fromStatus: from.status,
        toStatus: target.status,
        reason: `${label} : ${reason}`,
      },
    ]);

    const heldSeat = takesSeat(from.status) && !from.waitingList;
    let landed: Target = { status: updated.status, waitingList: updated.waitingList };
    let promoted = false;
    // Seats matter before the session only: recording attendance by force promotes no one.
    const freesSeat = heldSeat && !takesSeat(target.status) && leavesAttendance;
    if (freesSeat || target.waitingList) {
      const filled = await (freesSeat ? releaseSeat : fillFreeSeats)(
        tx,
        fresh.session.id,
        fresh.type,
      );
      await mailPromotions(tx, fresh, filled.promotions, options.publicUrl);
      // A seat-holder moved onto the list while others wait is served first when it asked first.
      const own = filled.promotions.find((p) => p.registrationId === registration.id);
      if (own) {
        landed = { status: own.to, waitingList: false };
        promoted = true;
      }
    }
    const holdsSeat = takesSeat(landed.status) && !landed.waitingList;
    const counts = await countSeats(tx, fresh.session.id);
    const subject: MailSubject = {
      registrationId: context.registration.id,
      context: fresh,
      beneficiary: context.beneficiary,
      structureName: context.structure?.name ?? null,
      publicUrl: options.publicUrl,
      motivation: context.registration.motivation,
    };
    // A promoted registration was told by its promotion mails, not "waiting list".
    if (!promoted) await mailStepReached(tx, target, subject, reason);
    // A forced attendance (or its revert) adds or removes the trainee's satisfaction survey.
    await syncSessionSurvey(tx, { sessionId: fresh.session.id, publicUrl: options.publicUrl });
    return {
      id: updated.id,
      ...landed,
      overbooked: holdsSeat && !heldSeat && counts.taken > counts.seats,
    };
  });
}

const samePlace = (a: Target, b: Target) =>
  a.status === b.status && a.waitingList === b.waitingList;

/** The session's free seats and waiting list as they are without the moved registration. */
async function seatsWithout(
  tx: Executor,
  sessionId: number,
  moved: Target,
): Promise<{ seatsLeft: number; othersWaiting: number }> {
  const counts = await countSeats(tx, sessionId);
  const holds = takesSeat(moved.status) && !moved.waitingList;
  return {
    seatsLeft: seatsLeft({ ...counts, taken: counts.taken - (holds ? 1 : 0) }),
    othersWaiting: counts.waiting - (moved.waitingList ? 1 : 0),
  };
}

function isRefusal(status: RegistrationStatus): boolean {
  return status === 'CANCELED' || status === 'REFUSED_HR' || status === 'REFUSED_SUPPLIER';
}
