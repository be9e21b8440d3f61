import { formatCalendarDay, weekdayNames } from '@passerelle/shared';
import { describe, expect, it } from 'vitest';

import { monthBounds, monthWeeks, parseYearMonth, shiftMonth } from './calendar-month';

describe('calendar months', () => {
  it('run weeks from Monday, as the French column names do', () => {
    const [firstWeek] = monthWeeks({ year: 2026, month: 3 });
    expect(firstWeek!.map(({ day }) => formatCalendarDay(day).split(' ')[0])).toEqual(
      weekdayNames(),
    );
    expect(weekdayNames()[0]).toBe('lundi');
  });

  it('cover the month with whole weeks', () => {
    // March 2026 starts on a Sunday: the first week starts on Monday 23 February.
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks[0]![0]).toEqual({ day: '2026-02-23', inMonth: false });
    expect(weeks[0]![6]).toEqual({ day: '2026-03-01', inMonth: true });
    expect(weeks.at(-1)!.at(-1)).toEqual({ day: '2026-04-05', inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it('move between months and read them from the URL', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    const fallback = { year: 2026, month: 5 };
    expect(parseYearMonth('2026-02', fallback)).toEqual({ year: 2026, month: 2 });
    for (const bad of [null, '', '2026-13', '26-02', '2026-2']) {
      expect(parseYearMonth(bad, fallback)).toBe(fallback);
    }
    expect(monthBounds({ year: 2028, month: 2 })).toEqual({
      first: '2028-02-01',
      last: '2028-02-29',
    });
  });
});
