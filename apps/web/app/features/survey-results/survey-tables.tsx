import {
  SURVEY_STATUS_LABELS,
  formatDayRange,
  formatRate,
  t,
  type Sort,
  type SurveyRollupDimension,
  type SurveyRollupItem,
  type SurveyViewItem,
  type SurveyViewSortField,
} from '@passerelle/shared';
import { Link } from 'react-router';

import { Badge } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';

import { averageText } from './survey-figures';

/*
 * The tables of the survey results (decision 034): the sessions' surveys, and the groups of a
 * roll-up, each row with its response rate, its average and its themes' averages.
 */

type ThemeLabels = readonly { key: string; label: string }[];
type WithThemes = { themes: readonly { key: string; average: number | null }[] };

const linkClasses = cn('rounded-sm text-primary underline', focusRing);

/** "75 % (3 sur 4)". */
function rateCell(row: { rate: number | null; filled: number; sheets: number }) {
  return (
    <>
      <span className="font-medium">{formatRate(row.rate)}</span>{' '}
      <span className="text-sm text-muted">
        {t('surveyResults.figure.filled', { count: row.filled, sheets: row.sheets })}
      </span>
    </>
  );
}

function themeColumns<Row extends WithThemes, F extends string = string>(
  themes: ThemeLabels,
): DataColumn<Row, F>[] {
  return themes.map((theme) => ({
    key: `theme-${theme.key}`,
    header: theme.label,
    align: 'right' as const,
    className: 'whitespace-nowrap',
    cell: (row: Row) =>
      averageText(row.themes.find((item) => item.key === theme.key)?.average ?? null),
  }));
}

export interface SurveyListTableProps {
  items: readonly SurveyViewItem[];
  /** Where a session's results open. */
  hrefOf: (item: SurveyViewItem) => string;
  /** Without it the provider column is left out (a provider's own list). */
  showProvider?: boolean;
  /** The table's name: the satisfaction surveys' by default. */
  caption?: string;
  empty: string;
  sort?: Sort<SurveyViewSortField>;
  onSort?: (sort: Sort<SurveyViewSortField>) => void;
}

/** The sessions' surveys, each linked to its results (its themes' averages are on it). */
export function SurveyListTable({
  items,
  hrefOf,
  showProvider = true,
  caption = t('surveyResults.list.caption'),
  empty,
  sort,
  onSort,
}: SurveyListTableProps) {
  const providerColumn: DataColumn<SurveyViewItem, SurveyViewSortField> = {
    key: 'provider',
    header: t('surveyResults.column.provider'),
    cell: (row) => row.provider?.name ?? '–',
  };
  const columns: DataColumn<SurveyViewItem, SurveyViewSortField>[] = [
    {
      key: 'session',
      header: t('surveyResults.column.session'),
      rowHeader: true,
      sortField: 'action',
      cell: (row) => (
        <>
          <Link to={hrefOf(row)} className={linkClasses}>
            {row.action.name}
          </Link>
          <span className="block text-sm font-normal text-muted">{row.session.code}</span>
        </>
      ),
    },
    {
      key: 'dates',
      header: t('surveyResults.column.dates'),
      sortField: 'startDate',
      className: 'whitespace-nowrap',
      cell: (row) => formatDayRange(row.session.startDate, row.session.endDate),
    },
    ...(showProvider ? [providerColumn] : []),
    {
      key: 'status',
      header: t('surveyResults.column.status'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={row.status === 'OPEN' ? 'success' : 'neutral'}>
            {SURVEY_STATUS_LABELS[row.status]}
          </Badge>
          {row.enabled ? null : <Badge tone="warning">{t('surveyResults.disabled')}</Badge>}
        </span>
      ),
    },
    {
      key: 'rate',
      header: t('surveyResults.column.rate'),
      sortField: 'rate',
      align: 'right',
      cell: rateCell,
    },
    {
      key: 'average',
      header: t('surveyResults.column.average'),
      align: 'right',
      className: 'whitespace-nowrap font-medium',
      cell: (row) => averageText(row.average),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      empty={empty}
      sort={sort}
      onSort={onSort}
    />
  );
}

export interface SurveyRollupTableProps {
  by: SurveyRollupDimension;
  items: readonly SurveyRollupItem[];
  themes: ThemeLabels;
  /** Where a group's sessions and figures open; null: no link (actions without a provider). */
  hrefOf: (item: SurveyRollupItem) => string | null;
  empty: string;
}

/** A roll-up: each group with its sessions, response rate and averages. */
export function SurveyRollupTable({ by, items, themes, hrefOf, empty }: SurveyRollupTableProps) {
  const columns: DataColumn<SurveyRollupItem>[] = [
    {
      key: 'group',
      header: t(`surveyResults.column.group.${by}`),
      rowHeader: true,
      cell: (row) => {
        const href = hrefOf(row);
        return href ? (
          <Link to={href} className={linkClasses}>
            {row.label}
          </Link>
        ) : (
          row.label
        );
      },
    },
    {
      key: 'surveys',
      header: t('surveyResults.column.surveys'),
      align: 'right',
      cell: (row) => row.surveys,
    },
    { key: 'rate', header: t('surveyResults.column.rate'), align: 'right', cell: rateCell },
    {
      key: 'average',
      header: t('surveyResults.column.average'),
      align: 'right',
      className: 'whitespace-nowrap font-medium',
      cell: (row) => averageText(row.average),
    },
    ...themeColumns<SurveyRollupItem>(themes),
  ];
  return (
    <DataTable
      caption={t('surveyResults.rollup.caption', { by: t(`surveyResults.column.group.${by}`) })}
      columns={columns}
      rows={items}
      rowKey={(row) => String(row.key)}
      empty={empty}
    />
  );
}
