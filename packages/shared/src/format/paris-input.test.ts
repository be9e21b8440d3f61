import { expect, it } from 'vitest';

import { fromParisInput, parisInstant, toParisInput } from './paris-input';
import { inEveryMachineTimeZone } from './time-zones.test-helper';

inEveryMachineTimeZone(() => {
  it('finds the instant of a Paris time, on both sides of the DST changes', () => {
    const at = (wall: string) => {
      const [date, time] = wall.split('T');
      const [year, month, day] = date!.split('-').map(Number);
      const [hour, minute] = time!.split(':').map(Number);
      return parisInstant({
        year: year!,
        month: month!,
        day: day!,
        hour: hour!,
        minute: minute!,
      }).toISOString();
    };
    expect(at('2025-01-15T09:00')).toBe('2025-01-15T08:00:00.000Z');
    expect(at('2025-07-15T09:00')).toBe('2025-07-15T07:00:00.000Z');
    // 30 March 2025: clocks go from 02:00 to 03:00; 26 October 2025: from 03:00 back to 02:00.
    expect(at('2025-03-30T01:59')).toBe('2025-03-30T00:59:00.000Z');
    expect(at('2025-03-30T03:00')).toBe('2025-03-30T01:00:00.000Z');
    // Skipped and doubled times read in winter time.
    expect(at('2025-03-30T02:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(at('2025-10-26T02:30')).toBe('2025-10-26T01:30:00.000Z');
    expect(at('2025-10-26T01:59')).toBe('2025-10-25T23:59:00.000Z');
    expect(at('2025-10-26T03:00')).toBe('2025-10-26T02:00:00.000Z');
    expect(at('2025-01-01T00:00')).toBe('2024-12-31T23:00:00.000Z');
    expect(parisInstant({ year: 2025, month: 5, day: 1, hour: 8, minute: 0, second: 30 })).toEqual(
      new Date('2025-05-01T06:00:30Z'),
    );
  });

  it('shows an instant in a datetime-local input as Paris time', () => {
    expect(toParisInput('2025-03-10T08:00:00.000Z')).toBe('2025-03-10T09:00');
    expect(toParisInput('2025-07-01T07:30:00Z')).toBe('2025-07-01T09:30');
    // Late on 31 December in UTC is already New Year in Paris.
    expect(toParisInput('2024-12-31T23:30:00Z')).toBe('2025-01-01T00:30');
    expect(toParisInput(null)).toBe('');
    expect(toParisInput(undefined)).toBe('');
    expect(toParisInput('pas une date')).toBe('');
  });

  it('reads a typed value as Paris time', () => {
    expect(fromParisInput('2025-03-10T09:00')).toBe('2025-03-10T08:00:00.000Z');
    expect(fromParisInput('2025-07-01T09:30')).toBe('2025-07-01T07:30:00.000Z');
    expect(fromParisInput('2025-07-01T09:30:15')).toBe('2025-07-01T07:30:15.000Z');
    expect(fromParisInput(' 2025-01-01T00:30 ')).toBe('2024-12-31T23:30:00.000Z');
  });

  it('is exact on both sides of the daylight saving changes, and round-trips', () => {
    expect(fromParisInput('2025-03-30T01:30')).toBe('2025-03-30T00:30:00.000Z');
    expect(fromParisInput('2025-03-30T03:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(fromParisInput('2025-10-26T01:30')).toBe('2025-10-25T23:30:00.000Z');
    expect(fromParisInput('2025-10-26T04:00')).toBe('2025-10-26T03:00:00.000Z');
    for (const iso of [
      '2025-03-30T00:30:00.000Z',
      '2025-03-30T01:00:00.000Z',
      '2025-10-26T01:00:00.000Z',
      '2025-10-26T03:00:00.000Z',
    ]) {
      expect(fromParisInput(toParisInput(iso))).toBe(iso);
    }
  });

  it('gives blank as null and other text back for the schema to refuse', () => {
    expect(fromParisInput('')).toBeNull();
    expect(fromParisInput('   ')).toBeNull();
    expect(fromParisInput('10/03/2025')).toBe('10/03/2025');
  });
});
