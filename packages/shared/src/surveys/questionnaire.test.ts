import { describe, expect, it } from 'vitest';
import {
  SURVEY_THEMES,
  answerSheetSchema,
  answeredRatingCount,
  conditionedQuestionKey,
  missingRatings,
  questionnaireSchema,
  questionnaireSteps,
  ratingQuestions,
  satisfactionQuestionnaire,
  textQuestions,
  type Questionnaire,
} from './index';

function fullRatings(questionnaire = satisfactionQuestionnaire()) {
  return Object.fromEntries(ratingQuestions(questionnaire).map((question) => [question.key, 4]));
}

describe('the default satisfaction questionnaire', () => {
  const questionnaire = satisfactionQuestionnaire();

  it('asks 1–5 star ratings in each of the five themes, in order, plus free-text items', () => {
    expect(questionnaire.themes.map((theme) => theme.key)).toEqual([...SURVEY_THEMES]);
    for (const theme of SURVEY_THEMES) {
      const ratings = ratingQuestions(questionnaire).filter((q) => q.theme === theme);
      expect(ratings.length, theme).toBeGreaterThanOrEqual(2);
    }
    expect(textQuestions(questionnaire).length).toBeGreaterThan(0);
    expect(questionnaireSteps(questionnaire).map((step) => step.theme.label)).toEqual([
      'Organisation de la formation',
      'Information des participants',
      'Contenus et animation',
      'Objectifs pédagogiques',
      'Appréciation générale',
    ]);
  });

  it('requires every rating and no free-text item', () => {
    for (const question of questionnaire.questions) {
      expect(question.required, question.key).toBe(question.type === 'rating');
    }
  });

  it('has unique keys named after their theme', () => {
    const keys = questionnaire.questions.map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const question of questionnaire.questions) {
      expect(question.key.startsWith(`${question.theme}.`), question.key).toBe(true);
    }
  });

  it('is a valid snapshot for the API', () => {
    expect(questionnaireSchema.parse(questionnaire)).toEqual(questionnaire);
  });
});

describe('conditioned questions of an action type', () => {
  it('join the contents theme as required ratings, after its ratings and before its texts', () => {
    const questionnaire = satisfactionQuestionnaire([
      '  La qualité des outils   à distance ',
      '',
      'La qualité des outils à distance',
      "L'ergonomie de la plateforme",
    ]);
    const contents = questionnaire.questions.filter((question) => question.theme === 'contents');
    expect(contents.map((question) => [question.type, question.conditioned])).toEqual([
      ['rating', false],
      ['rating', false],
      ['rating', false],
      ['rating', false],
      ['rating', true],
      ['rating', true],
      ['text', false],
    ]);
    const conditioned = questionnaire.questions.filter((question) => question.conditioned);
    expect(conditioned).toEqual([
      {
        key: 'conditioned.la-qualite-des-outils-a-distance',
        theme: 'contents',
        type: 'rating',
        label: 'La qualité des outils à distance',
        required: true,
        conditioned: true,
      },
      expect.objectContaining({ key: 'conditioned.l-ergonomie-de-la-plateforme' }),
    ]);
  });

  it('get distinct keys when two wordings fold to the same one', () => {
    const questionnaire = satisfactionQuestionnaire(['Clarté ?', 'Clarté !', 'CLARTÉ']);
    expect(questionnaire.questions.filter((q) => q.conditioned).map((q) => q.key)).toEqual([
      'conditioned.clarte',
      'conditioned.clarte-2',
      'conditioned.clarte-3',
    ]);
  });

  it('have a key even without a letter or digit', () => {
    expect(conditionedQuestionKey('???')).toBe('conditioned.question');
  });

  it('appear only in the questionnaire of their type', () => {
    expect(satisfactionQuestionnaire().questions.some((question) => question.conditioned)).toBe(
      false,
    );
  });
});

describe('versioning', () => {
  it('keeps the wording of a snapshot whatever the questions become', () => {
    const snapshot = JSON.parse(
      JSON.stringify(satisfactionQuestionnaire(['Ancienne formulation'])),
    ) as Questionnaire;
    const later = satisfactionQuestionnaire(['Nouvelle formulation']);
    expect(snapshot.questions.find((q) => q.conditioned)?.label).toBe('Ancienne formulation');
    expect(later.questions.find((q) => q.conditioned)?.label).toBe('Nouvelle formulation');
    // The sheet of the snapshot still checks the answers it was given to.
    const ratings = fullRatings(snapshot);
    expect(answerSheetSchema(snapshot).safeParse({ ratings }).success).toBe(true);
    expect(answerSheetSchema(later).safeParse({ ratings }).success).toBe(false);
  });
});

describe('the answer sheet', () => {
  const questionnaire = satisfactionQuestionnaire(['Question du type']);
  const schema = answerSheetSchema(questionnaire);

  it('accepts every rating with optional texts, trimmed, blank ones dropped', () => {
    const ratings = fullRatings(questionnaire);
    expect(
      schema.parse({
        ratings,
        comments: { 'general.strengths': '  Les échanges  ', 'general.improvements': '  ' },
      }),
    ).toEqual({ ratings, comments: { 'general.strengths': 'Les échanges' } });
    expect(schema.parse({ ratings })).toEqual({ ratings, comments: {} });
  });

  it('refuses a missing rating with "Champ obligatoire"', () => {
    const { ['conditioned.question-du-type']: _missing, ...ratings } = fullRatings(questionnaire);
    const result = schema.safeParse({ ratings });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['ratings', 'conditioned.question-du-type'],
        message: 'Champ obligatoire',
      }),
    ]);
  });

  it('refuses ratings outside 1 to 5, non-integers and unknown questions', () => {
    const ratings = fullRatings(questionnaire);
    for (const bad of [0, 6, 2.5]) {
      const result = schema.safeParse({ ratings: { ...ratings, 'general.satisfaction': bad } });
      expect(result.success, String(bad)).toBe(false);
    }
    expect(schema.safeParse({ ratings: { ...ratings, other: 3 } }).success).toBe(false);
    expect(schema.safeParse({ ratings, comments: { other: 'x' } }).success).toBe(false);
  });

  it('refuses a text longer than 2000 characters', () => {
    const result = schema.safeParse({
      ratings: fullRatings(questionnaire),
      comments: { 'general.strengths': 'x'.repeat(2001) },
    });
    expect(result.error?.issues[0]?.message).toBe('Maximum 2000 caractères');
  });

  it('names the missing ratings of a step and counts the progress', () => {
    const [first] = questionnaireSteps(questionnaire);
    const keys = first!.questions.map((question) => question.key);
    expect(missingRatings(first!.questions, { [keys[0]!]: 5 }).map((q) => q.key)).toEqual(
      keys.slice(1),
    );
    expect(answeredRatingCount(questionnaire, { [keys[0]!]: 5, [keys[1]!]: 9 })).toEqual({
      answered: 1,
      total: ratingQuestions(questionnaire).length,
    });
  });
});
