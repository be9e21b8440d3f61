import {
  formatDateTime,
  personName,
  registrationEventLabel,
  t,
  type RegistrationListItem,
  type RegistrationRowEvent,
} from '@passerelle/shared';
import { Hourglass, TriangleAlert } from 'lucide-react';
import { useState } from 'react';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { Button } from '~/components/ui/button';

import { RegistrationDetailDialog } from './registration-detail-dialog';
import { RegistrationEventDialog } from './registration-event-dialog';

export interface RegistrationsTableProps {
  items: readonly RegistrationListItem[];
  caption: string;
  /** The ids ticked for bulk validation; no selection column when absent. */
  selected?: ReadonlySet<number>;
  onSelect?: (id: number, selected: boolean) => void;
  /** After an event succeeded (reload the list). */
  onChanged: () => void;
}

/**
 * The registrations of the back office (/back/registrations and an action's registrations tab):
 * person, structure (with the "more than 2 requests" notice), session, status, waiting list,
 * request date, and per row the events the shared workflow gives the viewer, plus the detail.
 */
export function RegistrationsTable({
  items,
  caption,
  selected,
  onSelect,
  onChanged,
}: RegistrationsTableProps) {
  const [open, setOpen] = useState<
    | { kind: 'event'; registration: RegistrationListItem; event: RegistrationRowEvent }
    | { kind: 'detail'; id: number }
    | null
  >(null);
  const selectable = selected !== undefined && onSelect !== undefined;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-border">
            {selectable ? (
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">{t('registrationsBack.select')}</span>
              </th>
            ) : null}
            {(['beneficiary', 'structure', 'session', 'status', 'askedAt', 'actions'] as const).map(
              (key) => (
                <th key={key} scope="col" className="px-3 py-2 font-bold">
                  {t(`registrationsBack.column.${key}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {items.map((registration) => {
            const name = personName(registration.beneficiary);
            return (
              <tr key={registration.id} className="border-b border-border align-top">
                {selectable ? (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      aria-label={t('registrationsBack.selectRow', { name })}
                      disabled={!registration.events.includes('validate')}
                      checked={selected.has(registration.id)}
                      onChange={(event) => onSelect(registration.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {name}
                  <span className="block text-sm font-normal text-muted">
                    {registration.beneficiary.email}
                  </span>
                </th>
                <td className="px-3 py-2">
                  {registration.structure?.name ?? t('programmingRegistrations.noStructure')}
                  {registration.structureRequests?.notice ? (
                    <span className="mt-1 flex items-center gap-1 text-sm text-ink">
                      <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
                      {t('registrations.list.structureNotice', {
                        count: registration.structureRequests.count,
                      })}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  <span className="block">{registration.action.name}</span>
                  <span className="text-sm text-muted">
                    {registration.session.code} —{' '}
                    <time dateTime={registration.session.startDate}>
                      {formatDateTime(registration.session.startDate)}
                    </time>
                  </span>
                </td>
                <td className="px-3 py-2">
                  <RegistrationStatusBadge status={registration.status} />
                  {registration.waitingList ? (
                    <span className="mt-1 flex items-center gap-1 text-sm font-medium">
                      <Hourglass aria-hidden="true" className="size-4" />
                      {t('registrationsBack.waitingList')}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <time dateTime={registration.askedAt}>
                    {formatDateTime(registration.askedAt)}
                  </time>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('registrationsBack.detail.open', { name })}
                      onClick={() => setOpen({ kind: 'detail', id: registration.id })}
                    >
                      {t('registrationsBack.detail.button')}
                    </Button>
                    {registration.events.map((event) => (
                      <Button
                        key={event}
                        size="sm"
                        variant="secondary"
                        aria-label={`${registrationEventLabel(event)} — ${name}`}
                        onClick={() => setOpen({ kind: 'event', registration, event })}
                      >
                        {registrationEventLabel(event)}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
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
    </div>
  );
}
