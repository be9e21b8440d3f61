import {
  formatDateTime,
  t,
  type ChangeAuthor,
  type YearParameters,
  type YearQuota,
} from '@passerelle/shared';
import type { ReactNode } from 'react';

const authorOf = (author: ChangeAuthor) => author?.name ?? t('parameters.unknownAuthor');

export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
}

/** A captioned table of rows, newest first, or 'Aucune donnée'. */
export function ParametersTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
}) {
  return (
    <div className="space-y-2">
      {rows.length === 0 ? (
        <>
          <h3 className="text-lg font-bold">{caption}</h3>
          <p className="text-muted">{t('ui.noData')}</p>
        </>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="pb-2 text-left text-lg font-bold">{caption}</caption>
            <thead>
              <tr className="border-b-2 border-border-strong">
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="p-2">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id} className="border-b border-border">
                  {columns.map((column) => (
                    <td key={column.header} className="p-2">
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** The changes of the public year: date, value (the first one in force), author. */
export function YearHistoryTable({ rows }: { rows: readonly YearParameters[] }) {
  return (
    <ParametersTable
      caption={t('parameters.yearHistory')}
      rows={rows}
      columns={[
        { header: t('parameters.columnDate'), cell: (row) => formatDateTime(row.changedAt) },
        {
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
        { header: t('parameters.columnAuthor'), cell: (row) => authorOf(row.changedBy) },
      ]}
    />
  );
}

/** The changes of the quotas, all years, newest first. */
export function QuotaHistoryTable({ rows }: { rows: readonly YearQuota[] }) {
  return (
    <ParametersTable
      caption={t('parameters.quotasHistory')}
      rows={rows}
      columns={[
        { header: t('parameters.columnDate'), cell: (row) => formatDateTime(row.changedAt) },
        { header: t('parameters.columnYear'), cell: (row) => row.year },
        { header: t('parameters.columnMaxActions'), cell: (row) => row.maxActionAmount },
        { header: t('parameters.columnMaxHrActions'), cell: (row) => row.maxActionTypeAmount },
        { header: t('parameters.columnAuthor'), cell: (row) => authorOf(row.changedBy) },
      ]}
    />
  );
}
