import { formatDate } from '../format/date-times';
import { t } from '../i18n';
import { parisInstant } from '../format/paris-input';
import { parisParts } from '../format/wall-clock';
import { SURVEY_THEMES, SURVEY_THEME_LABELS, type SurveyTheme } from '../surveys/questionnaire';
import { NO_STARS, RATE_DECIMALS, starAnswers, starsAverage, type StarCounts } from './figures';

/*
 * The results a provider publishes (Qualiopi indicator 2, decision 079): for an action, over the
 * sessions that ended in the period, the trainees trained and how many completed it, and from the
 * closed satisfaction surveys the satisfaction rate and the average per theme. The server adds up
 * counts in SQL; every ratio, the period and the publication threshold come from here.
 */

/** Results are shown to the public once this many trainees answered the satisfaction survey. */
export const QUALITY_RESULTS_MIN_ANSWERS = 5;
/** The public figures cover the sessions ended in the last this many whole months. */
export const QUALITY_RESULTS_MONTHS = 12;
/** The question whose 4 and 5 stars make the satisfaction rate. */
export const SATISFACTION_QUESTION_KEY = 'general.satisfaction';
/** The stars counted as satisfied. */
export const SATISFIED_STARS = [4, 5] as const;

/** Sessions ending from `from` (included) to `to` (excluded), instants of Paris midnights. */
export interface QualityPeriod {
  from: Date;
  to: Date;
}

/** The last QUALITY_RESULTS_MONTHS whole months in Paris before the month of `now`. */
export function rollingQualityPeriod(now: Date): QualityPeriod {
  const { year, month } = parisParts(now);
  const to = parisInstant({ year, month, day: 1, hour: 0, minute: 0 });
  const start = year * 12 + (month - 1) - QUALITY_RESULTS_MONTHS;
  const from = parisInstant({
    year: Math.floor(start / 12),
    month: (start % 12) + 1,
    day: 1,
    hour: 0,
    minute: 0,
  });
  return { from, to };
}

/** A calendar year in Paris (the PDF's). */
export function yearQualityPeriod(year: number): QualityPeriod {
  return {
    from: parisInstant({ year, month: 1, day: 1, hour: 0, minute: 0 }),
    to: parisInstant({ year: year + 1, month: 1, day: 1, hour: 0, minute: 0 }),
  };
}

/** What the server adds up for an action (or a provider) over a period. */
export interface QualitySums {
  /** Trainees present, wholly or partly (SURVEY_TRAINEE_STATUSES), in the period's held sessions. */
  trained: number;
  /** Of them, those present throughout (PRESENT). */
  completed: number;
  /** Answer sheets filled in the closed satisfaction surveys of those sessions. */
  answers: number;
  /** The stars given to SATISFACTION_QUESTION_KEY. */
  satisfaction: StarCounts;
  /** The stars given per theme, all its rating questions together. */
  themes: Partial<Record<string, StarCounts>>;
}

/** The sums of nothing: where adding up starts. */
export function emptyQualitySums(): QualitySums {
  return { trained: 0, completed: 0, answers: 0, satisfaction: NO_STARS, themes: {} };
}

export interface QualityResults {
  /** The days covered, `YYYY-MM-DD` in Paris, both included. */
  period: { from: string; to: string };
  trained: number;
  /** Completed out of trained, 0 to 1; null when nobody was trained. */
  completionRate: number | null;
  answers: number;
  /** Satisfied answers to the overall satisfaction question, 0 to 1; null without any. */
  satisfactionRate: number | null;
  /** The average stars of each theme of the questionnaire, in its order (null: no answer). */
  themes: { theme: SurveyTheme; label: string; average: number | null }[];
  /** Enough answers to publish (QUALITY_RESULTS_MIN_ANSWERS). */
  publishable: boolean;
}

const isoDay = (instant: Date) => {
  const { year, month, day } = parisParts(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

function rate(part: number, whole: number): number | null {
  if (whole === 0) return null;
  const factor = 10 ** RATE_DECIMALS;
  return Math.round((part / whole) * factor) / factor;
}

/** The figures of `sums` over `period`. */
export function qualityResultsOf(sums: QualitySums, period: QualityPeriod): QualityResults {
  const satisfied = SATISFIED_STARS.reduce(
    (sum, stars) => sum + (sums.satisfaction[stars - 1] ?? 0),
    0,
  );
  return {
    period: { from: isoDay(period.from), to: isoDay(new Date(period.to.getTime() - 1)) },
    trained: sums.trained,
    completionRate: rate(sums.completed, sums.trained),
    answers: sums.answers,
    satisfactionRate: rate(satisfied, starAnswers(sums.satisfaction)),
    themes: SURVEY_THEMES.map((theme) => ({
      theme,
      label: SURVEY_THEME_LABELS[theme],
      average: starsAverage(sums.themes[theme] ?? []),
    })),
    publishable: sums.answers >= QUALITY_RESULTS_MIN_ANSWERS,
  };
}

/** "du 01/11/2025 au 31/10/2026": the period as the pages and the PDF write it. */
export function formatQualityPeriod(period: { from: string; to: string }): string {
  // Noon UTC is the same day in Paris, whatever the season.
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);
  return t('qualityResults.period', { from: day(period.from), to: day(period.to) });
}
