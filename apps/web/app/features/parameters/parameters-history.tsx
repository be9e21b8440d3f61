import { t, type ChangeAuthor, type YearParameters, type YearQuota } from '@passerelle/shared';

import { DataTable } from '~/components/ui/data-table';
import { formatDateTime } from '~/lib/format-date-time';

const authorOf = (author: ChangeAuthor) => author?.name ?? t('parameters.unknownAuthor');

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
        {
          key: 'date',
          header: t('parameters.columnDate'),
          cell: (row) => formatDateTime(row.changedAt),
        },
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
        {
          key: 'author',
          header: t('parameters.columnAuthor'),
          cell: (row) => authorOf(row.changedBy),
        },
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
      columns={[
        {
          key: 'date',
          header: t('parameters.columnDate'),
          cell: (row) => formatDateTime(row.changedAt),
        },
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
        {
          key: 'author',
          header: t('parameters.columnAuthor'),
          cell: (row) => authorOf(row.changedBy),
        },
      ]}
    />
  );
}
