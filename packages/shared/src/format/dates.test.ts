import { expect, it } from 'vitest';
import { t } from '../i18n/t';

import {
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarLongDate,
  formatMonth,
  weekdayNames,
} from './calendar-days';
import { formatDate, formatDateTime } from './date-times';
import {
  formatDay,
  formatDayRange,
  formatDayRangeInline,
  formatLongDay,
  formatTime,
} from './dates';
import { inEveryMachineTimeZone } from './time-zones.test-helper';

inEveryMachineTimeZone(() => {
  it('writes dates and times numerically, in Paris time', () => {
    expect(formatDate('2026-03-10T08:30:00Z')).toBe('10/03/2026');
    expect(formatTime('2026-03-10T08:30:00Z')).toBe('09:30');
    expect(formatDateTime('2026-03-10T08:30:00Z')).toBe('10/03/2026 09:30');
    expect(formatDateTime(new Date('2026-07-10T08:30:00Z'))).toBe('10/07/2026 10:30');
    // Midnight in Paris is still the day before in UTC.
    expect(formatDateTime('2026-03-09T23:00:00Z')).toBe('10/03/2026 00:00');
    expect(formatDateTime('2026-03-09T22:59:00Z')).toBe('09/03/2026 23:59');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027');
  });

  it('follows the DST changes', () => {
    expect(formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
  });

  it('writes days in words', () => {
    expect(formatDay('2026-03-10T08:30:00Z')).toBe('10 mars 2026');
    expect(formatDay('2026-03-31T22:30:00Z')).toBe('1er avril 2026');
    expect(formatLongDay('2026-03-10T08:30:00Z')).toBe('mardi 10 mars 2026');
    expect(formatLongDay('2026-03-09T23:30:00Z')).toBe('mardi 10 mars 2026');
  });

  it('writes the first of a month as an ordinal, and no other day', () => {
    expect(formatLongDay('2026-04-01T10:00:00Z')).toBe('mercredi 1er avril 2026');
    expect(formatDayRange('2026-04-01T08:00:00Z', '2026-04-11T16:00:00Z')).toBe(
      'Du 1er avril 2026 au 11 avril 2026',
    );
    expect(formatDay('2026-03-21T10:00:00Z')).toBe('21 mars 2026');
    expect(formatDay('2026-03-31T10:00:00Z')).toBe('31 mars 2026');
    expect(formatCalendarDay('2026-05-31')).toBe('dimanche 31 mai');
  });

  it('writes the days inside a sentence in lower case', () => {
    expect(formatDayRangeInline('2026-03-10T08:00:00Z', '2026-03-12T16:00:00Z')).toBe(
      'du 10 mars 2026 au 12 mars 2026',
    );
    expect(formatDayRangeInline('2026-03-10T08:00:00Z', '2026-03-10T16:00:00Z')).toBe(
      'le 10 mars 2026',
    );
    expect(
      t('surveys.form.session', {
        code: 'S-12',
        dates: formatDayRangeInline('2026-03-10T08:00:00Z', '2026-03-12T16:00:00Z'),
      }),
    ).toBe('Session S-12 du 10 mars 2026 au 12 mars 2026');
  });

  it('writes the days of something from its start and end', () => {
    expect(formatDayRange('2026-03-10T08:00:00Z', '2026-03-10T16:00:00Z')).toBe('Le 10 mars 2026');
    // 23:30 UTC on the 10th is already the 11th in Paris.
    expect(formatDayRange('2026-03-10T08:00:00Z', '2026-03-10T23:30:00Z')).toBe(
      'Du 10 mars 2026 au 11 mars 2026',
    );
    expect(formatDayRange('2026-03-10T08:00:00Z', '2026-03-12T16:00:00Z')).toBe(
      'Du 10 mars 2026 au 12 mars 2026',
    );
  });

  it('gives an empty text for what is not an instant', () => {
    for (const format of [formatDate, formatTime, formatDateTime, formatDay, formatLongDay]) {
      expect(format('pas une date')).toBe('');
    }
    expect(formatDayRange('pas une date', '2026-03-10T08:00:00Z')).toBe('');
  });

  it('writes calendar days and months without moving them', () => {
    expect(formatCalendarDate('2026-03-10')).toBe('10/03/2026');
    expect(formatCalendarDate('2026-03-10T00:00:00.000Z')).toBe('10/03/2026');
    expect(formatCalendarDate('pas une date')).toBe('pas une date');
    expect(formatCalendarDay('2026-03-10')).toBe('mardi 10 mars');
    expect(formatCalendarDay('2026-01-01')).toBe('jeudi 1er janvier');
    expect(formatCalendarLongDate('2026-11-30')).toBe('30 novembre 2026');
    expect(formatCalendarLongDate('2027-03-01')).toBe('1er mars 2027');
    expect(formatCalendarLongDate('pas une date')).toBe('pas une date');
    expect(formatMonth({ year: 2026, month: 3 })).toBe('mars 2026');
    expect(formatMonth({ year: 2026, month: 12 })).toBe('décembre 2026');
    expect(weekdayNames()).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
  });
});
