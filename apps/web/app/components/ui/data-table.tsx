import type { Sort } from '@passerelle/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from './cn';
import { focusRing } from './focus';

/*
 * The one table of every list (decision 022): columns given as data, a caption (its accessible
 * name), row headers, sortable headers with `aria-sort`, a column of row actions, a column of
 * checkboxes for lists that act on several rows, and the text that replaces an empty table. On a
 * narrow screen the table scrolls sideways rather than squeezing its columns.
 */

export interface DataColumn<Row, F extends string = string> {
  /** Unique in the table (React key). */
  key: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell names its row: a `<th scope="row">` (the person, the session…). */
  rowHeader?: boolean;
  /** Numbers sit right. */
  align?: 'right';
  /** Extra classes of the column's cells ('whitespace-nowrap', 'break-all'…). */
  className?: string;
  /** The list sorts by this field: the header is a button, and says the order (`aria-sort`). */
  sortField?: F;
}

/** The buttons and links of each row, in a last column. */
export interface DataTableRowActions<Row> {
  header: string;
  /** The header is for screen readers only (the buttons say what they do). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A checkbox per row, for an action on the ticked rows (bulk validation). */
export interface DataTableSelection<Row, K> {
  /** The column's header, for screen readers. */
  header: string;
  selected: ReadonlySet<K>;
  onSelect: (key: K, selected: boolean) => void;
  /** The accessible name of a row's checkbox ("Sélectionner Claire Martin"). */
  rowLabel: (row: Row) => string;
  /** A row that cannot be ticked (its checkbox is disabled). */
  disabled?: (row: Row) => boolean;
}

export interface DataTableProps<Row, K extends string | number, F extends string = string> {
  /** The table's name: a caption, read by screen readers only unless `captionVisible`. */
  caption: string;
  /** The caption is also the table's visible title. */
  captionVisible?: boolean;
  columns: readonly DataColumn<Row, F>[];
  rows: readonly Row[];
  rowKey: (row: Row) => K;
  /**
   * What stands instead of the table when there is no row (text gets the common look), under
   * the caption when it is visible.
   */
  empty?: ReactNode;
  sort?: Sort<F>;
  onSort?: (sort: Sort<F>) => void;
  rowActions?: DataTableRowActions<Row>;
  selection?: DataTableSelection<Row, K>;
  /** Tighter cells (a table in a dialog). */
  dense?: boolean;
}

/** Clicking a column: the sorted column flips its direction, another one sorts ascending. */
export function nextSort<F extends string>(current: Sort<F>, field: F): Sort<F> {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const CAPTION_CLASSES = 'mb-2 text-left text-lg font-bold';

/** The common look of an empty list's message. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-sm border border-border bg-surface-alt p-4">{children}</p>;
}

export function DataTable<Row, K extends string | number, F extends string = string>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  onSort,
  rowActions,
  selection,
  dense = false,
}: DataTableProps<Row, K, F>) {
  if (rows.length === 0 && empty !== undefined) {
    const message = typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty;
    // A titled table keeps its title when empty.
    return captionVisible ? (
      <div>
        <p className={CAPTION_CLASSES}>{caption}</p>
        {message}
      </div>
    ) : (
      <>{message}</>
    );
  }
  const pad = dense ? 'px-2 py-1' : 'px-3 py-2';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className={captionVisible ? CAPTION_CLASSES : 'sr-only'}>{caption}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            {selection ? (
              <th scope="col" className={pad}>
                <span className="sr-only">{selection.header}</span>
              </th>
            ) : null}
            {columns.map((column) => (
              <HeaderCell
                key={column.key}
                column={column}
                sort={sort}
                onSort={onSort}
                className={pad}
              />
            ))}
            {rowActions ? (
              <th scope="col" className={cn(pad, 'text-right font-bold')}>
                {rowActions.hideHeader ? (
                  <span className="sr-only">{rowActions.header}</span>
                ) : (
                  rowActions.header
                )}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            return (
              <tr key={key} className="border-b border-border align-top">
                {selection ? (
                  <td className={pad}>
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      aria-label={selection.rowLabel(row)}
                      disabled={selection.disabled?.(row) ?? false}
                      checked={selection.selected.has(key)}
                      onChange={(event) => selection.onSelect(key, event.target.checked)}
                    />
                  </td>
                ) : null}
                {columns.map((column) => {
                  const className = cn(
                    pad,
                    column.rowHeader && 'font-medium',
                    column.align === 'right' && 'text-right',
                    column.className,
                  );
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {column.cell(row, index)}
                    </td>
                  );
                })}
                {rowActions ? (
                  <td className={cn(pad, 'text-right')}>
                    <div className="inline-flex flex-wrap justify-end gap-2">
                      {rowActions.cell(row)}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row, F extends string>({
  column,
  sort,
  onSort,
  className,
}: {
  column: DataColumn<Row, F>;
  sort: Sort<F> | undefined;
  onSort: ((sort: Sort<F>) => void) | undefined;
  className: string;
}) {
  const align = column.align === 'right' && 'text-right';
  const field = column.sortField;
  if (field === undefined || !sort || !onSort) {
    return (
      <th scope="col" className={cn(className, 'font-bold', align)}>
        {column.header}
      </th>
    );
  }
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? ARIA_SORT[sort.direction] : undefined}
      className={cn(className, 'font-bold', align)}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, field))}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm font-bold hover:underline',
          focusRing,
        )}
      >
        {column.header}
        <Icon aria-hidden="true" className={cn('size-4', !active && 'text-muted')} />
      </button>
    </th>
  );
}
