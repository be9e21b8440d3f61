import { t, type ActionListItem, type ActionSortField, type Sort } from '@passerelle/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';

import { nextSort } from '~/admin-kit/resource-table';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import { formatCount, formatEuros } from './format';
import { axisLabel } from './lookups';

interface Column {
  field: ActionSortField;
  label: string;
  numeric?: boolean;
}

/** The columns; their labels are read at render (no `t` while the module loads: decision 018). */
const columns = (): readonly Column[] => [
  { field: 'name', label: t('programmingScreens.column.name') },
  { field: 'year', label: t('programmingScreens.column.year'), numeric: true },
  { field: 'axis', label: t('programmingScreens.column.axis') },
  { field: 'type', label: t('programmingScreens.column.type') },
  { field: 'provider', label: t('programmingScreens.column.provider') },
  { field: 'sessionCount', label: t('programmingScreens.column.sessionCount'), numeric: true },
  { field: 'totalCost', label: t('programmingScreens.column.totalCost'), numeric: true },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The page of the programme's actions that opens each one; every header sorts. */
export function ActionTable({
  items,
  sort,
  onSort,
}: {
  items: readonly ActionListItem[];
  sort: Sort<ActionSortField>;
  onSort: (sort: Sort<ActionSortField>) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t('programmingScreens.list.caption')}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            {columns().map((column) => {
              const active = sort.field === column.field;
              const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.field}
                  scope="col"
                  aria-sort={active ? ARIA_SORT[sort.direction] : undefined}
                  className={cn('px-3 py-2', column.numeric && 'text-right')}
                >
                  <button
                    type="button"
                    onClick={() => onSort(nextSort(sort, column.field) as Sort<ActionSortField>)}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-sm font-bold hover:underline',
                      focusRing,
                    )}
                  >
                    {column.label}
                    <Icon aria-hidden="true" className={cn('size-4', !active && 'text-muted')} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.map((action) => (
            <tr key={action.id} className="border-b border-border">
              <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                <Link
                  to={`/back/programming/${action.id}/action`}
                  className={cn('font-medium text-primary underline', focusRing)}
                >
                  {action.name}
                </Link>
                {action.lotNumber ? (
                  <span className="block text-sm text-muted">
                    {t('programmingScreens.list.lot', { lot: action.lotNumber })}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2 text-right align-top">{action.year}</td>
              <td className="px-3 py-2 align-top">
                <span className="inline-flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-1 inline-block size-4 shrink-0 rounded-sm border border-border"
                    style={{ backgroundColor: action.axis.color }}
                  />
                  {axisLabel(action.axis)}
                </span>
              </td>
              <td className="px-3 py-2 align-top">{action.type.name}</td>
              <td className="px-3 py-2 align-top">
                {action.provider?.name ?? (
                  <span className="text-muted">{t('programmingScreens.list.noProvider')}</span>
                )}
              </td>
              <td className="px-3 py-2 text-right align-top">{formatCount(action.sessionCount)}</td>
              <td className="px-3 py-2 text-right align-top whitespace-nowrap">
                {formatEuros(action.totalCost)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
