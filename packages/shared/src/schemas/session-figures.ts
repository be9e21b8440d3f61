import { z } from 'zod';
import { SESSION_STATUSES, type RegistrationStatus, type SessionStatus } from '../enums';
import { centsToDecimal, decimalToCents } from './decimal';

/**
 * Figures of sessions (spec §7 `session_views/indicators`, `sessions/{id}/cost`): counts and
 * costs the programme reads when it judges what a session cost for whom. Amounts are decimal
 * texts, computed in integer cents.
 */

/** Registrations of trainees who came, even partly: what a cost per trainee is divided by. */
export const ATTENDED_REGISTRATION_STATUSES = [
  'PRESENT',
  'PARTIAL_ABSENCE',
] as const satisfies readonly RegistrationStatus[];

const count = z.number().int();

/** `GET /api/session_views/indicators`: figures of the sessions the list's filters select. */
export const sessionIndicatorsSchema = z.object({
  sessionCount: count,
  sessionsByStatus: z.object(
    Object.fromEntries(SESSION_STATUSES.map((status) => [status, count])) as Record<
      SessionStatus,
      typeof count
    >,
  ),
  seats: count,
  /** Seats held (SEAT_TAKING_REGISTRATION_STATUSES, off the waiting list). */
  takenSeats: count,
  /** Registrations neither cancelled nor refused, waiting list included. */
  registrations: count,
  /** Trainees who came (ATTENDED_REGISTRATION_STATUSES). */
  attended: count,
  /** Sum of the sessions' costs. */
  totalCost: z.string(),
});
export type SessionIndicators = z.infer<typeof sessionIndicatorsSchema>;

/** `GET /api/sessions/{id}/cost`: the session's cost, and per trainee when there are some. */
export const sessionCostSchema = z.object({
  /** The session's own cost. */
  cost: z.string(),
  /** Seats held (SEAT_TAKING_REGISTRATION_STATUSES, off the waiting list). */
  takenSeats: count,
  attended: count,
  /** Cost divided by the seats held, to the nearest cent; null when no seat is held. */
  costPerSeat: z.string().nullable(),
  /** Cost divided by the trainees who came; null when nobody came (yet). */
  costPerAttendee: z.string().nullable(),
});
export type SessionCost = z.infer<typeof sessionCostSchema>;

/** `amount / divisor` to the nearest cent (half away from zero); null when nothing to divide by. */
export function shareOf(amount: string, divisor: number): string | null {
  if (divisor <= 0) return null;
  const cents = decimalToCents(amount);
  return centsToDecimal(Math.sign(cents) * Math.round(Math.abs(cents) / divisor));
}

/** The cost figures of a session from its cost and its counts. */
export function sessionCostFigures(
  cost: string,
  counts: { takenSeats: number; attended: number },
): SessionCost {
  return {
    cost,
    takenSeats: counts.takenSeats,
    attended: counts.attended,
    costPerSeat: shareOf(cost, counts.takenSeats),
    costPerAttendee: shareOf(cost, counts.attended),
  };
}
