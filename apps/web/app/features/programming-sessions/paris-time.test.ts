import { describe, expect, it } from 'vitest';

import { fromParisInput, toParisInput } from './paris-time';

describe('Paris time inputs', () => {
  it('shows an instant as Paris wall-clock time, winter and summer', () => {
    expect(toParisInput('2025-03-10T08:00:00.000Z')).toBe('2025-03-10T09:00');
    expect(toParisInput('2025-07-01T07:30:00Z')).toBe('2025-07-01T09:30');
    // Late on 31 December in UTC is already New Year in Paris.
    expect(toParisInput('2024-12-31T23:30:00Z')).toBe('2025-01-01T00:30');
    expect(toParisInput(null)).toBe('');
    expect(toParisInput('pas une date')).toBe('');
  });

  it('reads a typed value as Paris time', () => {
    expect(fromParisInput('2025-03-10T09:00')).toBe('2025-03-10T08:00:00.000Z');
    expect(fromParisInput('2025-07-01T09:30')).toBe('2025-07-01T07:30:00.000Z');
    expect(fromParisInput(' 2025-01-01T00:30 ')).toBe('2024-12-31T23:30:00.000Z');
  });

  it('is exact on both sides of the daylight saving changes', () => {
    // 30 March 2025: 02:00 becomes 03:00; 26 October 2025: 03:00 becomes 02:00.
    expect(fromParisInput('2025-03-30T01:30')).toBe('2025-03-30T00:30:00.000Z');
    expect(fromParisInput('2025-03-30T03:30')).toBe('2025-03-30T01:30:00.000Z');
    expect(fromParisInput('2025-10-26T01:30')).toBe('2025-10-25T23:30:00.000Z');
    expect(fromParisInput('2025-10-26T04:00')).toBe('2025-10-26T03:00:00.000Z');
    for (const iso of ['2025-03-30T00:30:00.000Z', '2025-10-26T03:00:00.000Z']) {
      expect(fromParisInput(toParisInput(iso))).toBe(iso);
    }
  });

  it('gives blank as null and other text back for the schema to refuse', () => {
    expect(fromParisInput('')).toBeNull();
    expect(fromParisInput('   ')).toBeNull();
    expect(fromParisInput('10/03/2025')).toBe('10/03/2025');
  });
});
