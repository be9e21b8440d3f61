import {
  formatDateTime,
  personName,
  REGISTRATION_STATUS_LABELS,
  t,
  type RegistrationDetail,
} from '@passerelle/shared';
import { useEffect, useState } from 'react';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { Alert } from '~/components/ui/alert';
import { Dialog, DialogContent } from '~/components/ui/dialog';

import { getRegistrationDetail } from './registrations-api';

export interface RegistrationDetailDialogProps {
  registrationId: number;
  onClose: () => void;
}

/** A registration's detail and its full history: date, author, from, to, reason. */
export function RegistrationDetailDialog({
  registrationId,
  onClose,
}: RegistrationDetailDialogProps) {
  const [detail, setDetail] = useState<RegistrationDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void getRegistrationDetail(registrationId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setDetail(result.data);
      else setError(result.error);
    });
    return () => controller.abort();
  }, [registrationId]);

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t('registrationsBack.detail.title')}
        description={
          detail ? personName(detail.beneficiary) : t('registrationsBack.detail.loading')
        }
        className="max-w-3xl"
      >
        {error ? <Alert tone="error">{error}</Alert> : null}
        {detail ? <DetailBody detail={detail} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: RegistrationDetail }) {
  const { registration, session, action, structure } = detail;
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('registrationsBack.column.action')}</dt>
        <dd>
          {action.name} — {session.code}
        </dd>
        <dt className="font-medium">{t('registrationsBack.column.structure')}</dt>
        <dd>{structure?.name ?? t('programmingRegistrations.noStructure')}</dd>
        <dt className="font-medium">{t('registrationsBack.column.status')}</dt>
        <dd>
          <RegistrationStatusBadge status={registration.status} />
          {registration.waitingPosition !== null
            ? ` ${t('registrationsBack.detail.waitingPosition', { position: registration.waitingPosition })}`
            : null}
        </dd>
        <dt className="font-medium">{t('registrations.field.motivation')}</dt>
        <dd className="whitespace-pre-line">{registration.motivation || '—'}</dd>
      </dl>
      {detail.structureRequests?.notice ? (
        <Alert tone="warning">
          {t('registrations.list.structureNotice', { count: detail.structureRequests.count })}
        </Alert>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="mb-2 text-left text-lg font-bold">
            {t('registrationsBack.detail.history')}
          </caption>
          <thead>
            <tr className="border-b-2 border-border">
              {(['date', 'author', 'from', 'to', 'reason'] as const).map((key) => (
                <th key={key} scope="col" className="px-2 py-1">
                  {t(`registrationsBack.history.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {detail.history.map((entry) => (
              <tr key={entry.id} className="border-b border-border align-top">
                <td className="px-2 py-1 whitespace-nowrap">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className="px-2 py-1">
                  {entry.author?.name ?? t('registrationsBack.history.portal')}
                </td>
                <td className="px-2 py-1">
                  {entry.fromStatus ? REGISTRATION_STATUS_LABELS[entry.fromStatus] : '—'}
                </td>
                <td className="px-2 py-1">{REGISTRATION_STATUS_LABELS[entry.toStatus]}</td>
                <td className="px-2 py-1">{entry.reason || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
