import {
  COLD_SURVEY_GRACE_DAYS,
  SURVEY_STATUS_LABELS,
  formatDay,
  t,
  type SessionColdSurvey,
} from '@passerelle/shared';

import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';

import { SurveyRate, SurveyResultsLink } from './session-survey-state';

/** Whether a session's page shows its cold evaluation: its type asks for one, or it opened. */
export function showsColdSurvey(state: SessionColdSurvey | 'error' | null | undefined): boolean {
  return state === 'error' || (!!state && (state.typeEnabled || state.survey !== null));
}

/**
 * A session's cold evaluation on its back-office page (decision 035): not planned and why,
 * planned for its date, or open or closed with its response rate and the way to its results.
 */
export function SessionColdSurveyState({
  state,
  resultsHref,
  headingLevel: Heading = 'h4',
}: {
  /** `sessions/{id}/cold_survey`, or 'error' when it could not be read. */
  state: SessionColdSurvey | 'error';
  resultsHref: (id: number) => string;
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <div className="space-y-2">
      <Heading className="font-bold">{t('coldSurveys.state.title')}</Heading>
      {state === 'error' ? (
        <Alert tone="error">{t('coldSurveys.state.loadError')}</Alert>
      ) : (
        <ColdSurveyStateBody state={state} resultsHref={resultsHref} />
      )}
    </div>
  );
}

function ColdSurveyStateBody({
  state,
  resultsHref,
}: {
  state: SessionColdSurvey;
  resultsHref: (id: number) => string;
}) {
  const { survey } = state;
  const delay = t('coldSurveys.state.delay', { count: state.delayDays });
  if (survey) {
    return (
      <>
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={state.state === 'OPEN' ? 'success' : 'neutral'}>
            {SURVEY_STATUS_LABELS[state.state === 'OPEN' ? 'OPEN' : 'CLOSED']}
          </Badge>
          <span>
            {survey.closedAt
              ? t('coldSurveys.state.closed', { date: formatDay(survey.closedAt) })
              : t('coldSurveys.state.open', { date: formatDay(survey.openedAt) })}
          </span>
          <SurveyRate filled={survey.filled} sheets={survey.sheets} />
        </p>
        <SurveyResultsLink href={resultsHref(survey.id)} />
      </>
    );
  }
  if (state.state === 'PLANNED') {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="info">
          {t('coldSurveys.state.planned', { date: formatDay(state.dueAt) })}
        </Badge>
        <span>{delay}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Badge tone="neutral">{t('coldSurveys.state.notPlanned')}</Badge>
      <span>
        {state.reason === 'expired'
          ? t('coldSurveys.state.reason.expired', {
              date: formatDay(state.dueAt),
              count: COLD_SURVEY_GRACE_DAYS,
            })
          : t(`coldSurveys.state.reason.${state.reason ?? 'typeDisabled'}`)}
      </span>
    </p>
  );
}
