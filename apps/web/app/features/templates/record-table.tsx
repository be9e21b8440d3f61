import { t } from '@passerelle/shared';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';

const cell = 'border-b border-border px-3 py-2 align-top';

export interface RecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** Extra classes of the column's cells. */
  className?: string;
  /** The column names its row: its cells are row headers. */
  rowHeader?: boolean;
}

/** The link of a row to the dialog that opens it (its target is in the URL). */
export interface RecordLink {
  to: string;
  label: string;
  /** Names the record, as every row's link has the same visible label. */
  ariaLabel: string;
  icon: LucideIcon;
}

export interface RecordTableProps<T> {
  /** The table's name for screen readers. */
  caption: string;
  columns: readonly RecordColumn<T>[];
  records: readonly T[];
  link: (record: T) => RecordLink;
}

/** A table of records (mail templates, outbox mails), each row ending with a link that opens it. */
export function RecordTable<T extends { id: number }>({
  caption,
  columns,
  records,
  link,
}: RecordTableProps<T>) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cell}>
              {column.header}
            </th>
          ))}
          <th scope="col" className={cell}>
            <span className="sr-only">{t('mailAdmin.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const { to, label, ariaLabel, icon: Icon } = link(record);
          return (
            <tr key={record.id}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={cn(cell, column.className)}>
                    {column.cell(record)}
                  </th>
                ) : (
                  <td key={column.header} className={cn(cell, column.className)}>
                    {column.cell(record)}
                  </td>
                ),
              )}
              <td className={cn(cell, 'text-right')}>
                <Link
                  to={to}
                  preventScrollReset
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={ariaLabel}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
