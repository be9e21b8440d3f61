import type { HalfDay } from '../documents/half-days';
import { centsToDecimal, decimalToCents } from '../schemas/decimal';
import type { AttendanceStatus } from '../workflows/registration-attendance';

/*
 * What the digital attendance proposes to record (decision 038), from the half-days a trainee
 * signed: every half-day signed → PRESENT for the session's hours; none → ABSENCE; some →
 * PARTIAL_ABSENCE with the hours of the signed half-days. The provider reviews the proposal and
 * applies it (`complete`, with the same checks as by hand); nothing is recorded without it.
 */

export interface AttendanceProposal {
  status: AttendanceStatus;
  /** Decimal hours, as `effective_hours` takes them. */
  effectiveHours: string;
  /** Half-days signed, out of `total`. */
  signed: number;
  total: number;
}

type Interval = { startsAt: Date | string; endsAt: Date | string };

/** Minutes of the intervention dates inside a half-day (a break between two dates is not taught). */
export function halfDayMinutes(
  halfDay: Pick<HalfDay, 'startsAt' | 'endsAt'>,
  dates: readonly Interval[],
): number {
  const from = new Date(halfDay.startsAt).getTime();
  const to = new Date(halfDay.endsAt).getTime();
  let minutes = 0;
  for (const date of dates) {
    const start = Math.max(from, new Date(date.startsAt).getTime());
    const end = Math.min(to, new Date(date.endsAt).getTime());
    if (end > start) minutes += (end - start) / 60_000;
  }
  return Math.round(minutes);
}

/**
 * The proposal for one trainee; null when the session has no half-day (no intervention date).
 * `sessionHours` is what a full attendance is worth (shared sessionHoursOf: the realised hours
 * once recorded, else the dates' length): a partial attendance gets the share of it that the
 * signed half-days' taught minutes make, to the hundredth of an hour, strictly between none and
 * all.
 */
export function proposeAttendance(input: {
  halfDays: readonly HalfDay[];
  dates: readonly Interval[];
  signedKeys: ReadonlySet<string>;
  sessionHours: string | null;
}): AttendanceProposal | null {
  const { halfDays, signedKeys } = input;
  const total = halfDays.length;
  if (total === 0) return null;
  const minutes = halfDays.map((halfDay) => halfDayMinutes(halfDay, input.dates));
  const totalMinutes = minutes.reduce((sum, value) => sum + value, 0);
  const sessionCents =
    input.sessionHours !== null
      ? decimalToCents(input.sessionHours)
      : Math.round((totalMinutes * 100) / 60);
  const signedIndexes = halfDays.flatMap((halfDay, index) =>
    signedKeys.has(halfDay.key) ? [index] : [],
  );
  const signed = signedIndexes.length;
  const proposal = (status: AttendanceStatus, cents: number): AttendanceProposal => ({
    status,
    effectiveHours: centsToDecimal(cents),
    signed,
    total,
  });
  if (signed === 0) return proposal('ABSENCE', 0);
  if (signed === total || sessionCents < 2) return proposal('PRESENT', sessionCents);
  const signedMinutes = signedIndexes.reduce((sum, index) => sum + minutes[index]!, 0);
  const share = totalMinutes > 0 ? signedMinutes / totalMinutes : signed / total;
  const cents = Math.min(sessionCents - 1, Math.max(1, Math.round(sessionCents * share)));
  return proposal('PARTIAL_ABSENCE', cents);
}

/** Whether applying `proposal` would change what is recorded on the registration. */
export function proposalChanges(
  proposal: Pick<AttendanceProposal, 'status' | 'effectiveHours'>,
  current: { status: string; effectiveHours: string | null },
): boolean {
  if (current.status !== proposal.status) return true;
  if (current.effectiveHours === null) return true;
  return decimalToCents(current.effectiveHours) !== decimalToCents(proposal.effectiveHours);
}
