import { formatDayRange, t, type BeneficiarySession } from '@passerelle/shared';
import { Link } from 'react-router';

import { cn } from '~/components/ui/cn';
import type { DataColumn } from '~/components/ui/data-table';
import { focusRing } from '~/components/ui/focus';

import { SessionStatusNote } from './badges';

/** The city, "À distance" for a remote session, or a placeholder when not decided yet. */
export function sessionPlace(session: Pick<BeneficiarySession, 'city' | 'modality'>): string {
  if (session.modality === 'REMOTE') return t('beneficiary.remote');
  return session.city ?? t('beneficiary.noPlace');
}

/** The action's name, linking to the session's public page, with its code and provider. */
export function SessionTitle({ session }: { session: BeneficiarySession }) {
  return (
    <div className="flex flex-col gap-0.5">
      <Link
        to={`/training/${session.id}`}
        className={cn('rounded-sm font-bold text-primary underline', focusRing)}
      >
        {session.action.name}
      </Link>
      <span className="text-sm font-normal text-muted">
        {session.code}
        {session.provider ? ` — ${session.provider}` : ''}
      </span>
    </div>
  );
}

/**
 * The columns every beneficiary list starts with: the training (naming the row), its dates (with
 * the note of a postponed or cancelled session when `statusNote`) and its place.
 */
export function sessionColumns<Row extends { session: BeneficiarySession }>({
  statusNote = false,
} = {}): DataColumn<Row>[] {
  return [
    {
      key: 'training',
      header: t('beneficiary.column.training'),
      rowHeader: true,
      cell: (row) => <SessionTitle session={row.session} />,
    },
    {
      key: 'dates',
      header: t('beneficiary.column.dates'),
      cell: (row) =>
        statusNote ? (
          <span className="flex flex-col items-start gap-1">
            {formatDayRange(row.session.startDate, row.session.endDate)}
            <SessionStatusNote status={row.session.status} />
          </span>
        ) : (
          formatDayRange(row.session.startDate, row.session.endDate)
        ),
    },
    {
      key: 'place',
      header: t('beneficiary.column.place'),
      cell: (row) => sessionPlace(row.session),
    },
  ];
}
