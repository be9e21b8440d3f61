import {
  NO_STARS,
  addStars,
  responseRate,
  starAnswers,
  starsAverage,
  surveyThemeLabel,
  type Questionnaire,
  type SurveyFigures,
  type SurveyQuestion,
  type SurveyThemeSnapshot,
  type StarCounts,
} from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import { selectQuestionnaires, type QuestionTotals } from './survey-results.repository.js';

/*
 * From sums to figures (decision 034): the questionnaires the surveys were answered with, merged
 * into one list of themes and questions, and the shared formulas applied to the stars added up in
 * SQL. A theme's or a roll-up's average weighs every answer alike: it is the average of all their
 * stars, never an average of averages.
 */

/**
 * Questionnaires never change once stored (decision 032): each is read once per database handle
 * (an app's; a transaction's lives as long as it), never shared between two databases.
 */
const questionnairesOf = new WeakMap<Executor, Map<number, Questionnaire>>();

export async function loadQuestionnaires(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, Questionnaire>> {
  let questionnaires = questionnairesOf.get(db);
  if (!questionnaires) questionnairesOf.set(db, (questionnaires = new Map()));
  const missing = [...new Set(ids)].filter((id) => !questionnaires.has(id));
  for (const row of await selectQuestionnaires(db, missing))
    questionnaires.set(row.id, row.content);
  return new Map(
    ids.flatMap((id) => (questionnaires.has(id) ? [[id, questionnaires.get(id)!]] : [])),
  );
}

/** Themes and questions of several questionnaires together. */
export interface MergedQuestionnaire {
  themes: SurveyThemeSnapshot[];
  questions: SurveyQuestion[];
}

/**
 * The themes and questions of `list`, each once by key, with the wording of the newest
 * questionnaire asking it (the highest id): the newest one's order, then what only older ones
 * asked, each after the last question of its theme.
 */
export function mergeQuestionnaires(list: ReadonlyMap<number, Questionnaire>): MergedQuestionnaire {
  const newestFirst = [...list.entries()].sort(([a], [b]) => b - a).map(([, content]) => content);
  const themes: SurveyThemeSnapshot[] = [];
  const questions: SurveyQuestion[] = [];
  for (const questionnaire of newestFirst) {
    for (const theme of questionnaire.themes) {
      if (!themes.some((known) => known.key === theme.key)) themes.push(theme);
    }
    for (const question of questionnaire.questions) {
      if (questions.some((known) => known.key === question.key)) continue;
      const lastOfTheme = questions.findLastIndex((known) => known.theme === question.theme);
      if (lastOfTheme === -1) questions.push(question);
      else questions.splice(lastOfTheme + 1, 0, question);
    }
  }
  // Questions follow the order of their themes.
  const rank = (theme: string) => {
    const index = themes.findIndex((known) => known.key === theme);
    return index === -1 ? themes.length : index;
  };
  questions.sort((a, b) => rank(a.theme) - rank(b.theme));
  return { themes, questions };
}

/**
 * A theme's label: from the questionnaires, else the shared one (satisfaction or cold
 * evaluation), else its key.
 */
export function themeLabel(themes: readonly SurveyThemeSnapshot[], key: string): string {
  return themes.find((theme) => theme.key === key)?.label ?? surveyThemeLabel(key) ?? key;
}

/** Adds up distributions by key. */
export function sumByKey<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  starsOf: (row: T) => StarCounts,
): Map<string, StarCounts> {
  const sums = new Map<string, StarCounts>();
  for (const row of rows) {
    const key = keyOf(row);
    sums.set(key, addStars(sums.get(key) ?? NO_STARS, starsOf(row)));
  }
  return sums;
}

const figure = (stars: StarCounts) => ({
  answers: starAnswers(stars),
  average: starsAverage(stars),
  stars: [...stars],
});

/**
 * The figures of surveys: their counts, and per question, per theme and overall the stars given.
 * Every rating question of the questionnaires is listed, answered or not; answers to a key the
 * questionnaires do not hold (none today) count in their theme and overall only.
 */
export function buildFigures(
  counts: { surveys: number; sheets: number; filled: number },
  totals: readonly QuestionTotals[],
  questionnaire: MergedQuestionnaire,
): SurveyFigures {
  const byQuestion = sumByKey(
    totals,
    (row) => row.key,
    (row) => row.stars,
  );
  const byTheme = sumByKey(
    totals,
    (row) => row.theme,
    (row) => row.stars,
  );
  const overall = totals.reduce<StarCounts>((sum, row) => addStars(sum, row.stars), NO_STARS);
  const themeKeys = [
    ...questionnaire.themes.map((theme) => theme.key),
    ...[...byTheme.keys()].filter((key) => !questionnaire.themes.some((t) => t.key === key)),
  ];
  return {
    ...counts,
    rate: responseRate(counts.filled, counts.sheets),
    ...figure(overall),
    themes: themeKeys
      .filter(
        (key) =>
          byTheme.has(key) ||
          questionnaire.questions.some((q) => q.theme === key && q.type === 'rating'),
      )
      .map((key) => ({
        key,
        label: themeLabel(questionnaire.themes, key),
        ...figure(byTheme.get(key) ?? NO_STARS),
      })),
    questions: questionnaire.questions
      .filter((question) => question.type === 'rating')
      .map((question) => ({
        key: question.key,
        theme: question.theme,
        label: question.label,
        conditioned: question.conditioned,
        ...figure(byQuestion.get(question.key) ?? NO_STARS),
      })),
  };
}

/** The themes' averages of a row (a survey, a group), in the order of `themes`. */
export function themeAverages(
  themes: readonly SurveyThemeSnapshot[],
  rows: readonly QuestionTotals[],
): { key: string; answers: number; average: number | null }[] {
  const byTheme = sumByKey(
    rows,
    (row) => row.theme,
    (row) => row.stars,
  );
  return themes.map((theme) => {
    const stars = byTheme.get(theme.key) ?? NO_STARS;
    return { key: theme.key, answers: starAnswers(stars), average: starsAverage(stars) };
  });
}
