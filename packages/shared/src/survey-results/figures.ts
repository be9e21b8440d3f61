import { frenchNumberFormat } from '../format/intl';
import { STAR_RATING_MAX, STAR_RATING_MIN } from '../constants';

/*
 * The figures of the satisfaction surveys' results (decision 034), computed the same way by the
 * server (the API's answers, the export) and the web app (what it shows): response rate, average
 * stars, the distribution of stars, and how they are rounded and written in French. The server
 * only adds up counts in SQL (answer sheets, stars given); every ratio comes from here.
 */

/** The star values, 1 to 5 (spec §9). */
export const STAR_VALUES = Array.from(
  { length: STAR_RATING_MAX - STAR_RATING_MIN + 1 },
  (_, index) => STAR_RATING_MIN + index,
);

/** How many answers gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
export type StarCounts = readonly number[];

/** The distribution of no answer. */
export const NO_STARS: StarCounts = STAR_VALUES.map(() => 0);

/** The number of answers of a distribution. */
export function starAnswers(stars: StarCounts): number {
  return stars.reduce((sum, count) => sum + count, 0);
}

/** Two distributions added up (a roll-up weighs every answer alike, never averages averages). */
export function addStars(a: StarCounts, b: StarCounts): StarCounts {
  return STAR_VALUES.map((_, index) => (a[index] ?? 0) + (b[index] ?? 0));
}

/** Decimals an average keeps in the API; the screens show one. */
export const AVERAGE_DECIMALS = 2;
/** Decimals a rate (a fraction from 0 to 1) keeps in the API: a tenth of a percent. */
export const RATE_DECIMALS = 3;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The mean number of stars of a distribution, null without any answer. */
export function starsAverage(stars: StarCounts): number | null {
  const answers = starAnswers(stars);
  if (answers === 0) return null;
  const total = stars.reduce((sum, count, index) => sum + count * STAR_VALUES[index]!, 0);
  return round(total / answers, AVERAGE_DECIMALS);
}

/**
 * The response rate: FILLED answer sheets out of all the sheets (the trainees the survey went
 * to), from 0 to 1; null when the survey went to nobody.
 */
export function responseRate(filled: number, sheets: number): number | null {
  return sheets === 0 ? null : round(filled / sheets, RATE_DECIMALS);
}

/**
 * The response rate filter (percentages, bounds included): a survey matches when it went to
 * somebody and `min ≤ 100 × filled / sheets ≤ max`. The server writes the same comparison in SQL
 * without division (`100 × filled ≥ min × sheets`); a test holds both to this function.
 */
export function rateWithin(
  filled: number,
  sheets: number,
  bounds: { rateMin?: number; rateMax?: number },
): boolean {
  if (bounds.rateMin === undefined && bounds.rateMax === undefined) return true;
  if (sheets === 0) return false;
  if (bounds.rateMin !== undefined && 100 * filled < bounds.rateMin * sheets) return false;
  if (bounds.rateMax !== undefined && 100 * filled > bounds.rateMax * sheets) return false;
  return true;
}

/** The share of each star value in a distribution, from 0 to 1 (all zero without answers). */
export function starShares(stars: StarCounts): number[] {
  const answers = starAnswers(stars);
  return STAR_VALUES.map((_, index) => (answers === 0 ? 0 : (stars[index] ?? 0) / answers));
}

/** "4,3" (one decimal, French comma); "–" when there is no average. */
export function formatAverage(average: number | null): string {
  return average === null
    ? '–'
    : frenchNumberFormat({
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }).format(average);
}

/** "67 %" (whole percent, French spacing); "–" when there is no rate. */
export function formatRate(rate: number | null): string {
  return rate === null
    ? '–'
    : frenchNumberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(rate);
}
