import type { SessionStatus } from '../enums';
import {
  SURVEY_THEME_LABELS,
  isSurveySessionStatus,
  questionsOf,
  type Questionnaire,
  type QuestionRow,
  type SurveyQuestion,
} from './questionnaire';

/*
 * The cold evaluation (évaluation à froid, issue 12 item 7, decision 035): a second, shorter
 * questionnaire sent some days after the session (90 by default, per action type) asking whether
 * the training is applied at work. Same model as the satisfaction questionnaire (decision 032):
 * themes, 1–5 ratings (all required) and optional free-text items, keys `<theme>.<name>`,
 * snapshotted per survey; no conditioned questions.
 */

/** The two themes of the cold evaluation, in the order they are asked. */
export const COLD_SURVEY_THEMES = ['application', 'impact'] as const;
export type ColdSurveyTheme = (typeof COLD_SURVEY_THEMES)[number];

export const COLD_SURVEY_THEME_LABELS = {
  application: 'Mise en pratique',
  impact: 'Effets sur votre activité',
} as const satisfies Record<ColdSurveyTheme, string>;

/**
 * The version of the cold evaluation's questions below. Change it with any change of their
 * wording or order: evaluations opened before keep their snapshot.
 */
export const COLD_QUESTIONNAIRE_VERSION = 1;

/** Statements rated from 1 (not at all) to 5 (fully), and two optional free texts. */
const COLD_QUESTIONS: readonly QuestionRow<ColdSurveyTheme>[] = [
  [
    'application',
    'applied',
    'rating',
    'Vous mettez en pratique dans votre travail ce que vous avez appris',
  ],
  ['application', 'frequency', 'rating', 'Vous utilisez ces acquis régulièrement'],
  ['application', 'example', 'text', 'Un exemple de ce que vous mettez en pratique'],
  ['impact', 'practice', 'rating', 'La formation a fait évoluer vos pratiques professionnelles'],
  [
    'impact',
    'usefulness',
    'rating',
    'Avec le recul, la formation vous est utile dans votre activité',
  ],
  [
    'impact',
    'obstacles',
    'text',
    'Ce qui vous empêche de mettre en pratique ce que vous avez appris',
  ],
];

/** The questions of the cold evaluation (version 1), in the order they are asked. */
export const COLD_SURVEY_QUESTIONS: readonly SurveyQuestion[] = questionsOf(COLD_QUESTIONS);

/** The cold evaluation's questionnaire, the same for every action type. */
export function coldQuestionnaire(): Questionnaire {
  return {
    kind: 'COLD',
    version: COLD_QUESTIONNAIRE_VERSION,
    themes: COLD_SURVEY_THEMES.map((key) => ({ key, label: COLD_SURVEY_THEME_LABELS[key] })),
    questions: [...COLD_SURVEY_QUESTIONS],
  };
}

/** Every theme's label, of either questionnaire, by key. */
const THEME_LABELS: Readonly<Record<string, string>> = {
  ...SURVEY_THEME_LABELS,
  ...COLD_SURVEY_THEME_LABELS,
};

/**
 * The French label of a theme of the satisfaction questionnaire or of the cold evaluation;
 * undefined for a theme neither knows (a snapshot's own label then prevails).
 */
export function surveyThemeLabel(key: string): string | undefined {
  return Object.hasOwn(THEME_LABELS, key) ? THEME_LABELS[key] : undefined;
}

// When a session's cold evaluation opens (decision 035).

/** The delay an action type starts with, and its bounds, in days after the session's end. */
export const COLD_SURVEY_DEFAULT_DELAY_DAYS = 90;
export const COLD_SURVEY_MIN_DELAY_DAYS = 1;
export const COLD_SURVEY_MAX_DELAY_DAYS = 730;

/**
 * A cold evaluation due longer ago than this is never opened: switching the option on for a type
 * must not mail the trainees of sessions that ended years ago. The scheduled job looks at every
 * session due within this window, so a server stopped for less than this loses nothing.
 */
export const COLD_SURVEY_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a session's cold evaluation is due: `delayDays` whole days (24 hours each, as the server's
 * SQL counts them) after the session's end.
 */
export function coldSurveyDueDate(endDate: Date | string, delayDays: number): Date {
  return new Date(new Date(endDate).getTime() + delayDays * DAY_MS);
}

/** The last moment a cold evaluation due at `dueAt` may still open. */
export function coldSurveyOpensUntil(dueAt: Date): Date {
  return new Date(dueAt.getTime() + COLD_SURVEY_GRACE_DAYS * DAY_MS);
}

/** What a session's cold evaluation depends on before it opens. */
export interface ColdSurveySource {
  /** The action type's `coldSurveyEnabled` and `coldSurveyDelayDays`. */
  coldSurveyEnabled: boolean;
  coldSurveyDelayDays: number;
  /** The session's own survey switch (`surveyEnabled`), status and end. */
  surveyEnabled: boolean;
  status: SessionStatus;
  endDate: Date | string;
}

/**
 * The plan of a session's cold evaluation that has not opened: none (its type does not ask for
 * one, its survey is off, it was cancelled, or its date is past the grace window), or its date.
 * A session not realised yet is planned: its evaluation opens on that date if it is realised
 * by then (or within the grace window after it).
 */
export type ColdSurveyPlan =
  | { planned: false; reason: 'typeDisabled' | 'surveyDisabled' | 'canceled' | 'expired' }
  | { planned: true; dueAt: Date; due: boolean };

export function coldSurveyPlan(source: ColdSurveySource, now: Date = new Date()): ColdSurveyPlan {
  if (!source.coldSurveyEnabled) return { planned: false, reason: 'typeDisabled' };
  if (!source.surveyEnabled) return { planned: false, reason: 'surveyDisabled' };
  if (source.status === 'CANCELED') return { planned: false, reason: 'canceled' };
  const dueAt = coldSurveyDueDate(source.endDate, source.coldSurveyDelayDays);
  if (coldSurveyOpensUntil(dueAt).getTime() < now.getTime()) {
    return { planned: false, reason: 'expired' };
  }
  return { planned: true, dueAt, due: dueAt.getTime() <= now.getTime() };
}

/**
 * Whether the scheduled job opens the session's cold evaluation now (when it has none): its type
 * asks for one, its survey is on, it took place (SURVEY_SESSION_STATUSES) and its date came
 * within the grace window. The job's SQL applies the same conditions.
 */
export function isColdSurveyDue(source: ColdSurveySource, now: Date = new Date()): boolean {
  const plan = coldSurveyPlan(source, now);
  return plan.planned && plan.due && isSurveySessionStatus(source.status);
}
