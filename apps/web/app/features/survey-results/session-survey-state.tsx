import {
  SURVEY_STATUS_LABELS,
  formatRate,
  responseRate,
  t,
  type SurveyViewItem,
} from '@passerelle/shared';
import { Link } from 'react-router';

import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/**
 * A session's satisfaction survey on its back-office page: its status, its response rate and the
 * way to its results (decision 034); before it opens, when it will.
 */
export function SessionSurveyState({
  survey,
  resultsHref,
  headingLevel: Heading = 'h4',
}: {
  /** The session's survey (`survey_views?sessionId=`), or null before it opened. */
  survey: SurveyViewItem | null;
  resultsHref: (id: number) => string;
  /** Heading level inside the host's section (the session's quality follow-up). */
  headingLevel?: 'h3' | 'h4';
}) {
  return (
    <div className="space-y-2">
      <Heading className="font-bold">{t('surveyResults.sessionState.title')}</Heading>
      {survey ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={survey.status === 'OPEN' ? 'success' : 'neutral'}>
              {SURVEY_STATUS_LABELS[survey.status]}
            </Badge>
            {survey.enabled ? null : <Badge tone="warning">{t('surveyResults.disabled')}</Badge>}
            <SurveyRate filled={survey.filled} sheets={survey.sheets} />
          </p>
          <SurveyResultsLink href={resultsHref(survey.id)} />
        </>
      ) : (
        <p>{t('surveyResults.sessionState.none')}</p>
      )}
    </div>
  );
}

/** A survey's response rate on a session's page: "Taux de réponse : 25 % (1 sur 4)". */
export function SurveyRate({ filled, sheets }: { filled: number; sheets: number }) {
  return (
    <span>
      {t('surveyResults.sessionState.summary', {
        rate: formatRate(responseRate(filled, sheets)),
        filled,
        sheets,
      })}
    </span>
  );
}

/** The way from a session's page to its survey's results. */
export function SurveyResultsLink({ href }: { href: string }) {
  return (
    <p>
      <Link to={href} className={cn('rounded-sm text-primary underline', focusRing)}>
        {t('surveyResults.sessionState.link')}
      </Link>
    </p>
  );
}
