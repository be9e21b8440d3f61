import type { RegistrationStatus } from '../enums';
import { promotedStatusOf, type ValidationSteps } from './registration';

/** A registration's place in the workflow: its status and whether it waits for a seat. */
export interface RegistrationPlace {
  status: RegistrationStatus;
  waitingList: boolean;
}

/**
 * Where a status forced by the staff lands (decisions.md "Registration workflow" 6 and seats).
 * The waiting list holds registrations for which no seat is left, and a freed seat goes to the
 * oldest of them at once: a move onto the list while a seat is free and nobody waits for it takes
 * that seat instead — off the list, the steps its type does not require passed, as a promotion
 * would. Any other target stands (the staff may also overbook knowingly).
 * `seatsLeft` and `othersWaiting` are counted without the moved registration.
 */
export function forcedPlacement(
  target: RegistrationPlace,
  seats: { seatsLeft: number; othersWaiting: number },
  type: ValidationSteps,
): RegistrationPlace {
  if (!target.waitingList || seats.seatsLeft === 0 || seats.othersWaiting > 0) return target;
  return { status: promotedStatusOf(target.status, type), waitingList: false };
}
