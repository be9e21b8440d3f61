import { formatDateTime, MODALITY_LABELS, t, type SessionPreview } from '@passerelle/shared';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';

import { SessionStatusBadge } from '~/components/session-status-badge';
import { buttonClasses } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';

import { FOCUS_SHEET } from './sheet-focus';

export interface SessionListProps {
  sessions: readonly SessionPreview[];
  /** Shows "Ajouter une session" (the programme staff). */
  canAdd: boolean;
  /** The link opening a session (`?session=<id>`, or `new`). */
  hrefOf: (session: number | 'new') => string;
  /** The action's type is members-only: a published session is seen by members only. */
  membersOnly?: boolean;
}

/** The columns; their headers are read at render (no `t` while the module loads: decision 018). */
const columns = (
  hrefOf: SessionListProps['hrefOf'],
  membersOnly: boolean,
): readonly DataColumn<SessionPreview>[] => [
  {
    key: 'code',
    header: t('programmingSessions.column.code'),
    rowHeader: true,
    className: 'whitespace-nowrap',
    cell: (session) => (
      <Link
        to={hrefOf(session.id)}
        state={FOCUS_SHEET}
        aria-label={t('programmingSessions.open', { code: session.code })}
        className={cn('text-primary underline', focusRing)}
      >
        {session.code}
      </Link>
    ),
  },
  {
    key: 'dates',
    header: t('programmingSessions.column.dates'),
    cell: (session) =>
      t('programmingSessions.dateRange', {
        start: formatDateTime(session.startDate),
        end: formatDateTime(session.endDate),
      }),
  },
  {
    key: 'modality',
    header: t('programmingSessions.column.modality'),
    cell: (session) => MODALITY_LABELS[session.modality],
  },
  {
    key: 'city',
    header: t('programmingSessions.column.city'),
    cell: (session) => session.city?.name ?? '—',
  },
  {
    key: 'seats',
    header: t('programmingSessions.column.seats'),
    className: 'whitespace-nowrap',
    cell: (session) =>
      t('programmingSessions.seats', { taken: session.takenSeats, total: session.seats }),
  },
  {
    key: 'status',
    header: t('programmingSessions.column.status'),
    cell: (session) => <SessionStatusBadge status={session.status} />,
  },
  {
    key: 'published',
    header: t('programmingSessions.column.published'),
    // Who sees it, said next to "Oui" when not everyone does.
    cell: (session) =>
      session.published
        ? membersOnly
          ? t('programmingSessions.publishedToMembers')
          : t('adminKit.yes')
        : t('adminKit.no'),
  },
];

/** The sessions of an action, by start date; each code opens the session's sheet. */
export function SessionList({ sessions, canAdd, hrefOf, membersOnly = false }: SessionListProps) {
  return (
    <div className="space-y-4">
      {canAdd ? (
        <Link to={hrefOf('new')} state={FOCUS_SHEET} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" />
          {t('programmingSessions.add')}
        </Link>
      ) : null}
      <DataTable
        caption={t('programmingSessions.caption')}
        columns={columns(hrefOf, membersOnly)}
        rows={sessions}
        rowKey={(session) => session.id}
        empty={t('programmingSessions.empty')}
      />
    </div>
  );
}
