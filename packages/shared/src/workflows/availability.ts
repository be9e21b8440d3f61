import { LAST_PLACES_THRESHOLD } from '../constants';
import type { Availability, SessionStatus } from '../enums';

/**
 * Seat availability of a session from its seats left (decisions.md): FULL at 0 or below
 * (an overbooked session has negative seats left), LAST_PLACES at LAST_PLACES_THRESHOLD
 * or fewer, AVAILABLE otherwise. The server computes it for every list and the web app
 * draws its badges from the same function.
 */
/** Seats left: never below zero (an overbooked session shows none). */
export function availableSeats(seats: number, taken: number): number {
  return Math.max(0, seats - taken);
}

export function availabilityOf(seatsLeft: number): Availability {
  if (seatsLeft <= 0) return 'FULL';
  if (seatsLeft <= LAST_PLACES_THRESHOLD) return 'LAST_PLACES';
  return 'AVAILABLE';
}

/** The statuses in which a session still offers its seats: programmed, or postponed to new dates. */
const OFFERING_STATUSES: readonly SessionStatus[] = ['PROGRAMMED', 'REPORTED'];

/**
 * A session's availability as lists and its sheet show it, or null once the session is over
 * (its end passed; realised, closed or cancelled): a finished session has no "Places
 * disponibles" to offer.
 */
export function sessionAvailability(
  session: { seats: number; taken: number; status: SessionStatus; endDate: Date | string },
  now: Date,
): Availability | null {
  if (!OFFERING_STATUSES.includes(session.status)) return null;
  if (new Date(session.endDate).getTime() <= now.getTime()) return null;
  return availabilityOf(session.seats - session.taken);
}
