import { describe, expect, it } from 'vitest';
import {
  COLD_SURVEY_GRACE_DAYS,
  SURVEY_THEME_LABELS,
  answerSheetSchema,
  coldQuestionnaire,
  coldSurveyDueDate,
  coldSurveyPlan,
  isColdSurveyDue,
  questionnaireSchema,
  questionnaireSteps,
  ratingQuestions,
  satisfactionQuestionnaire,
  surveyThemeLabel,
  textQuestions,
  type ColdSurveySource,
} from './index';

const DAY_MS = 24 * 3600_000;

describe('the cold evaluation questionnaire', () => {
  const questionnaire = coldQuestionnaire();

  it('asks four required ratings and two optional texts in two themes, in order', () => {
    expect(questionnaire.kind).toBe('COLD');
    expect(questionnaireSteps(questionnaire).map((step) => step.theme.label)).toEqual([
      'Mise en pratique',
      'Effets sur votre activité',
    ]);
    expect(ratingQuestions(questionnaire)).toHaveLength(4);
    expect(textQuestions(questionnaire)).toHaveLength(2);
    for (const question of questionnaire.questions) {
      expect(question.required, question.key).toBe(question.type === 'rating');
      expect(question.conditioned, question.key).toBe(false);
      expect(question.key.startsWith(`${question.theme}.`), question.key).toBe(true);
    }
    const keys = questionnaire.questions.map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('shares no question key nor theme with the satisfaction questionnaire', () => {
    const hot = satisfactionQuestionnaire();
    const hotKeys = new Set(hot.questions.map((question) => question.key));
    expect(questionnaire.questions.filter((question) => hotKeys.has(question.key))).toEqual([]);
    const hotThemes = new Set(hot.themes.map((theme) => theme.key));
    expect(questionnaire.themes.filter((theme) => hotThemes.has(theme.key))).toEqual([]);
  });

  it('is a valid snapshot whose answer sheet requires every rating', () => {
    expect(questionnaireSchema.parse(questionnaire)).toEqual(questionnaire);
    const ratings = Object.fromEntries(
      ratingQuestions(questionnaire).map((question) => [question.key, 3]),
    );
    const schema = answerSheetSchema(questionnaire);
    expect(
      schema.parse({ ratings, comments: { 'impact.obstacles': ' Le temps ' } }).comments,
    ).toEqual({ 'impact.obstacles': 'Le temps' });
    const { ['impact.usefulness']: _missing, ...incomplete } = ratings;
    expect(schema.safeParse({ ratings: incomplete }).error?.issues[0]).toMatchObject({
      path: ['ratings', 'impact.usefulness'],
      message: 'Champ obligatoire',
    });
  });

  it('gives the label of a theme of either questionnaire', () => {
    expect(surveyThemeLabel('application')).toBe('Mise en pratique');
    expect(surveyThemeLabel('impact')).toBe('Effets sur votre activité');
    expect(surveyThemeLabel('general')).toBe(SURVEY_THEME_LABELS.general);
    expect(surveyThemeLabel('toString')).toBeUndefined();
    expect(surveyThemeLabel('unknown')).toBeUndefined();
  });
});

describe('when a cold evaluation opens', () => {
  const endDate = new Date('2026-03-10T17:00:00Z');
  const source: ColdSurveySource = {
    coldSurveyEnabled: true,
    coldSurveyDelayDays: 90,
    surveyEnabled: true,
    status: 'REALIZED',
    endDate,
  };
  const dueAt = coldSurveyDueDate(endDate, 90);

  it('is due the delay after the session’s end, in whole days of 24 hours', () => {
    expect(dueAt.toISOString()).toBe('2026-06-08T17:00:00.000Z');
    expect(coldSurveyDueDate(endDate.toISOString(), 1).getTime() - endDate.getTime()).toBe(DAY_MS);
  });

  it('opens from its date until the grace window has passed', () => {
    expect(isColdSurveyDue(source, new Date(dueAt.getTime() - 1))).toBe(false);
    expect(isColdSurveyDue(source, dueAt)).toBe(true);
    const lastMoment = new Date(dueAt.getTime() + COLD_SURVEY_GRACE_DAYS * DAY_MS);
    expect(isColdSurveyDue(source, lastMoment)).toBe(true);
    const tooLate = new Date(lastMoment.getTime() + 1);
    expect(isColdSurveyDue(source, tooLate)).toBe(false);
    expect(coldSurveyPlan(source, tooLate)).toEqual({ planned: false, reason: 'expired' });
  });

  it('needs its type’s option, the session’s survey and a session that took place', () => {
    expect(coldSurveyPlan({ ...source, coldSurveyEnabled: false }, dueAt)).toEqual({
      planned: false,
      reason: 'typeDisabled',
    });
    expect(coldSurveyPlan({ ...source, surveyEnabled: false }, dueAt)).toEqual({
      planned: false,
      reason: 'surveyDisabled',
    });
    expect(coldSurveyPlan({ ...source, status: 'CANCELED' }, dueAt)).toEqual({
      planned: false,
      reason: 'canceled',
    });
    for (const status of ['VALIDATED_MANAGER', 'CLOSED'] as const) {
      expect(isColdSurveyDue({ ...source, status }, dueAt), status).toBe(true);
    }
    // A session not realised yet keeps its plan, but does not open.
    expect(coldSurveyPlan({ ...source, status: 'PROGRAMMED' }, dueAt)).toEqual({
      planned: true,
      dueAt,
      due: true,
    });
    expect(isColdSurveyDue({ ...source, status: 'PROGRAMMED' }, dueAt)).toBe(false);
    expect(coldSurveyPlan(source, endDate)).toEqual({ planned: true, dueAt, due: false });
  });
});
