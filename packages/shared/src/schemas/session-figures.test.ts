import { describe, expect, it } from 'vitest';
import { sessionCostFigures, shareOf } from './session-figures';

describe('shareOf', () => {
  it('divides to the nearest cent, half away from zero', () => {
    expect(shareOf('200.05', 2)).toBe('100.03');
    expect(shareOf('200.05', 3)).toBe('66.68');
    expect(shareOf('10.00', 3)).toBe('3.33');
    expect(shareOf('-0.05', 2)).toBe('-0.03');
  });

  it('has nothing to divide by without a divisor', () => {
    expect(shareOf('100.00', 0)).toBeNull();
  });
});

describe('sessionCostFigures', () => {
  it('gives the cost per seat held and per trainee who came', () => {
    expect(sessionCostFigures('900.00', { takenSeats: 12, attended: 9 })).toEqual({
      cost: '900.00',
      takenSeats: 12,
      attended: 9,
      costPerSeat: '75.00',
      costPerAttendee: '100.00',
    });
  });
});
