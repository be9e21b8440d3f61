import {
  formatDateTime,
  formatDayRange,
  fullName,
  registrationAwaitingLabel,
  t,
  type StructureDetail,
  type StructurePreview,
} from '@passerelle/shared';
import { Check, X } from 'lucide-react';
import { useRef, useState } from 'react';

import { RegistrationStatusBadge } from '~/components/registration-status-badge';
import { StructureSwitcher } from '~/components/structure-switcher';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { useMutation } from '~/lib/use-mutation';

import { RefuseRequestDialog } from './refuse-request-dialog';
import { validateRequest } from './structure-api';
import { splitRequests, type PendingRequest } from './structure-rows';

export interface StructurePageProps {
  detail: StructureDetail;
  /** The structures the HR validator validates for (`GET /api/structures/previews`). */
  structures: readonly Pick<StructurePreview, 'id' | 'name'>[];
  /** After a validation or a refusal: reload the page's data. */
  onChange: () => void;
}

/**
 * `/back/structures/{id}`: the HR validator's page of one structure (spec §2, decisions.md
 * "Registration workflow" step 2): the requests awaiting its validation, with "Valider" and
 * "Refuser" (reason required); the other open registrations and what they await; the members;
 * the "more than 2 requests for one session" notice.
 */
export function StructurePage({ detail, structures, onChange }: StructurePageProps) {
  const { toValidate, others } = splitRequests(detail);
  const [refusing, setRefusing] = useState<PendingRequest | null>(null);
  const validation = useMutation();
  // Where the focus goes once a decided row leaves the table.
  const requestsHeading = useRef<HTMLHeadingElement>(null);

  const decided = () => {
    requestsHeading.current?.focus();
    onChange();
  };

  const validate = (row: PendingRequest) =>
    void validation.run(
      () => validateRequest(row.registration.id, t('registrations.validate.label')),
      {
        successToast: t('registrations.validate.success'),
        errorTitle: t('registrations.validate.label'),
        onSuccess: decided,
        // The registration may have changed meanwhile: show it as it is now.
        onFailure: onChange,
      },
    );

  const sessionCell = (row: PendingRequest) => (
    <span className="flex flex-col">
      <span className="font-medium">{row.registration.action.name}</span>
      <span className="text-sm">
        {row.registration.session.code} ·{' '}
        {formatDayRange(row.registration.session.startDate, row.registration.session.endDate)}
      </span>
    </span>
  );
  const statusCell = (row: PendingRequest) => (
    <RegistrationStatusBadge
      status={row.registration.status}
      waitingList={row.registration.waitingList}
    />
  );

  const requestColumns: DataColumn<PendingRequest>[] = [
    { key: 'person', header: t('structures.requests.person'), rowHeader: true, cell: personCell },
    { key: 'session', header: t('structures.requests.session'), cell: sessionCell },
    {
      key: 'motivation',
      header: t('structures.requests.motivation'),
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <span className="text-sm">
            {t('structures.requests.requestedAt', {
              date: formatDateTime(row.registration.askedAt),
            })}
          </span>
          <span className="whitespace-pre-line">{row.registration.motivation}</span>
        </span>
      ),
    },
    { key: 'status', header: t('structures.requests.status'), cell: statusCell },
  ];

  const requestActions = (row: PendingRequest) => (
    <>
      {row.registration.events.includes('validate') ? (
        <Button
          size="sm"
          disabled={validation.pending}
          aria-label={t('structures.validate.aria', {
            name: row.personName,
            session: row.sessionLabel,
          })}
          onClick={() => validate(row)}
        >
          <Check aria-hidden="true" />
          {t('registrations.validate.label')}
        </Button>
      ) : null}
      {row.registration.events.includes('refuseRequest') ? (
        <Button
          size="sm"
          variant="danger"
          disabled={validation.pending}
          aria-label={t('structures.refuse.aria', {
            name: row.personName,
            session: row.sessionLabel,
          })}
          onClick={() => setRefusing(row)}
        >
          <X aria-hidden="true" />
          {t('registrations.refuseRequest.label')}
        </Button>
      ) : null}
    </>
  );

  const otherColumns: DataColumn<PendingRequest>[] = [
    { key: 'person', header: t('structures.requests.person'), rowHeader: true, cell: personCell },
    { key: 'session', header: t('structures.requests.session'), cell: sessionCell },
    { key: 'status', header: t('structures.requests.status'), cell: statusCell },
    {
      key: 'awaiting',
      header: t('structures.requests.awaiting'),
      cell: (row) =>
        registrationAwaitingLabel({
          status: row.registration.status,
          waitingList: row.registration.waitingList,
          waitingPosition: row.registration.waitingPosition,
          hrValidation: row.registration.action.hrValidation,
          providerValidation: row.registration.action.providerValidation,
        }),
    },
  ];

  const memberColumns: DataColumn<StructureDetail['members'][number]>[] = [
    {
      key: 'name',
      header: t('structures.members.name'),
      rowHeader: true,
      cell: (member) => fullName(member),
    },
    { key: 'email', header: t('structures.members.email'), cell: (member) => member.email },
    {
      key: 'openRegistrations',
      header: t('structures.members.openRegistrations'),
      cell: (member) => String(member.registrations.length),
    },
  ];
  const members = detail.members.filter((member) => member.member);

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">
          {t('structures.page.title', { name: detail.structure.name })}
        </h1>
        <p className="text-lg">{t('structures.page.intro')}</p>
        {detail.structure.member ? (
          <p className="text-sm font-medium">{t('structures.member.label')}</p>
        ) : null}
      </header>

      <StructureSwitcher
        label={t('structures.switcher.label')}
        structures={structures}
        currentId={detail.structure.id}
        hrefOf={(id) => `/back/structures/${id}`}
      />

      {detail.notices.length > 0 ? (
        <Alert tone="warning" title={t('structures.notice.title')}>
          <ul className="list-disc pl-5">
            {detail.notices.map((notice) => (
              <li key={notice.session.id}>
                {t('structures.notice.item', {
                  session: `${notice.actionName} (${notice.session.code})`,
                  count: notice.count,
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <section aria-labelledby="structure-requests" className="space-y-3">
        <h2
          id="structure-requests"
          ref={requestsHeading}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          {t('structures.requests.title')} ({toValidate.length})
        </h2>
        <DataTable
          caption={t('structures.requests.title')}
          columns={requestColumns}
          rows={toValidate}
          rowKey={(row) => row.registration.id}
          empty={t('structures.requests.empty')}
          rowActions={{ header: t('structures.requests.actions'), cell: requestActions }}
        />
      </section>

      {others.length > 0 ? (
        <section aria-labelledby="structure-others" className="space-y-3">
          <h2 id="structure-others" className="text-2xl font-bold">
            {t('structures.requests.otherTitle')} ({others.length})
          </h2>
          <DataTable
            caption={t('structures.requests.otherTitle')}
            columns={otherColumns}
            rows={others}
            rowKey={(row) => row.registration.id}
          />
        </section>
      ) : null}

      <section aria-labelledby="structure-members" className="space-y-3">
        <h2 id="structure-members" className="text-2xl font-bold">
          {t('structures.members.title')} ({members.length})
        </h2>
        <DataTable
          caption={t('structures.members.title')}
          columns={memberColumns}
          rows={members}
          rowKey={(member) => member.id}
          empty={t('structures.members.empty')}
        />
      </section>

      <RefuseRequestDialog
        request={refusing}
        onClose={() => setRefusing(null)}
        onRefused={() => {
          setRefusing(null);
          decided();
        }}
      />
    </div>
  );
}

function personCell(row: PendingRequest) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{row.personName}</span>
      <span className="text-sm font-normal">{row.person.email}</span>
    </span>
  );
}
