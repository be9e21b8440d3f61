import {
  SURVEY_KIND_LABELS,
  formatDay,
  formatDayRange,
  t,
  type RegistrationSurveySummary,
} from '@passerelle/shared';
import { Link } from 'react-router';

import { Badge } from '~/components/ui/badge';
import { buttonClasses } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

/** The session of a sheet: the action's name and the session's code. */
function SessionCell({ sheet }: { sheet: RegistrationSurveySummary }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-bold">{sheet.session.actionName}</span>
      <span className="text-sm text-muted">{sheet.session.code}</span>
    </span>
  );
}

function columns(kind: 'toFill' | 'filled'): DataColumn<RegistrationSurveySummary>[] {
  return [
    {
      key: 'session',
      header: t('surveys.list.session'),
      rowHeader: true,
      cell: (sheet) => <SessionCell sheet={sheet} />,
    },
    {
      key: 'kind',
      header: t('coldSurveys.list.kind'),
      cell: (sheet) => SURVEY_KIND_LABELS[sheet.kind],
    },
    {
      key: 'dates',
      header: t('surveys.list.dates'),
      cell: (sheet) => formatDayRange(sheet.session.startDate, sheet.session.endDate),
    },
    {
      key: 'action',
      header: t('surveys.list.status'),
      cell: (sheet) =>
        kind === 'filled' ? (
          <span className="flex flex-col items-start gap-2">
            <Badge tone="success">
              {t('surveys.list.filledOn', { date: formatDay(sheet.filledAt ?? '') })}
            </Badge>
            <Link
              to={`/surveys/${sheet.id}`}
              aria-label={t(
                sheet.kind === 'COLD' ? 'coldSurveys.list.viewOf' : 'surveys.list.viewOf',
                {
                  code: sheet.session.code,
                },
              )}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('surveys.list.view')}
            </Link>
          </span>
        ) : sheet.canAnswer ? (
          <Link
            to={`/surveys/${sheet.id}`}
            aria-label={t(
              sheet.kind === 'COLD' ? 'coldSurveys.list.answerTo' : 'surveys.list.answerTo',
              { code: sheet.session.code },
            )}
            className={buttonClasses('primary', 'sm')}
          >
            {t('surveys.list.answer')}
          </Link>
        ) : (
          <Badge tone="neutral">{t('surveys.list.closed')}</Badge>
        ),
    },
  ];
}

/**
 * A beneficiary's surveys (`/surveys`): satisfaction surveys and cold evaluations (decision 035,
 * each named by its kind), those to fill (and those closed before it answered), then those
 * filled, each linking to its sheet.
 */
export function BeneficiarySurveys({ sheets }: { sheets: readonly RegistrationSurveySummary[] }) {
  const toFill = sheets.filter((sheet) => sheet.fillStatus === 'UNFILLED');
  const filled = sheets.filter((sheet) => sheet.fillStatus === 'FILLED');
  return (
    <div className="space-y-8">
      <p>{t('surveys.list.intro')}</p>
      <section aria-labelledby="surveys-to-fill" className="space-y-3">
        <h2 id="surveys-to-fill" className="text-2xl font-bold">
          {t('surveys.list.toFill')}
        </h2>
        <DataTable
          caption={t('surveys.list.toFill')}
          columns={columns('toFill')}
          rows={toFill}
          rowKey={(sheet) => sheet.id}
          empty={t('surveys.list.toFillEmpty')}
        />
      </section>
      <section aria-labelledby="surveys-filled" className="space-y-3">
        <h2 id="surveys-filled" className="text-2xl font-bold">
          {t('surveys.list.filled')}
        </h2>
        <DataTable
          caption={t('surveys.list.filled')}
          columns={columns('filled')}
          rows={filled}
          rowKey={(sheet) => sheet.id}
          empty={t('surveys.list.filledEmpty')}
        />
      </section>
    </div>
  );
}
