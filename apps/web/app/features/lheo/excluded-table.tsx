import { ACTION_FIELD_LABELS, formatCount, t, type LheoExcludedAction } from '@passerelle/shared';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';

const linkClasses = cn('text-primary underline', focusRing);

const columns = (): readonly DataColumn<LheoExcludedAction>[] => [
  {
    key: 'action',
    header: t('lheo.column.action'),
    rowHeader: true,
    cell: (action) => (
      <Link to={`/back/programming/${action.id}/action`} className={linkClasses}>
        {action.name}
      </Link>
    ),
  },
  { key: 'year', header: ACTION_FIELD_LABELS.year, cell: (action) => action.year },
  {
    key: 'provider',
    header: t('lheo.column.provider'),
    cell: (action) =>
      action.provider ? (
        <Link to={`/back/admin/structures/${action.provider.id}`} className={linkClasses}>
          {action.provider.name}
        </Link>
      ) : (
        <span className="text-muted">{t('lheo.noProvider')}</span>
      ),
  },
  {
    key: 'sessions',
    header: t('lheo.column.sessions'),
    align: 'right',
    cell: (action) => formatCount(action.sessionCount),
  },
  {
    key: 'missing',
    header: t('lheo.column.missing'),
    cell: (action) => (
      <ul className="list-disc space-y-1 pl-5">
        {action.gaps.map((gap) => (
          <li key={gap}>{t(`lheo.gap.${gap}`)}</li>
        ))}
      </ul>
    ),
  },
];

/**
 * The actions with published sessions to come that the feed leaves out, each linked to its
 * sheet and its provider's, with what it lacks; a sentence instead when every action is in.
 */
export function ExcludedTable({ actions }: { actions: readonly LheoExcludedAction[] }) {
  return (
    <DataTable
      caption={t('lheo.excluded.title')}
      columns={columns()}
      rows={actions}
      rowKey={(action) => action.id}
      empty={t('lheo.excluded.none')}
    />
  );
}
