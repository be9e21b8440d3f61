import { parisInstant } from '@passerelle/shared';

/**
 * Calendar helpers of the demo programme: working days of a year (no weekends, French public
 * holidays, summer and Christmas breaks) and wall-clock times in Paris (the programme's time zone).
 * A "day" is a day number: UTC midnight in milliseconds divided by DAY_MS.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function dateOf(day: number): Date {
  return new Date(day * DAY_MS);
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

function publicHolidays(year: number): Set<number> {
  const fixed: [number, number][] = [
    [1, 1],
    [5, 1],
    [5, 8],
    [7, 14],
    [8, 15],
    [11, 1],
    [11, 11],
    [12, 25],
  ];
  const easter = easterSunday(year);
  return new Set([
    ...fixed.map(([month, day]) => dayNumber(year, month, day)),
    easter + 1, // Easter Monday
    easter + 39, // Ascension
    easter + 50, // Whit Monday
  ]);
}

/** Days a training may take place in `year`, in order. */
export function workingDays(year: number): number[] {
  const holidays = publicHolidays(year);
  const breaks: [number, number][] = [
    [dayNumber(year, 1, 1), dayNumber(year, 1, 7)],
    [dayNumber(year, 7, 25), dayNumber(year, 8, 25)],
    [dayNumber(year, 12, 19), dayNumber(year, 12, 31)],
  ];
  const days: number[] = [];
  for (let day = dayNumber(year, 1, 1); day <= dayNumber(year, 12, 31); day++) {
    const weekday = dateOf(day).getUTCDay();
    if (weekday === 0 || weekday === 6 || holidays.has(day)) continue;
    if (breaks.some(([from, to]) => day >= from && day <= to)) continue;
    days.push(day);
  }
  return days;
}

/** The instant at which Paris clocks show `hour:minute` on `day`. */
export function parisTime(day: number, hour: number, minute = 0): Date {
  const date = dateOf(day);
  return parisInstant({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute,
  });
}

export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms);

/** The earliest of the dates given (nulls ignored). */
export function earliest(...dates: (Date | null)[]): Date {
  return new Date(Math.min(...dates.filter((date) => date !== null).map((date) => date.getTime())));
}

/** The moment `share` of the way from `from` to `to`. */
export function lerp(from: Date, to: Date, share: number): Date {
  return new Date(from.getTime() + (to.getTime() - from.getTime()) * share);
}
