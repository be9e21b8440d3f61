import { describe, expect, it } from 'vitest';
import {
  formatQualityPeriod,
  qualityResultsOf,
  QUALITY_RESULTS_MIN_ANSWERS,
  rollingQualityPeriod,
  yearQualityPeriod,
  type QualitySums,
} from './quality-results';

describe('the periods of the quality results', () => {
  it('covers the twelve whole months before the current one, from Paris midnights', () => {
    const period = rollingQualityPeriod(new Date('2026-11-30T10:00:00Z'));
    // Winter time: Paris midnight is 23:00 UTC the day before.
    expect(period.from.toISOString()).toBe('2025-10-31T23:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });

  it('counts months across a new year, and starts the month as Paris does', () => {
    // 31 December 23:30 UTC is already January in Paris: December is the last whole month.
    const period = rollingQualityPeriod(new Date('2026-12-31T23:30:00Z'));
    expect(period.from.toISOString()).toBe('2025-12-31T23:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    // In summer, Paris midnight is 22:00 UTC.
    expect(rollingQualityPeriod(new Date('2027-07-15T12:00:00Z')).to.toISOString()).toBe(
      '2027-06-30T22:00:00.000Z',
    );
  });

  it('gives a calendar year, and writes a period the French way', () => {
    const year = yearQualityPeriod(2026);
    expect([year.from.toISOString(), year.to.toISOString()]).toEqual([
      '2025-12-31T23:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
    ]);
    expect(formatQualityPeriod({ from: '2025-11-01', to: '2026-10-31' })).toBe(
      'du 01/11/2025 au 31/10/2026',
    );
  });
});

describe('qualityResultsOf', () => {
  const sums = (overrides: Partial<QualitySums> = {}): QualitySums => ({
    trained: 8,
    completed: 7,
    answers: 6,
    satisfaction: [0, 1, 1, 1, 3],
    themes: { general: [0, 1, 1, 1, 3], contents: [0, 0, 0, 6, 6] },
    ...overrides,
  });
  const period = rollingQualityPeriod(new Date('2026-11-30T10:00:00Z'));

  it('turns the sums into rates and averages, the days covered both included', () => {
    const results = qualityResultsOf(sums(), period);
    expect(results.period).toEqual({ from: '2025-11-01', to: '2026-10-31' });
    expect(results.completionRate).toBe(0.875);
    // 4 and 5 stars: 1 + 3 of 6.
    expect(results.satisfactionRate).toBe(0.667);
    expect(results.themes.map((theme) => [theme.theme, theme.average])).toEqual([
      ['management', null],
      ['beneficiaryInfo', null],
      ['contents', 4.5],
      ['pedagogicalGoals', null],
      ['general', 4],
    ]);
    expect(results.publishable).toBe(true);
  });

  it('publishes from the threshold only, and has no rate without a denominator', () => {
    expect(
      qualityResultsOf(sums({ answers: QUALITY_RESULTS_MIN_ANSWERS - 1 }), period).publishable,
    ).toBe(false);
    expect(
      qualityResultsOf(sums({ answers: QUALITY_RESULTS_MIN_ANSWERS }), period).publishable,
    ).toBe(true);
    const empty = qualityResultsOf(
      sums({ trained: 0, completed: 0, answers: 0, satisfaction: [0, 0, 0, 0, 0], themes: {} }),
      period,
    );
    expect([empty.completionRate, empty.satisfactionRate]).toEqual([null, null]);
  });
});
