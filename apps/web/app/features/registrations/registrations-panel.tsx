import {
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  actionRegistrationsQuerySchema,
  t,
  type ActionRegistrationsQuery,
  type PageSize,
  type RegistrationPage,
  type SessionPreview,
} from '@passerelle/shared';
import { useId } from 'react';
import { Form, Link } from 'react-router';

import { Pagination, totalLabel } from '~/components/ui/pagination';
import { KeptParams } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListNotice } from '~/components/ui/list-notice';
import { Button, buttonClasses } from '~/components/ui/button';
import { listSearch } from '~/lib/list-search';

import { RegistrationsTable } from './registrations-table';

export type RegistrationFilters = ActionRegistrationsQuery;

const DEFAULT_FILTERS = actionRegistrationsQuerySchema.parse({});

/** The URL search of the registrations tab for `filters` (defaults left out). */
export function registrationsSearch(filters: Partial<RegistrationFilters>): string {
  return listSearch(filters, DEFAULT_FILTERS);
}

export interface RegistrationsPanelProps {
  sessions: readonly Pick<SessionPreview, 'id' | 'code'>[];
  filters: RegistrationFilters;
  page: RegistrationPage;
  /** French notice naming the URL parameters that were dropped (lib/list-state.ts). */
  notice?: string | null;
  /** The tab's path (the filters' form and links go there). */
  pathname: string;
  onPageSize: (pageSize: PageSize) => void;
  /** Reload the tab after a row event. */
  onChanged: () => void;
}

/**
 * The registrations to an action's sessions: filters by session and status (a GET form, so the
 * filters live in the URL and work without script), the back office's table with each row's
 * events, and its pages.
 */
export function RegistrationsPanel({
  sessions,
  filters,
  page,
  notice,
  pathname,
  onPageSize,
  onChanged,
}: RegistrationsPanelProps) {
  const id = useId();
  const filtered = filters.sessionId !== undefined || filters.status !== undefined;
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">{t('programmingRegistrations.caption')}</h2>
      <ListNotice notice={notice} />

      <Form
        // The selects start from the URL's filters: a new URL (reset, back) shows its own.
        key={registrationsSearch(filters)}
        method="get"
        action={pathname}
        role="search"
        aria-label={t('programmingRegistrations.filters')}
        className="flex flex-col gap-4 rounded-sm border border-border p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <FilterSelect
          id={`${id}-session`}
          name="sessionId"
          label={t('programmingRegistrations.filter.session')}
          allLabel={t('programmingRegistrations.filter.all')}
          defaultValue={filters.sessionId === undefined ? '' : String(filters.sessionId)}
          options={sessions.map((session) => ({ value: String(session.id), label: session.code }))}
        />
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label={t('programmingRegistrations.filter.status')}
          allLabel={t('programmingRegistrations.filter.all')}
          defaultValue={filters.status ?? ''}
          options={REGISTRATION_STATUSES.map((status) => ({
            value: status,
            label: REGISTRATION_STATUS_LABELS[status],
          }))}
        />
        <KeptParams query={{ pageSize: filters.pageSize }} defaults={DEFAULT_FILTERS} />
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

      <RegistrationsTable
        items={page.items}
        caption={t('programmingRegistrations.caption')}
        empty={filtered ? t('ui.noMatchingData') : t('programmingRegistrations.empty')}
        onChanged={onChanged}
      />
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
