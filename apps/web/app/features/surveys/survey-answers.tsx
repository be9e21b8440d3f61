import { questionnaireSteps, t, type Questionnaire, type SurveyAnswers } from '@passerelle/shared';

import { StarRatingValue } from './star-rating';

/** A sent answer sheet, read-only: each theme with its questions and the answers given. */
export function SurveyAnswersView({
  questionnaire,
  answers,
}: {
  questionnaire: Questionnaire;
  answers: SurveyAnswers;
}) {
  return (
    <div className="space-y-6">
      {questionnaireSteps(questionnaire).map(({ theme, questions }) => (
        <section key={theme.key} aria-labelledby={`answers-${theme.key}`} className="space-y-3">
          <h2 id={`answers-${theme.key}`} className="text-xl font-bold">
            {theme.label}
          </h2>
          <dl className="space-y-3">
            {questions.map((question) => (
              <div key={question.key} className="flex flex-col gap-1">
                <dt className="font-medium">{question.label}</dt>
                <dd>
                  {question.type === 'rating' ? (
                    <StarRatingValue value={answers.ratings[question.key] ?? null} />
                  ) : (
                    <span className="whitespace-pre-line">
                      {answers.comments[question.key] ?? t('surveys.form.noAnswer')}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
