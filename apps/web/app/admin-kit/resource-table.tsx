import { t, type Resource, type SortSpec } from '@passerelle/shared';
import type { ReactNode } from 'react';

import { DataTable, type DataColumn } from '~/components/ui/data-table';

import { CellValue } from './cell-value';
import type { ResourceItem } from './types';

/** Custom cell content for some fields of a page; the others use `CellValue`. */
export type CellRenderers = Partial<
  Record<string, (value: unknown, item: ResourceItem) => ReactNode>
>;

export interface ResourceTableProps {
  resource: Resource;
  items: readonly ResourceItem[];
  sort: SortSpec;
  onSort: (sort: SortSpec) => void;
  cells?: CellRenderers;
  /** The edit and delete controls of a row; no actions column without it. */
  rowActions?: (item: ResourceItem) => ReactNode;
  /** What an empty list says. */
  empty: string;
}

/** The rows of a resource in the data table: one column per listed field, sortable ones sort. */
export function ResourceTable({
  resource,
  items,
  sort,
  onSort,
  cells,
  rowActions,
  empty,
}: ResourceTableProps) {
  const columns = resource.fields
    .filter((field) => field.inList)
    .map((field): DataColumn<ResourceItem> => ({
      key: field.key,
      header: field.label,
      sortField: field.sortable ? field.key : undefined,
      cell: (item) => {
        const render = cells?.[field.key];
        return render ? (
          render(item[field.key], item)
        ) : (
          <CellValue field={field} value={item[field.key]} />
        );
      },
    }));
  return (
    <DataTable
      caption={resource.labels.plural}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      empty={empty}
      sort={sort}
      onSort={onSort}
      rowActions={rowActions ? { header: t('adminKit.actions'), cell: rowActions } : undefined}
    />
  );
}
