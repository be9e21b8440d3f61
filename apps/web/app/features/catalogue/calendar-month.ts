import type { YearMonth } from '@passerelle/shared';

/*
 * Month arithmetic of /calendar on calendar days (no time zone involved: a day is
 * `YYYY-MM-DD`), weeks starting on Monday (spec §9). Their names: @passerelle/shared's
 * formatMonth, formatCalendarDay and weekdayNames.
 */

export type { YearMonth };

const pad = (n: number) => String(n).padStart(2, '0');

export function formatYearMonth({ year, month }: YearMonth): string {
  return `${year}-${pad(month)}`;
}

/** `?month=2026-03`, or `fallback` when absent or not a month. */
export function parseYearMonth(value: string | null, fallback: YearMonth): YearMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return fallback;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 1970 || year > 2999) return fallback;
  return { year, month };
}

/** The month of a `YYYY-MM-DD` day. */
export function monthOfDay(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const utcDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** First and last day of the month, `YYYY-MM-DD`. */
export function monthBounds({ year, month }: YearMonth): { first: string; last: string } {
  return {
    first: utcDay(new Date(Date.UTC(year, month - 1, 1))),
    last: utcDay(new Date(Date.UTC(year, month, 0))),
  };
}

export interface CalendarDay {
  day: string;
  inMonth: boolean;
}

/** The weeks (Monday to Sunday) covering the month, with the neighbouring days that fill them. */
export function monthWeeks({ year, month }: YearMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  // getUTCDay: 0 is Sunday; days back to the Monday starting the first week.
  const back = (first.getUTCDay() + 6) % 7;
  const cursor = new Date(Date.UTC(year, month - 1, 1 - back));
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({ day: utcDay(cursor), inMonth: cursor.getUTCMonth() === month - 1 });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  } while (cursor.getUTCMonth() === month - 1);
  return weeks;
}
