import {
  actionListQuerySchema,
  type ActionSortField,
  type PageSize,
  type SessionStatus,
  type Sort,
} from '@passerelle/shared';

import { buildUrl, type Query } from '~/lib/api-client';
import { readListState } from '~/lib/list-state';
import { listSearch, sortText } from '~/lib/list-search';

/*
 * The state of /back/programming lives in its URL, so that the back button, a reload and a shared
 * link keep the filters: `year` (a year, or `all`; absent = the current public year), `axisId`,
 * `typeId`, `providerId`, `status` (a session status), `q`, `sort` (`name`, `-totalCost`…),
 * `page` and `pageSize`. The API takes the same names, so the list, its indicators and its
 * export read one query.
 */

/** The URL value meaning "every year" (the API has no year filter then). */
export const ALL_YEARS = 'all';

export interface ActionListState {
  /** The chosen year; `all` for every year; undefined for the default (current public year). */
  year?: number | typeof ALL_YEARS;
  axisId?: number;
  typeId?: number;
  providerId?: number;
  status?: SessionStatus;
  q?: string;
  sort: Sort<ActionSortField>;
  page: number;
  pageSize: PageSize;
}

export type ActionFilterKey = 'year' | 'axisId' | 'typeId' | 'providerId' | 'status' | 'q';

/** The state's parameters in the order the URL writes them. */
const STATE_KEYS = [
  'year',
  'axisId',
  'typeId',
  'providerId',
  'status',
  'q',
  'sort',
  'page',
  'pageSize',
] as const;

const DEFAULT_ACTION_QUERY = actionListQuerySchema.parse({});

/** The list state of `params` (lib/list-state.ts): a refused parameter dropped, and said. */
export function readActionListState(params: URLSearchParams): {
  state: ActionListState;
  notice: string | null;
} {
  // "Every year" is the page's own value of `year`: the API then has no year filter.
  const allYears = params.get('year')?.trim() === ALL_YEARS;
  const read = new URLSearchParams(params);
  if (allYears) read.delete('year');
  const { query, notice } = readListState(actionListQuerySchema, read);
  return { state: allYears ? { ...query, year: ALL_YEARS } : query, notice };
}

/** The search string (with its '?', or '') of a list state; defaults are left out. */
export function actionListSearch(state: ActionListState): string {
  const ordered = Object.fromEntries(STATE_KEYS.map((key) => [key, state[key]]));
  return listSearch(ordered, DEFAULT_ACTION_QUERY);
}

/** The year the list is narrowed to: the chosen one, else the default; null for every year. */
export function effectiveYear(state: ActionListState, defaultYear: number | null): number | null {
  if (state.year === ALL_YEARS) return null;
  return state.year ?? defaultYear;
}

/** The filters as the API reads them (list, indicators and export share them). */
export function actionFilterQuery(state: ActionListState, defaultYear: number | null): Query {
  return {
    year: effectiveYear(state, defaultYear),
    axisId: state.axisId,
    typeId: state.typeId,
    providerId: state.providerId,
    status: state.status,
    q: state.q,
  };
}

/** The query of `GET /api/actions` for a list state. */
export function actionListQuery(state: ActionListState, defaultYear: number | null): Query {
  return {
    ...actionFilterQuery(state, defaultYear),
    sort: sortText(state.sort),
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** `GET /api/actions` for a list state. */
export function actionListApiPath(state: ActionListState, defaultYear: number | null): string {
  return buildUrl('/api/actions', actionListQuery(state, defaultYear));
}

/** The export download link of the list as it is filtered and sorted. */
export function actionExportHref(
  format: 'csv' | 'xlsx',
  state: ActionListState,
  defaultYear: number | null,
): string {
  return buildUrl('/api/action_views/export', {
    format,
    ...actionFilterQuery(state, defaultYear),
    sort: sortText(state.sort),
  });
}

/**
 * The export of the sessions of what the list shows: the same filters (the status one then keeps
 * the sessions in that status), in the order of their start dates.
 */
export function sessionExportHref(
  format: 'csv' | 'xlsx',
  state: ActionListState,
  defaultYear: number | null,
): string {
  return buildUrl('/api/session_views/export', {
    format,
    ...actionFilterQuery(state, defaultYear),
  });
}

/** Whether the list is narrowed by a filter (which empty message to show). */
export function isFiltered(state: ActionListState, defaultYear: number | null): boolean {
  const filters = actionFilterQuery(state, defaultYear);
  return Object.values(filters).some((value) => value !== undefined && value !== null);
}

/** A new filter value: back to page 1, the rest kept. */
export function withFilter<K extends ActionFilterKey>(
  state: ActionListState,
  key: K,
  value: ActionListState[K] | undefined,
): ActionListState {
  const next: ActionListState = { ...state, page: 1 };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/**
 * `next`, a change made on `shown` (the state the page shows), applied to `live` (the state of
 * the address, or of the navigation on its way): what the change touched wins, the rest follows
 * `live`. A second filter chosen before the page has shown the first keeps the first.
 */
export function rebaseState(
  next: ActionListState,
  shown: ActionListState,
  live: ActionListState,
): ActionListState {
  const keys = new Set([...Object.keys(next), ...Object.keys(shown), ...Object.keys(live)]);
  const result: Record<string, unknown> = {};
  for (const key of keys as Set<keyof ActionListState>) {
    const changed = JSON.stringify(next[key]) !== JSON.stringify(shown[key]);
    const value = changed ? next[key] : live[key];
    if (value !== undefined) result[key] = value;
  }
  return result as unknown as ActionListState;
}

/** Every filter cleared (the year back to its default); the sort and page size kept. */
export function withoutFilters(state: ActionListState): ActionListState {
  return { sort: state.sort, page: 1, pageSize: state.pageSize };
}
