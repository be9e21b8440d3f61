import {
  SURVEY_STATUS_LABELS,
  formatDay,
  questionnaireSteps,
  t,
  type SessionSurvey,
} from '@passerelle/shared';

import { Link } from 'react-router';

import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/**
 * A session's survey as staff and its provider read it (`session_surveys/{id}`): its status, how
 * many trainees answered, and the questions it was opened with. Never a trainee's answers.
 */
export function SessionSurveySummary({ survey }: { survey: SessionSurvey }) {
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="font-medium">{t('surveys.session.status')}</dt>
          <dd>
            <Badge tone={survey.status === 'OPEN' ? 'success' : 'neutral'}>
              {SURVEY_STATUS_LABELS[survey.status]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('surveys.session.answers')}</dt>
          <dd>
            {t('surveys.session.answerCount', {
              count: survey.filledCount,
              total: survey.traineeCount,
            })}
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('surveys.session.openedAt')}</dt>
          <dd>{formatDay(survey.openedAt)}</dd>
        </div>
      </dl>
      {survey.enabled ? null : <p>{t('surveys.session.disabled')}</p>}
      <section aria-labelledby="survey-questions" className="space-y-4">
        <h2 id="survey-questions" className="text-2xl font-bold">
          {t('surveys.session.questions')}
        </h2>
        {questionnaireSteps(survey.questionnaire).map(({ theme, questions }) => (
          <div key={theme.key} className="space-y-2">
            <h3 className="text-lg font-bold">{theme.label}</h3>
            <ul className="list-disc space-y-1 pl-6">
              {questions.map((question) => (
                <li key={question.key}>
                  {question.label}
                  {question.type === 'text' ? ` (${t('surveys.session.freeText')})` : ''}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}

/** `/surveys` for staff and providers: what the page is for, and where staff follow the surveys. */
export function StaffSurveysNotice({ staff }: { staff: boolean }) {
  return (
    <div className="space-y-4">
      <p>{t('surveys.list.staffIntro')}</p>
      {staff ? (
        <p>
          <Link to="/back/surveys" className={cn('rounded-sm text-primary underline', focusRing)}>
            {t('surveys.list.staffLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
