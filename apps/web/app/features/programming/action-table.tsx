import {
  lotLabel,
  t,
  type ActionListItem,
  type ActionSortField,
  type Sort,
  formatCount,
  formatEuros,
} from '@passerelle/shared';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';

import { axisLabel } from './lookups';

/** The columns; their labels are read at render (no `t` while the module loads: decision 018). */
const columns = (): readonly DataColumn<ActionListItem, ActionSortField>[] => [
  {
    key: 'name',
    header: t('programmingScreens.column.name'),
    sortField: 'name',
    rowHeader: true,
    cell: (action) => (
      <>
        <Link
          to={`/back/programming/${action.id}/action`}
          className={cn('font-medium text-primary underline', focusRing)}
        >
          {action.name}
        </Link>
        {action.lotNumber ? (
          <span className="block text-sm font-normal text-muted">{lotLabel(action.lotNumber)}</span>
        ) : null}
      </>
    ),
  },
  {
    key: 'year',
    header: t('programmingScreens.column.year'),
    sortField: 'year',
    align: 'right',
    cell: (action) => action.year,
  },
  {
    key: 'axis',
    header: t('programmingScreens.column.axis'),
    sortField: 'axis',
    cell: (action) => (
      <span className="inline-flex items-start gap-2">
        <span
          aria-hidden="true"
          className="mt-1 inline-block size-4 shrink-0 rounded-sm border border-border"
          style={{ backgroundColor: action.axis.color ?? undefined }}
        />
        {axisLabel(action.axis)}
      </span>
    ),
  },
  {
    key: 'type',
    header: t('programmingScreens.column.type'),
    sortField: 'type',
    cell: (action) => action.type.name,
  },
  {
    key: 'provider',
    header: t('programmingScreens.column.provider'),
    sortField: 'provider',
    cell: (action) =>
      action.provider?.name ?? (
        <span className="text-muted">{t('programmingScreens.list.noProvider')}</span>
      ),
  },
  {
    key: 'sessionCount',
    header: t('programmingScreens.column.sessionCount'),
    sortField: 'sessionCount',
    align: 'right',
    cell: (action) => formatCount(action.sessionCount),
  },
  {
    key: 'totalCost',
    header: t('programmingScreens.column.totalCost'),
    sortField: 'totalCost',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (action) => formatEuros(action.totalCost),
  },
];

/** The page of the programme's actions that opens each one; every header sorts. */
export function ActionTable({
  items,
  sort,
  onSort,
  empty,
}: {
  items: readonly ActionListItem[];
  sort: Sort<ActionSortField>;
  onSort: (sort: Sort<ActionSortField>) => void;
  /** What an empty list says. */
  empty: string;
}) {
  return (
    <DataTable
      caption={t('programmingScreens.list.caption')}
      columns={columns()}
      rows={items}
      rowKey={(action) => action.id}
      empty={empty}
      sort={sort}
      onSort={onSort}
    />
  );
}
