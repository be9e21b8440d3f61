import {
  ACTIONS_API,
  REPORTS_API,
  idParam,
  reportListQuerySchema,
  STRUCTURES_API,
  t,
  type ReportListQuery,
  type ReportPage,
  type ReportSections,
} from '@passerelle/shared';

import { loadStructureChoice, type NamedStructure } from '~/admin-kit/structure-choice';
import type { ApiClient } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';
import { readListState, type ListState } from '~/lib/list-state';
import { listParams } from '~/lib/list-search';

/*
 * What the report pages ask the API (modules/reports, decision 033): the list with its filters'
 * choices, one report, and the report's workflow calls.
 */

/** What `/reports` loads: the URL's query, the page of reports, the filters' choices. */
export interface ReportsPageData {
  query: ReportListQuery;
  /** French notice naming the URL parameters that were dropped as invalid. */
  notice: string | null;
  list: ReportPage | null;
  error: string | null;
  years: number[];
  /**
   * The provider filter's choice (`providerId`), named for its combobox; staff only (a provider
   * sees its own reports only).
   */
  provider: NamedStructure | null;
  /** The action the list is narrowed to (`actionId`, from a session's page), named. */
  action: { id: number; name: string } | null;
}

const DEFAULT_REPORT_QUERY = reportListQuerySchema.parse({});

/** The URL's filters and page (lib/list-state.ts): a refused value dropped, and said. */
export function readReportQuery(params: URLSearchParams): ListState<ReportListQuery> {
  return readListState(reportListQuerySchema, params);
}

/** The query as URL parameters (defaults left out), for links, pages and the export. */
export function reportSearch(query: Partial<ReportListQuery>): URLSearchParams {
  return listParams(query, DEFAULT_REPORT_QUERY);
}

/** Where the provider filter searches: the providers, by text, or one by id. */
export const PROVIDER_SOURCE = STRUCTURES_API.providers;

export async function loadReportsPage(
  api: ApiClient,
  request: Request,
  options: { providerFilter: boolean },
): Promise<ReportsPageData> {
  const { query, notice } = readReportQuery(new URL(request.url).searchParams);
  const { providerId } = query;
  const [list, years, provider] = await Promise.all([
    api.call(REPORTS_API.list, {
      query: Object.fromEntries(reportSearch(query)),
      defaultErrorMessage: t('reports.list.loadError'),
    }),
    api.call(ACTIONS_API.availableYears),
    options.providerFilter && providerId !== undefined
      ? loadStructureChoice(
          api,
          PROVIDER_SOURCE,
          providerId,
          t('reports.list.filter.providerNumber', { id: providerId }),
        )
      : null,
  ]);
  const first = list.ok ? list.data.items[0] : undefined;
  return {
    query,
    notice,
    list: list.ok ? list.data : null,
    error: list.ok ? null : list.error,
    years: years.ok ? years.data : [],
    provider,
    action:
      query.actionId !== undefined && first
        ? { id: first.session.action.id, name: first.session.action.name }
        : null,
  };
}

/** The report of `/reports/{id}`; a malformed id is a 404 like an unknown one. */
export function loadReport(api: ApiClient, id: string | undefined) {
  const parsed = idParam.safeParse(id);
  return api.call(REPORTS_API.ofSession, { params: { id: parsed.success ? parsed.data : 0 } });
}

export function saveReport(id: number, sections: ReportSections) {
  return browserApi.call(REPORTS_API.save, { params: { id }, body: { sections } });
}

export function completeReport(id: number, sections: ReportSections) {
  return browserApi.call(REPORTS_API.complete, { params: { id }, body: { sections } });
}

export function sendBackReport(id: number, reason: string) {
  return browserApi.call(REPORTS_API.sendBack, { params: { id }, body: { reason } });
}

export function validateReport(id: number) {
  return browserApi.call(REPORTS_API.validate, { params: { id } });
}

/** The state of a session's report, read in the browser for the session's page. */
export function getSessionReport(sessionId: number, signal?: AbortSignal) {
  return browserApi.call(REPORTS_API.ofSession, { params: { id: sessionId }, signal });
}

/** The export's address for the list's filters. */
export function reportExportHref(query: ReportListQuery, format: 'csv' | 'xlsx'): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const params = reportSearch(filters);
  params.set('format', format);
  return `/api/survey_views/report_export?${params}`;
}
