import { formatDay, formatDayRangeInline, t, type RegistrationSurvey } from '@passerelle/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { buttonClasses } from '~/components/ui/button';

import { SurveyAnswersView } from './survey-answers';
import { SurveyForm } from './survey-form';

/**
 * `/surveys/{id}`: a trainee's answer sheet — the form while it may be answered, the answers
 * once sent (read-only), a notice when the survey was closed without them.
 */
export function SurveySheet({
  sheet: loaded,
  userId,
  title,
}: {
  sheet: RegistrationSurvey;
  userId: number;
  title: string;
}) {
  const [sheet, setSheet] = useState(loaded);
  const { session } = sheet;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="text-xl">{session.actionName}</p>
        <p className="text-muted">
          {t('surveys.form.session', {
            code: session.code,
            dates: formatDayRangeInline(session.startDate, session.endDate),
          })}
        </p>
      </header>
      {sheet.answers ? (
        <>
          <Alert tone="success" role="status">
            {t('surveys.form.filled', { date: formatDay(sheet.filledAt ?? session.endDate) })}
          </Alert>
          <SurveyAnswersView questionnaire={sheet.questionnaire} answers={sheet.answers} />
        </>
      ) : sheet.canAnswer ? (
        <SurveyForm sheet={sheet} userId={userId} onSent={setSheet} />
      ) : (
        <Alert tone="info">{t('surveys.form.closed')}</Alert>
      )}
      <p>
        <Link to="/surveys" className={buttonClasses('secondary')}>
          {t('surveys.form.backToList')}
        </Link>
      </p>
    </div>
  );
}
