import {
  formatDate,
  formatDateTime,
  t,
  type DocumentSendsSummary,
  type FailedDocumentSend,
  type OutboxSummary,
} from '@passerelle/shared';
import { useId } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';

import { formatDuration } from './durations';

/* The other queues of background work: the outbox's mails and the document sends. */

const sessionOf = (send: FailedDocumentSend) =>
  t('jobs.sends.sessionOf', { action: send.actionName, date: formatDate(send.sessionStart) });

/** Why a send is listed: the reason it stopped, and the documents that could not be made. */
function problemOf(send: FailedDocumentSend): string {
  const parts = send.error ? [send.error] : [];
  if (send.failedItems > 0) parts.push(t('jobs.sends.failedItems', { count: send.failedItems }));
  return parts.join(' ');
}

const failureColumns = (): readonly DataColumn<FailedDocumentSend>[] => [
  {
    key: 'date',
    header: t('jobs.sends.date'),
    cell: (send) => formatDateTime(send.createdAt),
    className: 'whitespace-nowrap',
  },
  { key: 'session', header: t('jobs.sends.session'), rowHeader: true, cell: sessionOf },
  {
    key: 'problem',
    header: t('jobs.sends.problem'),
    cell: problemOf,
    className: 'break-words whitespace-pre-line',
  },
];

function OutboxCard({ outbox }: { outbox: OutboxSummary }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-sm border border-border p-4">
      <h3 id={id} className="text-lg font-bold">
        {t('jobs.outbox.title')}
      </h3>
      <p>
        {t('jobs.outbox.pending', { count: outbox.pending })}
        {outbox.oldestPendingSeconds !== null
          ? ` ${t('jobs.outbox.oldest', { duration: formatDuration(outbox.oldestPendingSeconds) })}`
          : null}
      </p>
      <p className={outbox.failed > 0 ? 'font-semibold text-danger' : undefined}>
        {t('jobs.outbox.failed', { count: outbox.failed })}
      </p>
      <p className="flex flex-wrap gap-2">
        <Link to={outbox.page} className={buttonClasses('secondary', 'sm')}>
          {t('jobs.outbox.open')}
        </Link>
        {outbox.failed > 0 ? (
          <Link to={outbox.failedPage} className={buttonClasses('secondary', 'sm')}>
            {t('jobs.outbox.openFailed')}
          </Link>
        ) : null}
      </p>
    </section>
  );
}

function DocumentSendsCard({ sends }: { sends: DocumentSendsSummary }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-sm border border-border p-4">
      <h3 id={id} className="text-lg font-bold">
        {t('jobs.sends.title', { days: sends.days })}
      </h3>
      <p>{t('jobs.sends.running', { count: sends.running })}</p>
      <p className={sends.failed > 0 ? 'font-semibold text-danger' : undefined}>
        {t('jobs.sends.failed', { count: sends.failed })}
      </p>
      {sends.latestFailures.length > 0 ? (
        <DataTable
          caption={t('jobs.sends.failuresCaption')}
          columns={failureColumns()}
          rows={sends.latestFailures}
          rowKey={(send) => send.id}
          dense
          rowActions={{
            header: t('jobs.column.actions'),
            hideHeader: true,
            cell: (send) => (
              <Link
                to={send.page}
                aria-label={t('jobs.actionOn', {
                  action: t('jobs.sends.open'),
                  target: sessionOf(send),
                })}
                className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')}
              >
                {t('jobs.sends.open')}
              </Link>
            ),
          }}
        />
      ) : null}
    </section>
  );
}

/** The outbox and the document sends at a glance, each with the way to its details. */
export function QueuesSummary({
  outbox,
  documentSends,
}: {
  outbox: OutboxSummary;
  documentSends: DocumentSendsSummary;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OutboxCard outbox={outbox} />
      <DocumentSendsCard sends={documentSends} />
    </div>
  );
}
