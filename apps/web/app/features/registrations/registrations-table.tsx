import {
  formatDateTime,
  personName,
  registrationEventLabel,
  registrationEventSuccess,
  t,
  type RegistrationListItem,
  type RegistrationRowEvent,
} from '@passerelle/shared';
import { Check, Hourglass, TriangleAlert } from 'lucide-react';
import { useState } from 'react';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { useMutation } from '~/lib/use-mutation';

import { RegistrationDetailDialog } from './registration-detail-dialog';
import { RegistrationEventDialog } from './registration-event-dialog';
import { postRegistrationEvent } from './registrations-api';

export interface RegistrationsTableProps {
  items: readonly RegistrationListItem[];
  caption: string;
  /** What an empty list says. */
  empty: string;
  /** The ids ticked for bulk validation; no selection column when absent. */
  selected?: ReadonlySet<number>;
  onSelect?: (id: number, selected: boolean) => void;
  /** After an event succeeded (reload the list). */
  onChanged: () => void;
}

/** The columns; their headers are read at render (no `t` while the module loads: decision 018). */
const columns = (): readonly DataColumn<RegistrationListItem>[] => [
  {
    key: 'beneficiary',
    header: t('registrationsBack.column.beneficiary'),
    rowHeader: true,
    cell: (registration) => (
      <>
        {personName(registration.beneficiary)}
        <span className="block text-sm font-normal text-muted">
          {registration.beneficiary.email}
        </span>
      </>
    ),
  },
  {
    key: 'structure',
    header: t('registrationsBack.column.structure'),
    cell: (registration) => (
      <>
        {registration.structure?.name ?? t('programmingRegistrations.noStructure')}
        {registration.structureRequests?.notice ? (
          <span className="mt-1 flex items-center gap-1 text-sm text-ink">
            <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
            {t('registrations.list.structureNotice', {
              count: registration.structureRequests.count,
            })}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'session',
    header: t('registrationsBack.column.session'),
    cell: (registration) => (
      <>
        <span className="block">{registration.action.name}</span>
        <span className="text-sm text-muted">
          {registration.session.code} —{' '}
          <time dateTime={registration.session.startDate}>
            {formatDateTime(registration.session.startDate)}
          </time>
        </span>
      </>
    ),
  },
  {
    key: 'status',
    header: t('registrationsBack.column.status'),
    cell: (registration) => (
      <>
        <RegistrationStatusBadge status={registration.status} />
        {registration.waitingList ? (
          <span className="mt-1 flex items-center gap-1 text-sm font-medium">
            <Hourglass aria-hidden="true" className="size-4" />
            {t('registrationsBack.waitingList')}
          </span>
        ) : null}
        {registration.noHrValidator ? (
          <span className="mt-1 flex items-center gap-1 text-sm text-ink">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
            {t('registrations.list.noHrValidator')}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'askedAt',
    header: t('registrationsBack.column.askedAt'),
    className: 'whitespace-nowrap',
    cell: (registration) => (
      <time dateTime={registration.askedAt}>{formatDateTime(registration.askedAt)}</time>
    ),
  },
];

/**
 * The registrations of the back office (/back/registrations and an action's registrations tab):
 * person, structure (with the "more than 2 requests" notice), session, status, waiting list,
 * request date, and per row the events the shared workflow gives the viewer, plus the detail.
 */
export function RegistrationsTable({
  items,
  caption,
  empty,
  selected,
  onSelect,
  onChanged,
}: RegistrationsTableProps) {
  const [open, setOpen] = useState<
    | { kind: 'event'; registration: RegistrationListItem; event: RegistrationRowEvent }
    | { kind: 'detail'; id: number }
    | null
  >(null);
  // "Valider" acts at once, as the HR validator's does (decision 066); the other events ask.
  const validation = useMutation();
  const validate = (registration: RegistrationListItem) =>
    void validation.run(() => postRegistrationEvent(registration.id, 'validate', {}), {
      successToast: registrationEventSuccess('validate'),
      onSuccess: onChanged,
      // The registration may have moved on meanwhile: show it as it is now.
      onFailure: onChanged,
    });
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns()}
        rows={items}
        rowKey={(registration) => registration.id}
        empty={empty}
        selection={
          selected && onSelect
            ? {
                header: t('registrationsBack.select'),
                selected,
                onSelect,
                rowLabel: (registration) =>
                  t('registrationsBack.selectRow', { name: personName(registration.beneficiary) }),
                disabled: (registration) => !registration.events.includes('validate'),
              }
            : undefined
        }
        rowActions={{
          header: t('registrationsBack.column.actions'),
          cell: (registration) => {
            const name = personName(registration.beneficiary);
            return (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('registrationsBack.detail.open', { name })}
                  onClick={() => setOpen({ kind: 'detail', id: registration.id })}
                >
                  {t('registrationsBack.detail.button')}
                </Button>
                {registration.events.map((event) =>
                  event === 'validate' ? (
                    <Button
                      key={event}
                      size="sm"
                      disabled={validation.pending}
                      aria-label={`${registrationEventLabel(event)} — ${name}`}
                      onClick={() => validate(registration)}
                    >
                      <Check aria-hidden="true" />
                      {registrationEventLabel(event)}
                    </Button>
                  ) : (
                    <Button
                      key={event}
                      size="sm"
                      variant="secondary"
                      aria-label={`${registrationEventLabel(event)} — ${name}`}
                      onClick={() => setOpen({ kind: 'event', registration, event })}
                    >
                      {registrationEventLabel(event)}
                    </Button>
                  ),
                )}
              </>
            );
          },
        }}
      />
      {open?.kind === 'event' ? (
        <RegistrationEventDialog
          registration={open.registration}
          event={open.event}
          onClose={() => setOpen(null)}
          onDone={onChanged}
        />
      ) : null}
      {open?.kind === 'detail' ? (
        <RegistrationDetailDialog registrationId={open.id} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
