import type { RegistrationStatus } from '../enums';
import { t, type MessageKey } from '../i18n';

/*
 * The attendance counts of a report (spec §3 "Report"): computed from the session's
 * registrations, never typed. Each recorded attendance falls in exactly one count:
 * - present: PRESENT;
 * - partial: PARTIAL_ABSENCE, excused or not (the trainee attended part of the session);
 * - absent: ABSENCE not excused;
 * - excused: ABSENCE excused.
 * Registrations without attendance (requests, cancellations, refusals) count nowhere.
 */

export const REPORT_ATTENDANCE_KEYS = ['present', 'partial', 'absent', 'excused'] as const;
export type ReportAttendanceKey = (typeof REPORT_ATTENDANCE_KEYS)[number];
export type ReportAttendance = Record<ReportAttendanceKey, number>;

/** The count a registration falls in, or null when it has no attendance recorded. */
export function attendanceKeyOf(
  status: RegistrationStatus,
  excusedAbsence: boolean,
): ReportAttendanceKey | null {
  switch (status) {
    case 'PRESENT':
      return 'present';
    case 'PARTIAL_ABSENCE':
      return 'partial';
    case 'ABSENCE':
      return excusedAbsence ? 'excused' : 'absent';
    default:
      return null;
  }
}

/** The counts of registrations grouped by status and excuse (`count` rows of each kind). */
export function reportAttendanceOf(
  groups: readonly { status: RegistrationStatus; excusedAbsence: boolean; count: number }[],
): ReportAttendance {
  const counts: ReportAttendance = { present: 0, partial: 0, absent: 0, excused: 0 };
  for (const group of groups) {
    const key = attendanceKeyOf(group.status, group.excusedAbsence);
    if (key) counts[key] += group.count;
  }
  return counts;
}

/** The French name of a count ("Absences excusées"). */
export function reportAttendanceLabel(key: ReportAttendanceKey): string {
  return t(`reports.attendance.${key}` satisfies MessageKey);
}
