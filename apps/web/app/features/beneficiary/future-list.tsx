import { formatDayRange, t, type FutureRegistration } from '@passerelle/shared';
import { CalendarX } from 'lucide-react';
import { useRef, useState } from 'react';

import { Button } from '~/components/ui/button';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';

import { SessionStatusNote } from './badges';
import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { EmptyList, ListTable, type Column } from './list-table';
import { SessionTitle, sessionPlace } from './session-summary';

export interface FutureListProps {
  items: readonly FutureRegistration[];
  /** After a cancellation (reload the list: the registration moves to the past ones). */
  onChange?: () => void;
}

/**
 * Current and upcoming registrations: status, what is awaited ("En attente de validation par
 * votre structure", "Sur liste d'attente (position 2)"…) and "Annuler mon inscription" while the
 * shared workflow allows it.
 */
export function FutureList({ items, onChange }: FutureListProps) {
  const [cancelling, setCancelling] = useState<FutureRegistration | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  if (items.length === 0) return <EmptyList message={t('beneficiary.future.empty')} />;

  const columns: Column<FutureRegistration>[] = [
    {
      header: t('beneficiary.column.training'),
      rowHeader: true,
      cell: (item) => <SessionTitle session={item.session} />,
    },
    {
      header: t('beneficiary.column.dates'),
      cell: (item) => (
        <span className="flex flex-col items-start gap-1">
          {formatDayRange(item.session.startDate, item.session.endDate)}
          <SessionStatusNote status={item.session.status} />
        </span>
      ),
    },
    { header: t('beneficiary.column.place'), cell: (item) => sessionPlace(item.session) },
    {
      header: t('beneficiary.column.status'),
      cell: (item) => (
        <RegistrationStatusBadge
          status={item.registration.status}
          waitingList={item.registration.waitingList}
        />
      ),
    },
    { header: t('beneficiary.column.awaiting'), cell: (item) => item.registration.awaitingLabel },
    {
      header: t('beneficiary.column.actions'),
      align: 'right',
      cell: (item) =>
        item.registration.cancellable ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setCancelling(item)}
            aria-label={t('beneficiary.cancel.buttonLabel', { name: item.session.action.name })}
          >
            <CalendarX aria-hidden="true" />
            {t('beneficiary.cancel.button')}
          </Button>
        ) : null,
    },
  ];
  return (
    <div ref={regionRef} tabIndex={-1} className="outline-none">
      <ListTable
        caption={t('beneficiary.list.caption.future')}
        columns={columns}
        rows={items}
        rowKey={(item) => item.registration.id}
      />
      <CancelRegistrationDialog
        item={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          setCancelling(null);
          regionRef.current?.focus();
          onChange?.();
        }}
      />
    </div>
  );
}
