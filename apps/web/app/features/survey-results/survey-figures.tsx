import {
  formatAverage,
  formatRate,
  t,
  type SurveyFigures,
  type SurveyQuestionFigures,
  type SurveyThemeFigures,
} from '@passerelle/shared';
import { useId } from 'react';

import { cn } from '~/components/ui/cn';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';

import { StarBars, StarLegend, StarStack } from './star-chart';

/*
 * The figures of one survey or of several taken together (decision 034): the key figures, the
 * distribution of every star given, then per theme and per question the average and the
 * distribution. The same component on /back/surveys, a session's results and a provider's pages.
 */

/** "4,3 sur 5", or "–" without any answer. */
export function averageText(average: number | null): string {
  return average === null
    ? '–'
    : t('surveyResults.averageOutOf5', { average: formatAverage(average) });
}

/** The response rate, the answers out of the sheets, the average and the ratings given. */
export function KeyFigures({
  figures,
}: {
  figures: Pick<SurveyFigures, 'sheets' | 'filled' | 'rate' | 'answers' | 'average'>;
}) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-sm border border-border p-4">
        <dt className="font-medium">{t('surveyResults.figure.rate')}</dt>
        <dd className="text-3xl font-bold">{formatRate(figures.rate)}</dd>
        <dd>
          {t('surveyResults.figure.filled', { count: figures.filled, sheets: figures.sheets })}
        </dd>
      </div>
      <div className="rounded-sm border border-border p-4">
        <dt className="font-medium">{t('surveyResults.figure.average')}</dt>
        <dd className="text-3xl font-bold">{averageText(figures.average)}</dd>
        <dd>{t('surveyResults.figure.answers', { count: figures.answers })}</dd>
      </div>
    </dl>
  );
}

/** The columns a theme and a question share: the average, the answers and their stars. */
function figureColumns<Row extends SurveyThemeFigures | SurveyQuestionFigures>(
  starsWidth: string,
): DataColumn<Row>[] {
  return [
    {
      key: 'average',
      header: t('surveyResults.column.average'),
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (row) => averageText(row.average),
    },
    {
      key: 'answers',
      header: t('surveyResults.column.filled'),
      align: 'right',
      cell: (row) => row.answers,
    },
    {
      key: 'stars',
      header: t('surveyResults.chart.table'),
      className: starsWidth,
      cell: (row) => <StarStack stars={row.stars} label={row.label} />,
    },
  ];
}

function themeColumns(): readonly DataColumn<SurveyThemeFigures>[] {
  return [
    { key: 'theme', header: t('surveyResults.theme'), rowHeader: true, cell: (row) => row.label },
    ...figureColumns<SurveyThemeFigures>('w-1/3'),
  ];
}

function questionColumns(
  themeLabel: (key: string) => string,
): readonly DataColumn<SurveyQuestionFigures>[] {
  return [
    {
      key: 'question',
      header: t('surveyResults.question'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.label}
          {row.conditioned ? (
            <span className="block text-sm font-normal text-muted">
              {t('surveyResults.conditioned')}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'theme', header: t('surveyResults.theme'), cell: (row) => themeLabel(row.theme) },
    ...figureColumns<SurveyQuestionFigures>('w-1/4'),
  ];
}

/** Every figure of `figures`, under headings of level `level` (2 on a page of results). */
export function SurveyFiguresView({
  figures,
  level = 2,
  collapsed = false,
}: {
  figures: SurveyFigures;
  level?: 2 | 3;
  /** The questions' results folded under a disclosure (a summary above a list). */
  collapsed?: boolean;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingClass = level === 2 ? 'text-2xl font-bold' : 'text-xl font-bold';
  const themeLabel = (key: string) =>
    figures.themes.find((theme) => theme.key === key)?.label ?? key;
  const questions = (
    <div className="space-y-3">
      <StarLegend />
      <DataTable
        caption={t('surveyResults.questions.title')}
        columns={questionColumns(themeLabel)}
        rows={figures.questions}
        rowKey={(row) => row.key}
      />
    </div>
  );
  return (
    <div className="space-y-8">
      <KeyFigures figures={figures} />
      <StarBars stars={figures.stars} caption={t('surveyResults.chart.all')} />
      <section aria-labelledby={`${id}-themes`} className="space-y-3">
        <Heading id={`${id}-themes`} className={headingClass}>
          {t('surveyResults.themes.title')}
        </Heading>
        <DataTable
          caption={t('surveyResults.themes.title')}
          columns={themeColumns()}
          rows={figures.themes}
          rowKey={(row) => row.key}
        />
      </section>
      {collapsed ? (
        <details className="space-y-3">
          <summary className={cn('cursor-pointer rounded-sm font-bold', focusRing)}>
            {t('surveyResults.questions.title')}
          </summary>
          {questions}
        </details>
      ) : (
        <section aria-labelledby={`${id}-questions`} className="space-y-3">
          <Heading id={`${id}-questions`} className={headingClass}>
            {t('surveyResults.questions.title')}
          </Heading>
          {questions}
        </section>
      )}
    </div>
  );
}
