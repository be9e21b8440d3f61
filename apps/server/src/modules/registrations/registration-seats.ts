import {
  availableSeats,
  promotedStatusOf,
  t,
  type RegistrationStatus,
  type ValidationSteps,
} from '@passerelle/shared';
import {
  countSeats,
  findOldestWaiting,
  lockSessionRow,
  type SeatCounts,
  type SessionLock,
} from './registration-seats.repository.js';
import { insertHistory, updateRegistrationIf } from './registration-status.repository.js';
import type { Executor } from '../../db/executor.js';
import { announceReleasedSeat } from '../favorite-alerts/favorite-alerts.service.js';

/** No lock: the count and the insert race (tests only). */
export const withoutSessionLock: SessionLock = async () => {};

/**
 * Reads with the session held by `lock`: with the default lock, `read(true)` takes the lock in
 * its own statement (`FOR NO KEY UPDATE`), saving a round trip on the request path, where
 * requests for one session queue on the lock; any other lock is taken first, then `read(false)`.
 */
export async function readUnderLock<T>(
  tx: Executor,
  sessionId: number,
  lock: SessionLock,
  read: (lockInRead: boolean) => Promise<T>,
): Promise<T> {
  if (lock === lockSessionRow) return read(true);
  await lock(tx, sessionId);
  return read(false);
}

export function seatsLeft(counts: SeatCounts): number {
  return availableSeats(counts.seats, counts.taken);
}

/** A registration that left the waiting list, for its mails. */
export interface Promotion {
  registrationId: number;
  beneficiaryId: number;
  structureId: number | null;
  from: RegistrationStatus;
  to: RegistrationStatus;
}

/**
 * While seats are left and someone waits, promotes the oldest waiting registration (askedAt, then
 * id): off the list, then the steps its type does not require are passed (a REQUESTED of a type
 * with HR validation goes on to the HR validator). So a non-empty waiting list always means a
 * full session. Call it with the session locked; returns the promotions (for their mails) and
 * the seat counts after them.
 */
export async function fillFreeSeats(
  tx: Executor,
  sessionId: number,
  type: ValidationSteps,
): Promise<{ promotions: Promotion[]; counts: SeatCounts }> {
  const promotions: Promotion[] = [];
  for (;;) {
    const counts = await countSeats(tx, sessionId);
    if (seatsLeft(counts) === 0 || counts.waiting === 0) return { promotions, counts };
    const oldest = await findOldestWaiting(tx, sessionId);
    if (!oldest) return { promotions, counts };
    const to = promotedStatusOf(oldest.status, type);
    const moved = await updateRegistrationIf(
      tx,
      oldest.id,
      { status: oldest.status, waitingList: true },
      { status: to, waitingList: false },
    );
    if (!moved)
      throw new Error(`Waiting registration ${oldest.id} changed under the session lock.`);
    await insertHistory(tx, [
      {
        registrationId: oldest.id,
        authorId: null,
        fromStatus: oldest.status,
        toStatus: to,
        reason: t('registrations.history.promoted'),
      },
    ]);
    promotions.push({
      registrationId: oldest.id,
      beneficiaryId: oldest.beneficiaryId,
      structureId: oldest.structureId,
      from: oldest.status,
      to,
    });
  }
}

/**
 * After a seat-taker left the session: the oldest waiting registrations move into the seat
 * (`fillFreeSeats`). One seat free after that is the seat just freed in a session that was full,
 * with no one waiting for it: those who have the session in their favourites are to be told
 * (decision 078). Call it with the session locked.
 */
export async function releaseSeat(
  tx: Executor,
  sessionId: number,
  type: ValidationSteps,
): Promise<{ promotions: Promotion[]; counts: SeatCounts }> {
  const filled = await fillFreeSeats(tx, sessionId, type);
  if (seatsLeft(filled.counts) === 1) await announceReleasedSeat(tx, sessionId);
  return filled;
}
