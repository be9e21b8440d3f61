import { formatDayRange, t, type PassedRegistration } from '@passerelle/shared';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { EmptyList, ListTable, type Column } from './list-table';
import { SessionTitle, sessionPlace } from './session-summary';

/** Decimal text of the API ("7.50") as French readers write it ("7,5 h"). */
function hoursText(hours: string | null): string {
  if (hours === null) return t('beneficiary.noHours');
  const value = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(Number(hours));
  return t('beneficiary.hours', { hours: value });
}

/** Past sessions and closed requests with their final status, reason and effective hours. */
export function PassedList({ items }: { items: readonly PassedRegistration[] }) {
  if (items.length === 0) return <EmptyList message={t('beneficiary.passed.empty')} />;
  const columns: Column<PassedRegistration>[] = [
    {
      header: t('beneficiary.column.training'),
      rowHeader: true,
      cell: (item) => <SessionTitle session={item.session} />,
    },
    {
      header: t('beneficiary.column.dates'),
      cell: (item) => formatDayRange(item.session.startDate, item.session.endDate),
    },
    { header: t('beneficiary.column.place'), cell: (item) => sessionPlace(item.session) },
    {
      header: t('beneficiary.column.status'),
      cell: ({ registration }) => (
        <span className="flex flex-col items-start gap-1">
          <RegistrationStatusBadge status={registration.status} />
          {registration.excusedAbsence ? (
            <span className="text-sm">{t('beneficiary.excused')}</span>
          ) : null}
          {registration.reason ? (
            <span className="text-sm text-muted">{registration.reason}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('beneficiary.column.hours'),
      cell: (item) => hoursText(item.registration.effectiveHours),
    },
  ];
  return (
    <ListTable
      caption={t('beneficiary.list.caption.passed')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.registration.id}
    />
  );
}
