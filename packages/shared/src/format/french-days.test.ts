import { describe, expect, it } from 'vitest';

import { FRENCH_WEEKDAYS_FROM_MONDAY, frenchDay, frenchMonth } from './french-days';

const DAY_MS = 86_400_000;

/** Intl's French for `options` at UTC, the first of a month as `1er` (the oracle). */
function intlFrench(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: 'UTC' });
  return (time: number) =>
    format
      .formatToParts(time)
      .map(({ type, value }) => (type === 'day' && value === '1' ? '1er' : value))
      .join('');
}

describe('frenchDay', () => {
  it('writes every day from 1900 to 2100 as Intl writes it in French', () => {
    const long = intlFrench({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intlFrench({ day: 'numeric', month: 'long', year: 'numeric' });
    const noYear = intlFrench({ weekday: 'long', day: 'numeric', month: 'long' });
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += DAY_MS) {
      const date = new Date(time);
      const numbers = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      };
      const label = date.toISOString().slice(0, 10);
      expect(frenchDay(numbers, { weekday: true, year: true }), label).toBe(long(time));
      expect(frenchDay(numbers, { year: true }), label).toBe(short(time));
      expect(frenchDay(numbers, { weekday: true }), label).toBe(noYear(time));
    }
  });

  it('writes the first of a month as an ordinal, and no other day', () => {
    expect(frenchDay({ year: 2026, month: 4, day: 1 }, { weekday: true, year: true })).toBe(
      'mercredi 1er avril 2026',
    );
    expect(frenchDay({ year: 2026, month: 3, day: 31 })).toBe('31 mars');
    expect(frenchDay({ year: 2026, month: 8, day: 11 }, { year: true })).toBe('11 août 2026');
  });

  it('finds the weekday of years below 100 too (Date.UTC would read them as 19xx)', () => {
    const time = Date.parse('0050-01-01T00:00:00Z');
    const oracle = intlFrench({ weekday: 'long', day: 'numeric', month: 'long' })(time);
    expect(frenchDay({ year: 50, month: 1, day: 1 }, { weekday: true })).toBe(oracle);
    expect(oracle).toBe('samedi 1er janvier');
  });
});

describe('frenchMonth and the weekdays', () => {
  it('writes months as Intl does, and the week from Monday', () => {
    const month = new Intl.DateTimeFormat('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let index = 0; index < 12; index++) {
      expect(frenchMonth(2027, index + 1)).toBe(month.format(Date.UTC(2027, index, 15)));
    }
    const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
    // 1 January 2024 was a Monday.
    expect(FRENCH_WEEKDAYS_FROM_MONDAY).toEqual(
      Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i))),
    );
  });
});
