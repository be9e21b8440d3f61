import { LAST_PLACES_THRESHOLD } from '../constants';
import type { Availability } from '../enums';

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
