import {
  STAR_RATING_MAX,
  STAR_RATING_MIN,
  ratingQuestions,
  textQuestions,
  type Questionnaire,
  type SurveyAnswers,
} from '@passerelle/shared';
import { tabStorage } from '~/lib/session';

/*
 * Answers not sent yet, kept in the tab's sessionStorage so that a reload (or a sign-in again)
 * does not lose them; per user and answer sheet, removed once sent. sessionStorage rather than
 * localStorage: the answers do not outlive the tab on a shared computer.
 */

export interface SurveyDraft extends SurveyAnswers {
  /** The step the trainee was on. */
  step: number;
}

const PREFIX = 'passerelle.survey-draft';

function keyOf(userId: number, sheetId: number) {
  return `${PREFIX}.${userId}.${sheetId}`;
}

/** The stored draft, keeping only answers the questionnaire asks (stored data is untrusted). */
export function readDraft(
  userId: number,
  sheetId: number,
  questionnaire: Questionnaire,
): SurveyDraft | null {
  const raw = tabStorage()?.getItem(keyOf(userId, sheetId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SurveyDraft, unknown>>;
    const ratings: Record<string, number> = {};
    const comments: Record<string, string> = {};
    const storedRatings = (value.ratings ?? {}) as Record<string, unknown>;
    const storedComments = (value.comments ?? {}) as Record<string, unknown>;
    for (const { key } of ratingQuestions(questionnaire)) {
      const stars = storedRatings[key];
      if (
        typeof stars === 'number' &&
        Number.isInteger(stars) &&
        stars >= STAR_RATING_MIN &&
        stars <= STAR_RATING_MAX
      ) {
        ratings[key] = stars;
      }
    }
    for (const { key } of textQuestions(questionnaire)) {
      const text = storedComments[key];
      if (typeof text === 'string') comments[key] = text;
    }
    const step = typeof value.step === 'number' && Number.isInteger(value.step) ? value.step : 0;
    if (Object.keys(ratings).length === 0 && Object.keys(comments).length === 0) return null;
    return { ratings, comments, step: Math.max(step, 0) };
  } catch {
    tabStorage()?.removeItem(keyOf(userId, sheetId));
    return null;
  }
}

export function writeDraft(userId: number, sheetId: number, draft: SurveyDraft): void {
  try {
    tabStorage()?.setItem(keyOf(userId, sheetId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the reload safety net.
  }
}

export function clearDraft(userId: number, sheetId: number): void {
  tabStorage()?.removeItem(keyOf(userId, sheetId));
}
