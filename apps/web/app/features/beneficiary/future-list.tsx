import { t, type FutureRegistration } from '@passerelle/shared';
import { CalendarX } from 'lucide-react';
import { useRef, useState } from 'react';

import { AddToAgendaLink } from '~/components/add-to-agenda-link';
import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

import { CancelRegistrationDialog } from './cancel-registration-dialog';
import { EmptyList } from './empty-list';
import { documentsColumn, type RegistrationMaterial } from './documents-column';
import { sessionColumns } from './session-summary';

export interface FutureListProps extends RegistrationMaterial {
  items: readonly FutureRegistration[];
  /** After a cancellation (reload the list: the registration moves to the past ones). */
  onChange?: () => void;
}

/**
 * Current and upcoming registrations: status, what is awaited ("En attente de validation par
 * votre structure", "Sur liste d'attente (position 2)"…) and "Annuler mon inscription" while the
 * shared workflow allows it.
 */
export function FutureList({ items, onChange, ...material }: FutureListProps) {
  const [cancelling, setCancelling] = useState<FutureRegistration | null>(null);
  const regionRef = useRef<HTMLDivElement>(null);

  if (items.length === 0) return <EmptyList message={t('beneficiary.future.empty')} />;

  const columns: DataColumn<FutureRegistration>[] = [
    ...sessionColumns<FutureRegistration>({ statusNote: true }),
    {
      key: 'status',
      header: t('beneficiary.column.status'),
      cell: (item) => (
        <RegistrationStatusBadge
          status={item.registration.status}
          waitingList={item.registration.waitingList}
        />
      ),
    },
    {
      key: 'awaiting',
      header: t('beneficiary.column.awaiting'),
      cell: (item) => item.registration.awaitingLabel,
    },
    documentsColumn<FutureRegistration>(material),
  ];
  return (
    <div ref={regionRef} tabIndex={-1} className="outline-none">
      <DataTable
        caption={t('beneficiary.list.caption.future')}
        columns={columns}
        rows={items}
        rowKey={(item) => item.registration.id}
        rowActions={{
          header: t('beneficiary.column.actions'),
          cell: (item) => (
            <div className="flex flex-wrap gap-2">
              <AddToAgendaLink sessionId={item.session.id} code={item.session.code} />
              {item.registration.cancellable ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setCancelling(item)}
                  aria-label={t('beneficiary.cancel.buttonLabel', {
                    name: item.session.action.name,
                  })}
                >
                  <CalendarX aria-hidden="true" />
                  {t('beneficiary.cancel.button')}
                </Button>
              ) : null}
            </div>
          ),
        }}
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
