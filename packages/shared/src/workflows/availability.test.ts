import { describe, expect, it } from 'vitest';
import { LAST_PLACES_THRESHOLD } from '../constants';
import { AVAILABILITY_LABELS } from '../enums';
import { availabilityOf } from './availability';

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
