import { expect, it } from 'vitest';

import { parisDay, parisParts, parisYear } from './wall-clock';
import { inEveryMachineTimeZone } from './time-zones.test-helper';

inEveryMachineTimeZone(() => {
  it('reads Paris wall-clock time, winter and summer', () => {
    expect(parisParts('2025-03-10T08:00:00Z')).toEqual({
      year: 2025,
      month: 3,
      day: 10,
      hour: 9,
      minute: 0,
    });
    expect(parisParts(new Date('2025-07-01T07:30:00Z')).hour).toBe(9);
    expect(parisParts(Date.parse('2025-07-01T22:15:00Z'))).toMatchObject({ day: 2, hour: 0 });
  });

  it('gives the Paris day and year around midnight', () => {
    expect(parisDay('2025-03-09T22:59:59Z')).toBe('2025-03-09');
    expect(parisDay('2025-03-09T23:00:00Z')).toBe('2025-03-10');
    expect(parisDay('2025-06-30T21:59:00Z')).toBe('2025-06-30');
    expect(parisDay('2025-06-30T22:00:00Z')).toBe('2025-07-01');
    expect(parisYear('2030-12-31T22:30:00Z')).toBe(2030);
    expect(parisYear('2030-12-31T23:30:00Z')).toBe(2031);
  });
});

it('reads the same wall-clock time as Intl for every instant, across the clock changes', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const fromIntl = (time: number) =>
    Object.fromEntries(
      intl
        .formatToParts(time)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
  // Every 7 min 13 s from the day before the 2025 spring change to after the autumn one, and the
  // minutes around each change (01:00 UTC), with seconds: the per-hour offset must never show.
  const instants: number[] = [];
  for (let time = Date.UTC(2025, 2, 29); time < Date.UTC(2025, 9, 28); time += 433_000) {
    instants.push(time);
  }
  for (const change of [Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1)]) {
    for (let time = change - 3_600_000; time < change + 3_600_000; time += 29_500) {
      instants.push(time);
    }
  }
  for (const time of instants)
    expect(parisParts(time), new Date(time).toISOString()).toEqual(fromIntl(time));
  expect(() => parisParts('pas une date')).toThrow(RangeError);
});

it('reads the same wall-clock time as Intl around every clock change from 1996 to 2100', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const fromIntl = (time: number) =>
    Object.fromEntries(
      intl
        .formatToParts(time)
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
  // Each Sunday of March and October (the last one changes the clocks, at 01:00 UTC), from
  // 23:00 to 03:00 UTC every 10 minutes, and each new year's eve: a rule written wrong, by a day
  // or an hour, or a year's changes kept for the next, shows.
  for (let year = 1996; year <= 2100; year++) {
    for (const month of [2, 9]) {
      for (let day = 1; day <= 31; day++) {
        const sunday = Date.UTC(year, month, day);
        if (new Date(sunday).getUTCDay() !== 0) continue;
        for (let time = sunday - 3_600_000; time <= sunday + 3 * 3_600_000; time += 600_000) {
          expect(parisParts(time), new Date(time).toISOString()).toEqual(fromIntl(time));
        }
      }
    }
    for (const time of [Date.UTC(year, 0, 1) - 1_800_000, Date.UTC(year, 6, 1, 12)]) {
      expect(parisParts(time), new Date(time).toISOString()).toEqual(fromIntl(time));
    }
  }
  // Before 1996 the summer ended in September: Intl answers.
  for (const time of [Date.UTC(1995, 8, 24, 0, 30), Date.UTC(1995, 8, 24, 1, 30), 0, -1e11]) {
    expect(parisParts(time), new Date(time).toISOString()).toEqual(fromIntl(time));
  }
});
