import {
  t,
  type ChangeAuthor,
  type YearParameters,
  type YearQuota,
  formatDateTime,
} from '@passerelle/shared';

import { DataTable, type DataColumn } from '~/components/ui/data-table';

/** When a change was made (every table of the parameters page has it). */
export function changeDateColumn<Row extends { changedAt: string }>(): DataColumn<Row> {
  return {
    key: 'date',
    header: t('parameters.columnDate'),
    cell: (row) => formatDateTime(row.changedAt),
  };
}

function authorColumn<Row extends { changedBy: ChangeAuthor }>(): DataColumn<Row> {
  return {
    key: 'author',
    header: t('parameters.columnAuthor'),
    cell: (row) => row.changedBy?.name ?? t('parameters.unknownAuthor'),
  };
}

/** A year's quotas: the year, the most actions, the most actions per HR type. */
export function quotaColumns(): DataColumn<YearQuota>[] {
  return [
    { key: 'year', header: t('parameters.columnYear'), cell: (row) => row.year },
    {
      key: 'maxActions',
      header: t('parameters.columnMaxActions'),
      cell: (row) => row.maxActionAmount,
    },
    {
      key: 'maxHrActions',
      header: t('parameters.columnMaxHrActions'),
      cell: (row) => row.maxActionTypeAmount,
    },
  ];
}

/** The changes of the public year: date, value (the first one in force), author. */
export function YearHistoryTable({ rows }: { rows: readonly YearParameters[] }) {
  return (
    <DataTable
      caption={t('parameters.yearHistory')}
      captionVisible
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('ui.noData')}
      columns={[
        changeDateColumn(),
        {
          key: 'year',
          header: t('parameters.columnPublicYear'),
          cell: (row, index) =>
            index === 0 ? (
              <>
                {row.currentPublicYear}{' '}
                <span className="text-sm text-success">({t('parameters.inForce')})</span>
              </>
            ) : (
              row.currentPublicYear
            ),
        },
        authorColumn(),
      ]}
    />
  );
}

/** The changes of the quotas, all years, newest first. */
export function QuotaHistoryTable({ rows }: { rows: readonly YearQuota[] }) {
  return (
    <DataTable
      caption={t('parameters.quotasHistory')}
      captionVisible
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('ui.noData')}
      columns={[changeDateColumn(), ...quotaColumns(), authorColumn()]}
    />
  );
}
