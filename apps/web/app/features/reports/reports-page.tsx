import {
  EXPORT_FORMATS,
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  can,
  formatDateTime,
  formatDayRange,
  reportDisplayState,
  t,
  type PageSize,
  type ReportListItem,
  type SessionUser,
} from '@passerelle/shared';
import { Link, useNavigate } from 'react-router';

import { FilterSearch } from '~/admin-kit/filter-search';
import { StructureFilter } from '~/admin-kit/structure-filter';
import { ReportStatusBadge } from '~/components/report-status-badge';
import { Alert } from '~/components/ui/alert';
import { ExportButtons } from '~/components/export-buttons';
import { buttonClasses } from '~/components/ui/button';
import { DataTable, type DataColumn } from '~/components/ui/data-table';
import { FilterForm, KeptParams } from '~/components/ui/filter-form';
import { FilterSelect } from '~/components/ui/filter-select';
import { ListNotice } from '~/components/ui/list-notice';
import { Pagination } from '~/components/ui/pagination';

import {
  PROVIDER_SOURCE,
  reportExportHref,
  reportSearch,
  type ReportsPageData,
} from './reports-api';

/** The link to a report, named after its session; "Rédiger" where the viewer writes it. */
function reportLink(report: ReportListItem, writes: boolean) {
  const toWrite = writes && report.status === 'IN_PROGRESS';
  return (
    <Link
      to={`/reports/${report.id}`}
      className={buttonClasses(toWrite ? 'primary' : 'secondary', 'sm')}
      aria-label={t(toWrite ? 'reports.list.write' : 'reports.list.open', {
        code: report.session.code,
      })}
    >
      {toWrite ? t('reports.session.write') : t('reports.session.open')}
    </Link>
  );
}

/** The columns; headers read at render (decision 018). The provider's own name is left out. */
function columns(staff: boolean): DataColumn<ReportListItem>[] {
  return [
    {
      key: 'session',
      header: t('reports.list.column.session'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (report) => report.session.code,
    },
    {
      key: 'action',
      header: t('reports.list.column.action'),
      cell: (report) => report.session.action.name,
    },
    ...(staff
      ? [
          {
            key: 'provider',
            header: t('reports.list.column.provider'),
            cell: (report: ReportListItem) => report.session.provider?.name ?? '',
          },
        ]
      : []),
    {
      key: 'dates',
      header: t('reports.list.column.dates'),
      cell: (report) => formatDayRange(report.session.startDate, report.session.endDate),
    },
    {
      key: 'status',
      header: t('reports.list.column.status'),
      cell: (report) => <ReportStatusBadge state={reportDisplayState(report)} />,
    },
    {
      key: 'updatedAt',
      header: t('reports.list.column.updatedAt'),
      className: 'whitespace-nowrap',
      cell: (report) =>
        report.savedAt ? (
          <time dateTime={report.updatedAt ?? report.savedAt}>
            {formatDateTime(report.updatedAt ?? report.savedAt)}
          </time>
        ) : (
          '—'
        ),
    },
  ];
}

/**
 * `/reports`: the pedagogical reports the viewer reaches — a provider its sessions' (to write
 * and in progress first), managers and admins every one (completed first) with a provider
 * filter — filtered by year, status, action or session text, paged, exported as CSV or XLSX.
 */
export function ReportsPage({ data, user }: { data: ReportsPageData; user: SessionUser | null }) {
  const navigate = useNavigate();
  const { query, list } = data;
  const staff = can(user, 'reports.validate');
  const writes = can(user, 'reports.write');
  const filtered = Boolean(
    query.q || query.year || query.status || query.providerId || query.actionId,
  );
  const hrefWith = (changes: Record<string, string | number | undefined>) => {
    const params = reportSearch({ ...query, ...changes });
    const search = params.toString();
    return `/reports${search ? `?${search}` : ''}`;
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{t('reports.list.title')}</h1>
        <p>{t(staff ? 'reports.list.intro.staff' : 'reports.list.intro.provider')}</p>
      </div>

      <ListNotice notice={data.notice} />
      <FilterForm
        key={reportSearch(query).toString()}
        label={t('reports.list.filters')}
        resetLabel={t('reports.list.filter.reset')}
      >
        <FilterSearch
          id="reports-q"
          label={t('reports.list.filter.q')}
          defaultValue={query.q ?? ''}
          placeholder={t('reports.list.filter.qHint')}
        />
        <FilterSelect
          id="reports-year"
          name="year"
          label={t('reports.list.filter.year')}
          allLabel={t('reports.list.filter.allYears')}
          defaultValue={query.year === undefined ? '' : String(query.year)}
          options={data.years.map((year) => ({ value: String(year), label: String(year) }))}
        />
        <FilterSelect
          id="reports-status"
          name="status"
          label={t('reports.list.filter.status')}
          allLabel={t('reports.list.filter.allStatuses')}
          defaultValue={query.status ?? ''}
          options={REPORT_STATUSES.map((status) => ({
            value: status,
            label: REPORT_STATUS_LABELS[status],
          }))}
        />
        {staff ? (
          <StructureFilter
            id="reports-provider"
            label={t('reports.list.filter.provider')}
            name="providerId"
            source={PROVIDER_SOURCE}
            initial={data.provider}
          />
        ) : null}
        <KeptParams query={{ actionId: query.actionId }} />
      </FilterForm>
      {data.action ? (
        <p>
          <span className="font-medium">
            {t('reports.list.filter.action', { name: data.action.name })}
          </span>{' '}
          <Link to={hrefWith({ actionId: undefined, page: undefined })} className="underline">
            {t('reports.list.filter.reset')}
          </Link>
        </p>
      ) : null}

      <div aria-live="polite" className="space-y-4">
        {data.error ? <Alert tone="error">{data.error}</Alert> : null}
        {list ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-medium">{t('reports.list.count', { count: list.total })}</p>
              <ExportButtons
                formats={EXPORT_FORMATS}
                hrefOf={(format) => reportExportHref(query, format)}
                labelOf={(format) => t('reports.list.export', { format: format.toUpperCase() })}
              />
            </div>
            <DataTable
              caption={t('reports.list.caption')}
              columns={columns(staff)}
              rows={list.items}
              rowKey={(report) => report.id}
              empty={t(filtered ? 'ui.noMatchingData' : 'ui.noData')}
              rowActions={{
                header: t('reports.list.column.actions'),
                hideHeader: true,
                cell: (report) => reportLink(report, writes),
              }}
            />
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              hrefOf={(page) => hrefWith({ page })}
              onPageSize={(pageSize: PageSize) =>
                void navigate(hrefWith({ pageSize, page: undefined }))
              }
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
