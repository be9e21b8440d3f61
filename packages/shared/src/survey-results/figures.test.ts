import { describe, expect, it } from 'vitest';
import { surveyViewListQuerySchema } from '../schemas/survey-results';
import {
  NO_STARS,
  addStars,
  formatAverage,
  formatRate,
  rateWithin,
  responseRate,
  starAnswers,
  starShares,
  starsAverage,
} from './figures';

describe('survey figures', () => {
  it('averages the stars of a distribution, weighing every answer alike', () => {
    expect(starsAverage([0, 1, 1, 0, 1])).toBe(3.33);
    expect(starsAverage([0, 0, 0, 0, 4])).toBe(5);
    expect(starsAverage(NO_STARS)).toBeNull();
    // Two surveys added up: (2×1 + 1×5) / 3, not the average of their averages (1 and 5 → 3).
    const together = addStars([2, 0, 0, 0, 0], [0, 0, 0, 0, 1]);
    expect(together).toEqual([2, 0, 0, 0, 1]);
    expect(starAnswers(together)).toBe(3);
    expect(starsAverage(together)).toBe(2.33);
  });

  it('gives the response rate from 0 to 1, none without any sheet', () => {
    expect(responseRate(3, 4)).toBe(0.75);
    expect(responseRate(5, 6)).toBe(0.833);
    expect(responseRate(0, 3)).toBe(0);
    expect(responseRate(0, 0)).toBeNull();
  });

  it('filters by response rate in percent, bounds included', () => {
    expect(rateWithin(3, 4, {})).toBe(true);
    expect(rateWithin(0, 0, {})).toBe(true);
    expect(rateWithin(3, 4, { rateMin: 75 })).toBe(true);
    expect(rateWithin(3, 4, { rateMax: 75 })).toBe(true);
    expect(rateWithin(3, 4, { rateMin: 76 })).toBe(false);
    expect(rateWithin(3, 4, { rateMax: 74 })).toBe(false);
    expect(rateWithin(0, 0, { rateMin: 0 })).toBe(false);
  });

  it('gives the share of each star value', () => {
    expect(starShares([1, 0, 0, 1, 2])).toEqual([0.25, 0, 0, 0.25, 0.5]);
    expect(starShares(NO_STARS)).toEqual([0, 0, 0, 0, 0]);
  });

  it('writes averages and rates in French', () => {
    expect(formatAverage(3.96)).toBe('4,0');
    expect(formatAverage(3.33)).toBe('3,3');
    expect(formatAverage(null)).toBe('–');
    expect(formatRate(0.833)).toMatch(/^83[\u00a0\u202f]%$/);
    expect(formatRate(1)).toMatch(/^100[\u00a0\u202f]%$/);
    expect(formatRate(null)).toBe('–');
  });

  it('refuses reversed rate bounds and rates outside 0–100, in French', () => {
    const parsed = surveyViewListQuerySchema.safeParse({ rateMin: '60', rateMax: '40' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Le taux de réponse minimum doit être inférieur ou égal au taux maximum',
    );
    expect(surveyViewListQuerySchema.safeParse({ rateMax: '101' }).success).toBe(false);
    expect(surveyViewListQuerySchema.parse({ rateMin: '', status: 'CLOSED' })).toMatchObject({
      status: 'CLOSED',
      kind: 'HOT',
      rateMin: undefined,
    });
  });
});
