import { z } from 'zod';
import { STAR_RATING_MAX, STAR_RATING_MIN } from '../constants';
import { optionalText, starRatingField } from '../schemas/fields';
import {
  SURVEY_KINDS,
  SURVEY_QUESTION_TYPES,
  SURVEY_TEXT_MAX_LENGTH,
  ratingQuestions,
  textQuestions,
  type Questionnaire,
  type SurveyQuestion,
} from './questionnaire';

/** A questionnaire snapshot as the API hands it over (and as the server reads it back). */
export const surveyQuestionSchema = z.object({
  key: z.string(),
  theme: z.string(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  label: z.string(),
  required: z.boolean(),
  conditioned: z.boolean(),
});

export const questionnaireSchema = z.object({
  kind: z.enum(SURVEY_KINDS),
  version: z.number().int(),
  themes: z.array(z.object({ key: z.string(), label: z.string() })),
  questions: z.array(surveyQuestionSchema),
});

/** One trainee's answers: ratings 1 to 5 by question key, free-text items by key. */
export interface SurveyAnswers {
  ratings: Record<string, number>;
  comments: Record<string, string>;
}

export const surveyAnswersSchema = z.object({
  ratings: z.record(z.string(), z.number().int()),
  comments: z.record(z.string(), z.string()),
});

/**
 * The answer sheet of `questionnaire` (both sides): every rating question required, 1 to 5 stars
 * ('Champ obligatoire' when missing); free-text items optional, trimmed, at most
 * SURVEY_TEXT_MAX_LENGTH characters, blank ones dropped; an unknown key is refused.
 */
export function answerSheetSchema(questionnaire: Questionnaire) {
  const ratings = Object.fromEntries(
    ratingQuestions(questionnaire).map((question) => [question.key, starRatingField]),
  );
  const comments = Object.fromEntries(
    textQuestions(questionnaire).map((question) => [
      question.key,
      optionalText(SURVEY_TEXT_MAX_LENGTH),
    ]),
  );
  return z.strictObject({
    ratings: z.strictObject(ratings),
    comments: z
      .strictObject(comments)
      .optional()
      .transform((values): Record<string, string> => {
        const kept: Record<string, string> = {};
        for (const [key, value] of Object.entries(values ?? {})) {
          if (typeof value === 'string' && value !== '') kept[key] = value;
        }
        return kept;
      }),
  });
}

/** The rating questions among `questions` that `ratings` leaves unanswered (the stepper error). */
export function missingRatings(
  questions: readonly SurveyQuestion[],
  ratings: Readonly<Record<string, number | undefined>>,
): SurveyQuestion[] {
  return questions.filter((question) => {
    if (question.type !== 'rating' || !question.required) return false;
    const value = ratings[question.key];
    return !(
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= STAR_RATING_MIN &&
      value <= STAR_RATING_MAX
    );
  });
}

/** How far a trainee is: rating questions answered, out of all of them. */
export function answeredRatingCount(
  questionnaire: Questionnaire,
  ratings: Readonly<Record<string, number | undefined>>,
): { answered: number; total: number } {
  const questions = ratingQuestions(questionnaire);
  return {
    answered: questions.length - missingRatings(questions, ratings).length,
    total: questions.length,
  };
}

/**
 * The body of `PUT /api/registration_surveys/{id}` as the route reads it (ratings are numbers,
 * comments texts); the server then checks it against the sheet's own questionnaire
 * (answerSheetSchema).
 */
export const surveyAnswersBodySchema = z.object({
  ratings: z.record(z.string(), z.number()),
  comments: z.record(z.string(), z.string()).optional(),
});
export type SurveyAnswersBody = z.infer<typeof surveyAnswersBodySchema>;
