import type { ReactNode } from 'react';

import { cn } from '~/components/ui/cn';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell names the row (a `<th scope="row">`). */
  rowHeader?: boolean;
  align?: 'right';
}

/** A plain, captioned table of the structure page (scrolls sideways on a narrow screen). */
export function StructureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
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
                className={cn('px-3 py-2 font-bold', column.align === 'right' && 'text-right')}
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
                    scope={column.rowHeader ? 'row' : undefined}
                    className={cn(
                      'px-3 py-3 font-normal',
                      column.align === 'right' && 'text-right',
                    )}
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

/** What an empty section says instead of an empty table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-sm border border-border bg-surface-alt p-4">{children}</p>;
}
