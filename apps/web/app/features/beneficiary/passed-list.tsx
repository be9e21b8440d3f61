import { formatHoursNumber, t, type PassedRegistration } from '@passerelle/shared';

import { Link } from 'react-router';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { buttonClasses } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

import { EmptyList } from './empty-list';
import { documentsColumn, type RegistrationMaterial } from './documents-column';
import { sessionColumns } from './session-summary';

/** Decimal text of the API ("7.50") as French readers write it ("7,5 h"). */
function hoursText(hours: string | null): string {
  if (hours === null) return t('beneficiary.noHours');
  return t('beneficiary.hours', { hours: formatHoursNumber(hours) });
}

/** Past sessions and closed requests with their final status, reason and effective hours. */
export function PassedList({
  items,
  ...material
}: { items: readonly PassedRegistration[] } & RegistrationMaterial) {
  if (items.length === 0) return <EmptyList message={t('beneficiary.passed.empty')} />;
  const columns: DataColumn<PassedRegistration>[] = [
    ...sessionColumns<PassedRegistration>(),
    {
      key: 'status',
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
      key: 'hours',
      header: t('beneficiary.column.hours'),
      cell: (item) => hoursText(item.registration.effectiveHours),
    },
    {
      key: 'survey',
      header: t('surveys.passed.column'),
      cell: ({ survey }) =>
        survey && (survey.canAnswer || survey.fillStatus === 'FILLED') ? (
          <Link
            to={`/surveys/${survey.id}`}
            className={buttonClasses(survey.canAnswer ? 'primary' : 'secondary', 'sm')}
          >
            {survey.canAnswer ? t('surveys.passed.answer') : t('surveys.passed.view')}
          </Link>
        ) : null,
    },
    documentsColumn<PassedRegistration>(material),
  ];
  return (
    <DataTable
      caption={t('beneficiary.list.caption.passed')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.registration.id}
    />
  );
}
