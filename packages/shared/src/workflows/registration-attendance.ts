import type { RegistrationStatus } from '../enums';
import { t } from '../i18n';
import { centsToDecimal, decimalToCents } from '../schemas/decimal';

/**
 * Attendance (decisions.md "Registration workflow" step 5): once the session has ended, the
 * provider of its action, a manager or an admin records PRESENT, PARTIAL_ABSENCE (effective
 * hours below the session's hours) or ABSENCE, with `excusedAbsence` when excused. Recording it
 * takes the registration out of REGISTERED, which the session's `realize` waits for.
 */

export const ATTENDANCE_STATUSES = [
  'PRESENT',
  'PARTIAL_ABSENCE',
  'ABSENCE',
] as const satisfies readonly RegistrationStatus[];
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * A confirmed registration: registered, then present, partly absent or absent once the attendance
 * is recorded; neither a request nor refused or cancelled. Its trainee is on the session's lists
 * and documents, and reaches its action's participant material.
 */
export const CONFIRMED_REGISTRATION_STATUSES = [
  'REGISTERED',
  ...ATTENDANCE_STATUSES,
] as const satisfies readonly RegistrationStatus[];

/** The statuses attendance is recorded from: a registered trainee, or one already marked. */
export const ATTENDANCE_OPEN_STATUSES = CONFIRMED_REGISTRATION_STATUSES;

export function isAttendanceStatus(status: RegistrationStatus): status is AttendanceStatus {
  return (ATTENDANCE_STATUSES as readonly RegistrationStatus[]).includes(status);
}

/** Statuses where an absence may be excused. */
export function mayBeExcused(status: RegistrationStatus): boolean {
  return status === 'PARTIAL_ABSENCE' || status === 'ABSENCE';
}

/** What the session says of its length. */
export interface SessionHoursSource {
  realisedHoursOnsite: string | null;
  realisedHoursRemote: string | null;
  /** Intervention dates. */
  dates: readonly { startsAt: Date | string; endsAt: Date | string }[];
}

/**
 * The session's hours a full attendance is worth, as a decimal text: the realised hours (onsite +
 * remote) once the provider recorded them — they are what actually took place — else the
 * intervention dates' total length; null when neither is known. Asynchronous time is not
 * attended, so it does not count.
 */
export function sessionHoursOf(source: SessionHoursSource): string | null {
  if (source.realisedHoursOnsite !== null || source.realisedHoursRemote !== null) {
    return centsToDecimal(
      decimalToCents(source.realisedHoursOnsite ?? '0') +
        decimalToCents(source.realisedHoursRemote ?? '0'),
    );
  }
  if (source.dates.length === 0) return null;
  const minutes = source.dates.reduce(
    (sum, date) =>
      sum +
      Math.max(
        0,
        Math.round((new Date(date.endsAt).getTime() - new Date(date.startsAt).getTime()) / 60_000),
      ),
    0,
  );
  return centsToDecimal(Math.round((minutes * 100) / 60));
}

/** The attendance effective hours make: none → ABSENCE, all → PRESENT, in between PARTIAL_ABSENCE. */
export function attendanceOfHours(effectiveHours: string, sessionHours: string): AttendanceStatus {
  const effective = decimalToCents(effectiveHours);
  if (effective === 0) return 'ABSENCE';
  return effective >= decimalToCents(sessionHours) ? 'PRESENT' : 'PARTIAL_ABSENCE';
}

export interface AttendanceInput {
  status: AttendanceStatus;
  effectiveHours?: string | null;
  excusedAbsence?: boolean;
}

export interface Attendance {
  status: AttendanceStatus;
  /** Null when the session's hours are unknown and none were given (PRESENT). */
  effectiveHours: string | null;
  excusedAbsence: boolean;
}

export type AttendanceCheck =
  | { ok: true; attendance: Attendance }
  | { ok: false; field: 'effectiveHours' | 'excusedAbsence'; message: string };

/**
 * Completes and checks an attendance against the session's hours: PRESENT is worth the session's
 * hours (given hours must be those), ABSENCE zero hours, PARTIAL_ABSENCE some hours strictly
 * between; no one is worth more than the session; only an absence is excused.
 */
export function resolveAttendance(
  input: AttendanceInput,
  sessionHours: string | null,
): AttendanceCheck {
  const refuse = (
    field: 'effectiveHours' | 'excusedAbsence',
    message: string,
  ): AttendanceCheck => ({
    ok: false,
    field,
    message,
  });
  const given = input.effectiveHours ?? null;
  const excused = input.excusedAbsence ?? false;
  if (excused && !mayBeExcused(input.status)) {
    return refuse('excusedAbsence', t('registrations.attendance.excusedOnlyAbsence'));
  }
  if (
    given !== null &&
    sessionHours !== null &&
    decimalToCents(given) > decimalToCents(sessionHours)
  ) {
    return refuse(
      'effectiveHours',
      t('registrations.attendance.aboveSession', { hours: frenchHours(sessionHours) }),
    );
  }
  switch (input.status) {
    case 'PRESENT':
      if (
        given !== null &&
        sessionHours !== null &&
        decimalToCents(given) < decimalToCents(sessionHours)
      ) {
        return refuse(
          'effectiveHours',
          t('registrations.attendance.presentBelow', { hours: frenchHours(sessionHours) }),
        );
      }
      if (given !== null && decimalToCents(given) === 0) {
        return refuse('effectiveHours', t('registrations.attendance.presentZero'));
      }
      return {
        ok: true,
        attendance: {
          status: 'PRESENT',
          effectiveHours: given ?? sessionHours,
          excusedAbsence: false,
        },
      };
    case 'ABSENCE':
      if (given !== null && decimalToCents(given) !== 0) {
        return refuse('effectiveHours', t('registrations.attendance.absenceHours'));
      }
      return {
        ok: true,
        attendance: { status: 'ABSENCE', effectiveHours: '0.00', excusedAbsence: excused },
      };
    case 'PARTIAL_ABSENCE':
      if (sessionHours === null) {
        return refuse('effectiveHours', t('registrations.attendance.sessionHoursUnknown'));
      }
      if (
        given === null ||
        decimalToCents(given) === 0 ||
        decimalToCents(given) >= decimalToCents(sessionHours)
      ) {
        return refuse(
          'effectiveHours',
          t('registrations.attendance.partialBetween', { hours: frenchHours(sessionHours) }),
        );
      }
      return {
        ok: true,
        attendance: { status: 'PARTIAL_ABSENCE', effectiveHours: given, excusedAbsence: excused },
      };
  }
}

/**
 * `effective_hours`: the hours decide the attendance (attendanceOfHours); an excuse stays while
 * the trainee is still (partly) absent.
 */
export function attendanceFromHours(
  effectiveHours: string,
  sessionHours: string | null,
  excusedAbsence: boolean,
): AttendanceCheck {
  if (sessionHours === null) {
    return {
      ok: false,
      field: 'effectiveHours',
      message: t('registrations.attendance.sessionHoursUnknown'),
    };
  }
  const status = attendanceOfHours(effectiveHours, sessionHours);
  return resolveAttendance(
    { status, effectiveHours, excusedAbsence: mayBeExcused(status) && excusedAbsence },
    sessionHours,
  );
}

/** "7,5 h" */
function frenchHours(hours: string): string {
  return `${Number(hours).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} h`;
}
