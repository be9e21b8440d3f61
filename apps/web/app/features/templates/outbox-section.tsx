import {
  formatDateTime,
  isMailEventCode,
  MAIL_EVENT_LABELS,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  t,
  type MailStatus,
  type OutboxMail,
  type OutboxMailSummary,
  type OutboxPage,
  type OutboxQuery,
  type PageSize,
} from '@passerelle/shared';
import { Download, Mail, Paperclip } from 'lucide-react';
import { Fragment, useId } from 'react';
import { useNavigate } from 'react-router';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { Alert } from '~/components/ui/alert';
import { cn } from '~/components/ui/cn';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { FilterSelect } from '~/components/ui/filter-select';
import { focusRing } from '~/components/ui/focus';
import { ListNotice } from '~/components/ui/list-notice';
import { Pagination } from '~/components/ui/pagination';
import { formatFileSize } from '~/lib/file-size';
import { useCloseUrlDialog } from '~/lib/url-dialog';

import { mailParagraphs } from './mail-html';
import { RecordLink } from './record-link';
import { templatesSearch } from './templates-data';

const STATUS_STYLES: Record<MailStatus, string> = {
  PENDING: 'border-warning bg-warning-light',
  SENT: 'border-success bg-success-light',
  FAILED: 'border-danger bg-danger-light',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <span
      className={cn('inline-block rounded-sm border px-2 py-0.5 text-sm', STATUS_STYLES[status])}
    >
      {MAIL_STATUS_LABELS[status]}
    </span>
  );
}

