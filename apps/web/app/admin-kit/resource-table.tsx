import { t, type Resource, type SortSpec } from '@passerelle/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import { CellValue } from './cell-value';
import type { ResourceItem } from './types';

/** Custom cell content for some fields of a page; the others use `CellValue`. */
export type CellRenderers = Partial<
  Record<string, (value: unknown, item: ResourceItem) => ReactNode>
>;

/** Clicking a column: the sorted column flips its direction, another one sorts ascending. */
export function nextSort(current: SortSpec, field: string): SortSpec {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface ResourceTableProps {
  resource: Resource;
  items: readonly ResourceItem[];
  sort: SortSpec;
  onSort: (sort: SortSpec) => void;
  cells?: CellRenderers;
  /** The edit and delete controls of a row; no actions column without it. */
  rowActions?: (item: ResourceItem) => ReactNode;
}

/** The rows of a resource: one column per listed field; sortable headers are buttons. */
export function ResourceTable({
  resource,
  items,
  sort,
  onSort,
  cells,
  rowActions,
}: ResourceTableProps) {
  const columns = resource.fields.filter((field) => field.inList);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{resource.labels.plural}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            {columns.map((field) => {
              const active = sort.field === field.key;
              const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={field.key}
                  scope="col"
                  aria-sort={active && field.sortable ? ARIA_SORT[sort.direction] : undefined}
                  className="px-3 py-2 font-bold"
                >
                  {field.sortable ? (
                    <button
                      type="button"
                      onClick={() => onSort(nextSort(sort, field.key))}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-sm font-bold hover:underline',
                        focusRing,
                      )}
                    >
                      {field.label}
                      <Icon aria-hidden="true" className={cn('size-4', !active && 'text-muted')} />
                    </button>
                  ) : (
                    field.label
                  )}
                </th>
              );
            })}
            {rowActions ? (
              <th scope="col" className="px-3 py-2 text-right font-bold">
                {t('adminKit.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-border">
              {columns.map((field) => {
                const render = cells?.[field.key];
                return (
                  <td key={field.key} className="px-3 py-2 align-top">
                    {render ? (
                      render(item[field.key], item)
                    ) : (
                      <CellValue field={field} value={item[field.key]} />
                    )}
                  </td>
                );
              })}
              {rowActions ? (
                <td className="px-3 py-2 text-right align-top whitespace-nowrap">
                  <div className="inline-flex justify-end gap-2">{rowActions(item)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
