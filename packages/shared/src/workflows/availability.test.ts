import { describe, expect, it } from 'vitest';
import { LAST_PLACES_THRESHOLD } from '../constants';
import { AVAILABILITY_LABELS } from '../enums';
import { availabilityOf, sessionAvailability } from './availability';

describe('availabilityOf', () => {
  it('is FULL with no seat left, or fewer (overbooked)', () => {
    expect(availabilityOf(0)).toBe('FULL');
    expect(availabilityOf(-2)).toBe('FULL');
  });

  it('is LAST_PLACES from 1 up to the threshold', () => {
    expect(LAST_PLACES_THRESHOLD).toBe(3);
    expect(availabilityOf(1)).toBe('LAST_PLACES');
    expect(availabilityOf(LAST_PLACES_THRESHOLD)).toBe('LAST_PLACES');
  });

  it('is AVAILABLE above the threshold', () => {
    expect(availabilityOf(LAST_PLACES_THRESHOLD + 1)).toBe('AVAILABLE');
    expect(availabilityOf(200)).toBe('AVAILABLE');
  });

  it('has the French labels of spec §3', () => {
    expect(AVAILABILITY_LABELS[availabilityOf(0)]).toBe('Complet');
    expect(AVAILABILITY_LABELS[availabilityOf(2)]).toBe('Dernières places');
  });
});

describe('sessionAvailability', () => {
  const now = new Date('2026-03-10T10:00:00Z');
  const session = { seats: 10, taken: 8, status: 'PROGRAMMED' as const };

  it('gives the seats of a session still to come or under way, postponed ones too', () => {
    expect(sessionAvailability({ ...session, endDate: '2026-03-10T16:00:00Z' }, now)).toBe(
      'LAST_PLACES',
    );
    expect(
      sessionAvailability({ ...session, status: 'REPORTED', endDate: '2026-04-01T16:00:00Z' }, now),
    ).toBe('LAST_PLACES');
  });

  it('gives nothing once the session is over: its end passed, or realised, closed, cancelled', () => {
    expect(sessionAvailability({ ...session, endDate: '2026-03-10T10:00:00Z' }, now)).toBeNull();
    for (const status of ['REALIZED', 'VALIDATED_MANAGER', 'CLOSED', 'CANCELED'] as const) {
      expect(
        sessionAvailability({ ...session, status, endDate: '2026-04-01T16:00:00Z' }, now),
      ).toBeNull();
    }
  });
});
