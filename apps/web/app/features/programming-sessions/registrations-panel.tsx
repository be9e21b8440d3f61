import {
  DEFAULT_PAGE_SIZE,
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  t,
  type ActionRegistrationPage,
  type PageSize,
  type RegistrationStatus,
  type SessionPreview,
} from '@passerelle/shared';
import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Form, Link } from 'react-router';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { Pagination, totalLabel } from '~/admin-kit/pagination';
import { Alert } from '~/components/ui/alert';
import { Button, buttonClasses } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format-date-time';

import { RegistrationStatusBadge } from './registration-status-badge';
import { personName } from './person-name';

export interface RegistrationFilters {
  sessionId?: number;
  status?: RegistrationStatus;
  page: number;
  pageSize: PageSize;
}

/** The URL search of the registrations tab for `filters` (defaults left out). */
export function registrationsSearch(filters: Partial<RegistrationFilters>): string {
  const params = new URLSearchParams();
  if (filters.sessionId !== undefined) params.set('sessionId', String(filters.sessionId));
  if (filters.status) params.set('status', filters.status);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize && filters.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(filters.pageSize));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export interface RegistrationsPanelProps {
  sessions: readonly Pick<SessionPreview, 'id' | 'code'>[];
  filters: RegistrationFilters;
  page: ActionRegistrationPage;
  /** Set when the URL's filters were not understood (the default list is shown). */
  queryError?: string | null;
  /** The tab's path (the filters' form and links go there). */
  pathname: string;
  onPageSize: (pageSize: PageSize) => void;
}

const headers = [
  'programmingRegistrations.column.beneficiary',
  'programmingRegistrations.column.structure',
  'programmingRegistrations.column.session',
  'programmingRegistrations.column.status',
  'programmingRegistrations.column.waitingList',
  'programmingRegistrations.column.askedAt',
] as const;

/**
 * The registrations to an action's sessions, read-only: filters by session and status (a GET
 * form, so the filters live in the URL and work without script), the table and its pages.
 */
export function RegistrationsPanel({
  sessions,
  filters,
  page,
  queryError,
  pathname,
  onPageSize,
}: RegistrationsPanelProps) {
  const id = useId();
  const filtered = filters.sessionId !== undefined || filters.status !== undefined;
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t('programmingRegistrations.caption')}</h2>
      <p className="text-muted">{t('programmingRegistrations.readOnlyNotice')}</p>
      {queryError ? <Alert tone="warning">{queryError}</Alert> : null}

      <Form
        // The selects start from the URL's filters: a new URL (reset, back) shows its own.
        key={registrationsSearch(filters)}
        method="get"
        action={pathname}
        role="search"
        aria-label={t('programmingRegistrations.filters')}
        className="flex flex-col gap-4 rounded-sm border border-border p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-session`} className={labelClasses}>
            {t('programmingRegistrations.filter.session')}
          </label>
          <select
            id={`${id}-session`}
            name="sessionId"
            defaultValue={filters.sessionId ?? ''}
            className={inputClasses}
          >
            <option value="">{t('programmingRegistrations.filter.all')}</option>
            {sessions.map((session) => (
              <option key={session.id} value={session.id}>
                {session.code}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className={labelClasses}>
            {t('programmingRegistrations.filter.status')}
          </label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={filters.status ?? ''}
            className={inputClasses}
          >
            <option value="">{t('programmingRegistrations.filter.all')}</option>
            {REGISTRATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {REGISTRATION_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {filters.pageSize !== DEFAULT_PAGE_SIZE ? (
          <input type="hidden" name="pageSize" value={filters.pageSize} />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('programmingRegistrations.filter.apply')}</Button>
          {filtered ? (
            <Link
              to={`${pathname}${registrationsSearch({ pageSize: filters.pageSize })}`}
              className={buttonClasses('secondary')}
            >
              {t('programmingRegistrations.filter.reset')}
            </Link>
          ) : null}
        </div>
      </Form>

      <p role="status" className="font-medium">
        {totalLabel(page.total)}
      </p>

      {page.items.length === 0 ? (
        <p className="text-muted">
          {filtered ? t('ui.noMatchingData') : t('programmingRegistrations.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t('programmingRegistrations.caption')}</caption>
            <thead>
              <tr className="border-b-2 border-border">
                {headers.map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 font-bold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((registration) => (
                <tr key={registration.id} className="border-b border-border align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {personName(registration.beneficiary)}
                    {registration.beneficiary.email ? (
                      <span className="block text-sm font-normal text-muted">
                        {registration.beneficiary.email}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2">
                    {registration.structure?.name ?? t('programmingRegistrations.noStructure')}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{registration.session.code}</td>
                  <td className="px-3 py-2">
                    <RegistrationStatusBadge status={registration.status} />
                  </td>
                  <td className="px-3 py-2">
                    {registration.waitingList ? (
                      <span className="inline-flex items-center gap-1 font-medium">
                        <Hourglass aria-hidden="true" className="size-4" />
                        {t('programmingRegistrations.waitingList')}
                      </span>
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">{t('adminKit.no')}</span>
                      </>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={registration.askedAt}>
                      {formatDateTime(registration.askedAt)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page.page}
        pageSize={filters.pageSize}
        total={page.total}
        hrefOf={(target) => `${pathname}${registrationsSearch({ ...filters, page: target })}`}
        onPageSize={onPageSize}
      />
    </div>
  );
}
