import {
  canOpenRoute,
  formatDateTime,
  historyAuthorName,
  isProfileCode,
  personName,
  profileOf,
  REGISTRATION_STATUS_LABELS,
  t,
  type RegistrationDetail,
} from '@passerelle/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { Alert } from '~/components/ui/alert';
import { DataTable } from '~/components/ui/data-table';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { useSessionUser } from '~/lib/session-user';

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

/** The structure, a link to its page for those who may open it (managers, admins). */
function StructureName({ structure }: { structure: RegistrationDetail['structure'] }) {
  const user = useSessionUser();
  if (!structure) return <>{t('programmingRegistrations.noStructure')}</>;
  const href = `/back/structures/${structure.id}`;
  const profile =
    user && isProfileCode(user.userProfileCode) ? profileOf(user.userProfileCode) : null;
  return profile && canOpenRoute(profile, href) ? (
    <Link to={href} className="underline">
      {structure.name}
    </Link>
  ) : (
    <>{structure.name}</>
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
        <dd>
          <StructureName structure={structure} />
        </dd>
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
      <DataTable
        caption={t('registrationsBack.detail.history')}
        captionVisible
        dense
        rows={detail.history}
        rowKey={(entry) => entry.id}
        columns={[
          {
            key: 'date',
            header: t('registrationsBack.history.date'),
            className: 'whitespace-nowrap',
            cell: (entry) => (
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            ),
          },
          {
            key: 'author',
            header: t('registrationsBack.history.author'),
            cell: (entry) => {
              const author = historyAuthorName(entry, t('registrationsBack.history.portal'));
              // Decided through a link of an "à valider" mail (decision 077).
              return entry.viaMailLink
                ? `${author}, ${t('registrationLinks.historyNote')}`
                : author;
            },
          },
          {
            key: 'from',
            header: t('registrationsBack.history.from'),
            cell: (entry) =>
              entry.fromStatus ? REGISTRATION_STATUS_LABELS[entry.fromStatus] : '—',
          },
          {
            key: 'to',
            header: t('registrationsBack.history.to'),
            cell: (entry) => REGISTRATION_STATUS_LABELS[entry.toStatus],
          },
          {
            key: 'reason',
            header: t('registrationsBack.history.reason'),
            cell: (entry) => entry.reason || '—',
          },
        ]}
      />
    </div>
  );
}
