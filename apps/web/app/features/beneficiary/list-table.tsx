import { t } from '@passerelle/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/*
 * The table of the beneficiary lists: a caption for screen readers, a row heading per session
 * (its name), and on narrow screens the table scrolls rather than squeezing its columns.
 */

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The row's heading cell (the session's name). */
  rowHeader?: boolean;
  align?: 'right';
}

export function ListTable<T>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-bold ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border align-top">
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    {...(column.rowHeader ? { scope: 'row' } : {})}
                    className={`px-3 py-3 font-normal ${column.align === 'right' ? 'text-right' : ''}`}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an empty list says, with the way to the catalogue. */
export function EmptyList({ message }: { message: string }) {
  return (
    <div className="space-y-3 rounded-sm border border-border bg-surface-alt p-6">
      <p>{message}</p>
      <Link
        to="/training"
        className={cn('rounded-sm font-medium text-primary underline', focusRing)}
      >
        {t('beneficiary.catalogueLink')}
      </Link>
    </div>
  );
}