/** The columns; their headers are read at render (no `t` while the module loads: decision 018). */
const columns = (): readonly DataColumn<OutboxMailSummary>[] => [
  {
    key: 'recipient',
    header: t('mailAdmin.recipient'),
    cell: (item) => item.recipient,
    className: 'break-all',
  },
  {
    key: 'subject',
    header: t('mailAdmin.subject'),
    cell: (item) => (
      <>
        {item.subject}
        {item.templateCode && isMailEventCode(item.templateCode) ? (
          <span className="block text-sm text-muted">{MAIL_EVENT_LABELS[item.templateCode]}</span>
        ) : null}
        {item.attachmentCount > 0 ? (
          <span className="flex items-center gap-1 text-sm text-muted">
            <Paperclip aria-hidden="true" className="size-3.5" />
            {t('documentSends.attachments.count', { count: item.attachmentCount })}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'status',
    header: t('mailAdmin.status'),
    cell: (item) => <MailStatusBadge status={item.status} />,
  },
  {
    key: 'date',
    header: t('mailAdmin.date'),
    cell: (item) => formatDateTime(item.sentAt ?? item.createdAt),
    className: 'whitespace-nowrap',
  },
];

/**
 * The outbox: every mail the portal wrote, newest first, filtered by status and paginated in the
 * URL; `?mail=<id>` opens one to read (so admins can read mails when no SMTP server is set).
 */
export function OutboxSection({
  page,
  query,
  notice,
  mail,
}: {
  page: OutboxPage;
  query: OutboxQuery;
  /** French notice naming the URL parameters that were dropped (lib/list-state.ts). */
  notice: string | null;
  mail: { item: OutboxMail | null; error: string | null } | null;
}) {
  const id = useId();
  const navigate = useNavigate();
  const search = (extra: Partial<OutboxQuery> & { mail?: number } = {}) =>
    templatesSearch('outbox', { ...query, ...extra });
  const go = (to: string) => void navigate(to, { preventScrollReset: true });
  const closeDialog = useCloseUrlDialog();

  return (
    <div className="space-y-4">
      <Alert tone={page.sending ? 'info' : 'warning'}>
        {page.sending ? t('mailAdmin.sendingOn') : t('mailAdmin.sendingOff')}
      </Alert>
      <ListNotice notice={notice} />
      <div className="sm:w-72">
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label={t('mailAdmin.statusFilter')}
          allLabel={t('mailAdmin.allStatuses')}
          options={MAIL_STATUSES.map((status) => ({
            value: status,
            label: MAIL_STATUS_LABELS[status],
          }))}
          value={query.status ?? ''}
          onChange={(value) =>
            go(search({ status: (value || undefined) as MailStatus | undefined, page: 1 }))
          }
        />
      </div>

      <DataTable
        caption={t('mailAdmin.tab.outbox')}
        columns={columns()}
        rows={page.items}
        rowKey={(item) => item.id}
        empty={t('mailAdmin.emptyOutbox')}
        rowActions={{
          header: t('mailAdmin.actions'),
          hideHeader: true,
          cell: (item) => (
            <RecordLink
              to={search({ mail: item.id })}
              label={t('mailAdmin.read')}
              ariaLabel={t('mailAdmin.readMail', {
                subject: item.subject,
                recipient: item.recipient,
              })}
              icon={Mail}
            />
          ),
        }}
      />

      <Pagination
        page={page.page}
        pageSize={query.pageSize as PageSize}
        total={page.total}
        hrefOf={(target) => search({ page: target })}
        onPageSize={(pageSize) => go(search({ pageSize, page: 1 }))}
      />

      {mail ? (
        // Nothing to lose in a mail read: it closes at once.
        <GuardedDialog
          title={mail.item?.subject ?? t('mailAdmin.tab.outbox')}
          className="md:max-w-3xl"
          onClose={() => closeDialog(search({ mail: undefined }))}
        >
          {mail.item ? <MailReader mail={mail.item} /> : <Alert tone="error">{mail.error}</Alert>}
        </GuardedDialog>
      ) : null}
    </div>
  );
}

/** One mail: its envelope, delivery state, HTML part (read back as text and links) and text part. */
export function MailReader({ mail }: { mail: OutboxMail }) {
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <p>{t('mailAdmin.mailTo', { recipient: mail.recipient })}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <MailStatusBadge status={mail.status} />
          <span>{t('mailAdmin.mailCreated', { date: formatDateTime(mail.createdAt) })}</span>
          {mail.sentAt ? (
            <span>{t('mailAdmin.mailSent', { date: formatDateTime(mail.sentAt) })}</span>
          ) : null}
          <span>{t('mailAdmin.attempts', { count: mail.attempts })}</span>
        </p>
        {mail.lastError ? (
          <p className="text-danger">{t('mailAdmin.lastError', { error: mail.lastError })}</p>
        ) : null}
      </div>
      {mail.attachments.length > 0 ? (
        <section className="space-y-2">
          <h3 className="font-bold">{t('documentSends.attachments.title')}</h3>
          <ul className="space-y-1">
            {mail.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a
                  href={attachment.url}
                  download={attachment.fileName}
                  className={cn('inline-flex items-center gap-1 text-primary underline', focusRing)}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('documentSends.attachments.download', {
                    name: attachment.fileName,
                    size: formatFileSize(attachment.size),
                  })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="space-y-2">
        <h3 className="font-bold">{t('mailAdmin.htmlVersion')}</h3>
        <div className="space-y-3 rounded-sm border border-border bg-white p-4 font-sans">
          {mailParagraphs(mail.html).map((paragraph, index) => (
            <p key={index}>
              {paragraph.map((part, at) =>
                part.kind === 'break' ? (
                  <br key={at} />
                ) : part.kind === 'link' ? (
                  <a
                    key={at}
                    href={part.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn('break-all text-primary underline', focusRing)}
                  >
                    {part.text}
                  </a>
                ) : (
                  <Fragment key={at}>{part.text}</Fragment>
                ),
              )}
            </p>
          ))}
        </div>
      </section>
      <section className="space-y-2">
        <h3 className="font-bold">{t('mailAdmin.textVersion')}</h3>
        <pre className="max-h-80 overflow-auto rounded-sm bg-surface-alt p-3 text-sm whitespace-pre-wrap">
          {mail.text}
        </pre>
      </section>
    </div>
  );
}
