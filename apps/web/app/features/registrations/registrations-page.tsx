import {
  EXPORT_FORMATS,
  REGISTRATION_SORT_FIELDS,
  REGISTRATIONS_BACK_API,
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  can,
  t,
  type PageSize,
  type RegistrationListQuery,
  type RegistrationPage,
  type SessionUser,
} from '@passerelle/shared';
import { useId, useState } from 'react';
import { Form, Link } from 'react-router';

import { inputClasses, labelClasses } from '~/admin-kit/field-styles';
import { StructureFilter } from '~/admin-kit/structure-filter';
import { Pagination, totalLabel } from '~/components/ui/pagination';
import { ExportButtons } from '~/components/export-buttons';
import { KeptParams } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListNotice } from '~/components/ui/list-notice';
import { Button, buttonClasses } from '~/components/ui/button';
import { sortText } from '~/lib/list-search';
import { toast } from '~/lib/toast';
import { useMutation } from '~/lib/use-mutation';

import { postBulkValidate } from './registrations-api';
import { RegistrationsTable } from './registrations-table';
import { registrationExportHref, registrationSearch } from './registrations-url';

export interface RegistrationsPageProps {
  user: SessionUser | null;
  query: RegistrationListQuery;
  page: RegistrationPage;
  /** French notice naming the URL parameters that were dropped (lib/list-state.ts). */
  notice: string | null;
  /** The structure filter's current choice, named (staff only). */
  structure: { id: number; name: string } | null;
  pathname: string;
  onPageSize: (pageSize: PageSize) => void;
  /** Reload the list (after an event or a bulk validation). */
  onChanged: () => void;
}

/** The sort choices; labelled at render, once the page's messages are registered (decision 018). */
function sortOptions() {
  return REGISTRATION_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: sortText({ field, direction }),
      label: t(`registrationsBack.sort.${field}.${direction}`),
    })),
  );
}

/**
 * /back/registrations: the registrations within the viewer's reach, with URL-driven filters
 * (a GET form: they work without script and survive a reload), the export of the filtered list,
 * the bulk validation of the ticked rows, and each row's events (RegistrationsTable).
 */
export function RegistrationsPage({
  user,
  query,
  page,
  notice,
  structure,
  pathname,
  onPageSize,
  onChanged,
}: RegistrationsPageProps) {
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { pending, run } = useMutation();
  const canValidate = can(user, 'registrations.validate');
  const byStructure = can(user, 'registrations.filterByStructure');
  const filtered =
    query.q !== undefined ||
    query.status !== undefined ||
    query.waitingList !== undefined ||
    query.year !== undefined ||
    query.sessionId !== undefined ||
    query.actionId !== undefined ||
    query.structureId !== undefined;
  const sortValue = sortText(query.sort);

  // Each registration has its outcome: the validated ones counted, each refusal a toast.
  const bulkValidate = () =>
    void run(() => postBulkValidate([...selected]), {
      successToast: ({ results }) => {
        const done = results.filter((outcome) => outcome.ok).length;
        return done > 0 ? t('registrationsBack.bulk.done', { count: done }) : null;
      },
      onSuccess: ({ results }) => {
        for (const outcome of results) if (!outcome.ok) toast.error(outcome.error);
        setSelected(new Set());
        onChanged();
      },
    });

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t('registrationsBack.title')}</h1>
      <ListNotice notice={notice} />

      <Form
        key={registrationSearch(query)}
        method="get"
        action={pathname}
        role="search"
        aria-label={t('registrationsBack.filters')}
        className="flex flex-col gap-4 rounded-sm border border-border p-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-q`} className={labelClasses}>
            {t('registrationsBack.filter.q')}
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            className={inputClasses}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-year`} className={labelClasses}>
            {t('registrationsBack.filter.year')}
          </label>
          <input
            id={`${id}-year`}
            name="year"
            inputMode="numeric"
            defaultValue={query.year ?? ''}
            className={`${inputClasses} sm:w-28`}
          />
        </div>
        <FilterSelect
          id={`${id}-status`}
          name="status"
          label={t('registrationsBack.filter.status')}
          allLabel={t('programmingRegistrations.filter.all')}
          defaultValue={query.status ?? ''}
          options={REGISTRATION_STATUSES.map((status) => ({
            value: status,
            label: REGISTRATION_STATUS_LABELS[status],
          }))}
        />
        <FilterSelect
          id={`${id}-waiting`}
          name="waitingList"
          label={t('registrationsBack.filter.waitingList')}
          allLabel={t('programmingRegistrations.filter.all')}
          defaultValue={query.waitingList === undefined ? '' : String(query.waitingList)}
          options={[
            { value: 'true', label: t('adminKit.yes') },
            { value: 'false', label: t('adminKit.no') },
          ]}
        />
        {byStructure ? (
          <StructureFilter
            id={`${id}-structure`}
            label={t('registrationsBack.filter.structure')}
            name="structureId"
            source={REGISTRATIONS_BACK_API.structures}
            initial={structure}
            className="sm:w-72"
          />
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-sort`} className={labelClasses}>
            {t('registrationsBack.filter.sort')}
          </label>
          <select id={`${id}-sort`} name="sort" defaultValue={sortValue} className={inputClasses}>
            {sortOptions().map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </div>
        <KeptParams query={{ actionId: query.actionId, sessionId: query.sessionId }} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('programmingRegistrations.filter.apply')}</Button>
          {filtered ? (
            <Link to={pathname} className={buttonClasses('secondary')}>
              {t('programmingRegistrations.filter.reset')}
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {totalLabel(page.total)}
        </p>
        <div className="flex flex-wrap gap-2">
          {canValidate ? (
            <Button
              variant="primary"
              size="sm"
              disabled={selected.size === 0 || pending}
              onClick={bulkValidate}
            >
              {t('registrationsBack.bulk.validate', { count: selected.size })}
            </Button>
          ) : null}
          <ExportButtons
            formats={EXPORT_FORMATS}
            hrefOf={(format) => registrationExportHref(format, query)}
            labelOf={(format) => t(`registrationsBack.export.${format}`)}
          />
        </div>
      </div>

      <RegistrationsTable
        items={page.items}
        caption={t('registrationsBack.title')}
        empty={filtered ? t('ui.noMatchingData') : t('registrationsBack.empty')}
        selected={canValidate ? selected : undefined}
        onSelect={(rowId, checked) =>
          setSelected((current) => {
            const next = new Set(current);
            if (checked) next.add(rowId);
            else next.delete(rowId);
            return next;
          })
        }
        onChanged={onChanged}
      />
      <Pagination
        page={page.page}
        pageSize={query.pageSize}
        total={page.total}
        hrefOf={(target) => `${pathname}${registrationSearch({ ...query, page: target })}`}
        onPageSize={onPageSize}
      />
    </div>
  );
}
