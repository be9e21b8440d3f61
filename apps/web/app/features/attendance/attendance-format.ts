import {
  REGISTRATION_STATUS_LABELS,
  formatHoursNumber,
  formatLongDay,
  halfDayMoment,
  t,
  type HalfDayRef,
  type RegistrationStatus,
} from '@passerelle/shared';

/** "mardi 10 mars 2026, matin". */
export function halfDayName(halfDay: Pick<HalfDayRef, 'startsAt' | 'period'>): string {
  return t('attendance.halfDay.name', {
    day: formatLongDay(halfDay.startsAt),
    period: t(`attendance.period.${halfDayMoment(halfDay)}`),
  });
}

/** "3,5 h". */
export function hoursText(hours: string): string {
  const value = formatHoursNumber(hours);
  return t('attendance.hoursValue', { hours: value });
}

/** "Absence partielle (3,5 h)", "Absent". */
export function attendanceText(status: RegistrationStatus, hours: string | null): string {
  const label = REGISTRATION_STATUS_LABELS[status];
  if (hours === null || status === 'ABSENCE') return label;
  return t('attendance.proposal.withHours', { status: label, hours: hoursText(hours) });
}
