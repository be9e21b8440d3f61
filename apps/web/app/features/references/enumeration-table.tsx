import { t, type StatusOption } from '@passerelle/shared';
import { useId } from 'react';

import { Alert } from '~/components/ui/alert';
import { DataTable, type DataColumn, type DataTableRowActions } from '~/components/ui/data-table';

type Row = StatusOption<string>;

/** The columns; their headers are read at render (no `t` while the module loads: decision 018). */
const columns = <R extends Row>(): readonly DataColumn<R>[] => [
  {
    key: 'label',
    header: t('references.column.label'),
    rowHeader: true,
    cell: (row) => row.label,
  },
  {
    key: 'code',
    header: t('references.column.code'),
    className: 'font-mono text-sm break-all',
    cell: (row) => row.code,
  },
  { key: 'meaning', header: t('references.column.meaning'), cell: (row) => row.description },
];

/**
 * One enumeration of spec §3 on the "Référentiels" page: its values, labels and meanings, or why
 * they could not be read. A list the admin edits adds its columns and a button per row.
 */
export function EnumerationTable<R extends Row>({
  title,
  options,
  extraColumns = [],
  rowActions,
}: {
  title: string;
  options: readonly R[] | { error: string };
  extraColumns?: readonly DataColumn<R>[];
  rowActions?: DataTableRowActions<R>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {'error' in options ? (
        <Alert tone="error">{t('references.unavailable', { message: options.error })}</Alert>
      ) : (
        <DataTable
          caption={title}
          columns={[...columns<R>(), ...extraColumns]}
          rows={options}
          rowKey={(row) => row.code}
          rowActions={rowActions}
        />
      )}
    </section>
  );
}
