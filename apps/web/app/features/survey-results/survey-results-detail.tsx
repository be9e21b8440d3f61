import {
  SURVEY_FILL_STATUS_LABELS,
  SURVEY_STATUS_LABELS,
  formatDay,
  formatDayRange,
  surveyResultsPdfUrl,
  t,
  type SessionRegistrationSurvey,
  type SurveyViewDetail,
} from '@passerelle/shared';
import { ArrowLeft, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { DocumentLink } from '~/components/document-link';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { DataTable } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';
import { useMutation } from '~/lib/use-mutation';

import { postCloseSurvey } from './survey-results-api';
import { SurveyFiguresView } from './survey-figures';

export interface SurveyResultsDetailProps {
  detail: SurveyViewDetail;
  /**
   * Whether each trainee answered (staff only; null: not shown, or not loaded): names never sit
   * beside answers, and the answers come in an order unrelated to this list.
   */
  trainees: readonly SessionRegistrationSurvey[] | null | 'error';
  /** The list of surveys this page came from. */
  backHref: string;
  /** Reload the page's data (after closing). */
  onChanged: () => void;
}

/**
 * One session's survey results (decision 034; a cold evaluation's too, decision 035): what was asked and how it was answered (response
 * rate, averages and distributions per theme and question, the free-text answers without their
 * authors), who answered (staff), and the irreversible closing (staff, confirmed, spec §8 toast).
 */
export function SurveyResultsDetail({
  detail,
  trainees,
  backHref,
  onChanged,
}: SurveyResultsDetailProps) {
  const [confirming, setConfirming] = useState(false);
  const { pending: closing, run } = useMutation();
  const cold = detail.kind === 'COLD';
  const close = () => {
    setConfirming(false);
    void run(() => postCloseSurvey(detail.session.id, detail.kind), {
      successToast: t(cold ? 'coldSurveys.close.done' : 'toast.surveyClosed'),
      onSuccess: onChanged,
    });
  };

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Link
          to={backHref}
          className={cn(
            'inline-flex items-center gap-1 rounded-sm text-primary underline',
            focusRing,
          )}
        >
          <ArrowLeft aria-hidden="true" />
          {t('surveyResults.detail.back')}
        </Link>
        <h1 className="text-3xl font-bold">
          {t(cold ? 'coldSurveys.detail.title' : 'surveyResults.detail.title', {
            code: detail.session.code,
          })}
        </h1>
        <p className="text-lg">{detail.action.name}</p>
        <p>
          {formatDayRange(detail.session.startDate, detail.session.endDate)}
          {detail.provider ? ` · ${detail.provider.name}` : ''}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={detail.status === 'OPEN' ? 'success' : 'neutral'}>
            {SURVEY_STATUS_LABELS[detail.status]}
          </Badge>
          <span>{t('surveyResults.detail.openedAt', { date: formatDay(detail.openedAt) })}</span>
          {detail.closedAt ? (
            <span>{t('surveyResults.detail.closedAt', { date: formatDay(detail.closedAt) })}</span>
          ) : null}
        </div>
        <p>
          <DocumentLink
            link={{
              label: t('surveyResults.pdf.link'),
              url: surveyResultsPdfUrl(detail.id),
              format: 'pdf',
            }}
          />
        </p>
        {detail.enabled ? null : (
          <Alert tone="warning">{t('surveyResults.detail.notEnabled')}</Alert>
        )}
        {detail.canClose ? (
          <Button variant="danger" disabled={closing} onClick={() => setConfirming(true)}>
            <Lock aria-hidden="true" />
            {t(cold ? 'coldSurveys.close.label' : 'surveyResults.close.label')}
          </Button>
        ) : null}
      </div>

      <SurveyFiguresView figures={detail.figures} />

      <section aria-labelledby="survey-comments" className="space-y-4">
        <h2 id="survey-comments" className="text-2xl font-bold">
          {t('surveyResults.comments.title')}
        </h2>
        <p className="text-muted">{t('surveyResults.comments.anonymous')}</p>
        {detail.comments.map((item) => (
          <div key={item.key} className="space-y-2">
            <h3 className="text-xl font-bold">{item.label}</h3>
            {item.answers.length === 0 ? (
              <p>{t('surveyResults.comments.none')}</p>
            ) : (
              <ul className="space-y-2">
                {item.answers.map((answer, index) => (
                  <li
                    key={index}
                    className="rounded-sm border border-border bg-surface-alt p-3 whitespace-pre-line"
                  >
                    {answer}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </section>

      {trainees === null ? null : (
        <section aria-labelledby="survey-trainees" className="space-y-4">
          <h2 id="survey-trainees" className="text-2xl font-bold">
            {t('surveyResults.trainees.title')}
          </h2>
          {trainees === 'error' ? (
            <Alert tone="error">{t('surveyResults.trainees.loadError')}</Alert>
          ) : (
            <DataTable
              caption={t('surveyResults.trainees.caption')}
              columns={[
                {
                  key: 'name',
                  header: t('surveyResults.trainees.name'),
                  rowHeader: true,
                  cell: (row) => row.beneficiary.name,
                },
                {
                  key: 'status',
                  header: t('surveyResults.trainees.status'),
                  cell: (row) => (
                    <Badge tone={row.fillStatus === 'FILLED' ? 'success' : 'neutral'}>
                      {SURVEY_FILL_STATUS_LABELS[row.fillStatus]}
                    </Badge>
                  ),
                },
              ]}
              rows={[...trainees].sort((a, b) =>
                a.beneficiary.name.localeCompare(b.beneficiary.name, 'fr'),
              )}
              rowKey={(row) => row.id}
              empty={t('surveyResults.trainees.empty')}
            />
          )}
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(cold ? 'coldSurveys.close.title' : 'surveyResults.close.title')}
        description={t('surveyResults.close.description')}
        confirmLabel={t('surveyResults.close.confirm')}
        cancelLabel={t('adminKit.cancel')}
        tone="danger"
        onConfirm={close}
      />
    </div>
  );
}
