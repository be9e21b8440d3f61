import {
  ACTIONS_API,
  can,
  t,
  type ActionIndicators,
  type ActionPage,
  type SessionUser,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import {
  actionFilterQuery,
  actionListQuery,
  effectiveYear,
  readActionListState,
  type ActionListState,
} from './action-list-url';
import {
  loadActionTypes,
  loadAvailableYears,
  loadAxes,
  loadCurrentPublicYear,
  loadManagers,
  loadProviders,
  type ActionTypeOption,
  type AxisOption,
  type ManagerOption,
  type NamedOption,
} from './lookups';

/** What the /back/programming loader gives its page (server render and browser alike). */
export interface ActionListData {
  state: ActionListState;
  /** French notice naming the URL parameters that were dropped as invalid. */
  notice: string | null;
  /** The year used when the URL names none: the current public year, if the API gives one. */
  defaultYear: number | null;
  /** The years to choose from: those having actions, and the year shown if it has none. */
  years: number[];
  page: ActionPage | null;
  error: string | null;
  indicators: ActionIndicators | null;
  axes: AxisOption[];
  types: ActionTypeOption[];
  /** The first providers by name; null when the user may not filter by provider. */
  providers: NamedOption[] | null;
  /** The referents offered by the creation form (staff only, else empty). */
  managers: ManagerOption[];
}

/**
 * The data of the action list: the page of actions and the indicators for the URL's filters, and
 * the filters' choices. Failures become messages, never throws (a 401 leaves through the
 * client's redirect to the login page).
 */
export async function loadActionList(
  api: ApiClient,
  request: Request,
  user: SessionUser | null,
): Promise<ActionListData> {
  const { state, notice } = readActionListState(new URL(request.url).searchParams);
  // A provider sees only its own actions: no provider filter, no creation form for it.
  const staff = !user || can(user, 'programming.manage');

  const defaultYearLoad = loadCurrentPublicYear(api);
  const listLoad = defaultYearLoad.then((defaultYear) =>
    Promise.all([
      api.call(ACTIONS_API.list, {
        query: actionListQuery(state, defaultYear),
        defaultErrorMessage: t('programmingScreens.list.loadError'),
      }),
      api.call(ACTIONS_API.indicators, { query: actionFilterQuery(state, defaultYear) }),
    ]),
  );
  const [defaultYear, [list, indicators], availableYears, axes, types, providers, managers] =
    await Promise.all([
      defaultYearLoad,
      listLoad,
      loadAvailableYears(api),
      loadAxes(api),
      loadActionTypes(api),
      staff ? loadProviders(api) : Promise.resolve(null),
      staff ? loadManagers(api) : Promise.resolve([]),
    ]);

  const shown = effectiveYear(state, defaultYear);
  const years =
    shown === null || availableYears.includes(shown)
      ? availableYears
      : [...availableYears, shown].sort((a, b) => b - a);

  return {
    state,
    notice,
    defaultYear,
    years,
    page: list.ok ? list.data : null,
    error: list.ok ? null : list.error,
    indicators: indicators.ok ? indicators.data : null,
    axes,
    types,
    providers,
    managers,
  };
}
