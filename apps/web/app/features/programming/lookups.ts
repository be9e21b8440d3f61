import {
  ACTIONS_API,
  PARAMETERS_API,
  STRUCTURES_API,
  USERS_API,
  type ListPage,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

/*
 * The choices the programming filters and forms offer, read from the API: axes, action types,
 * providers (the first ones by name; the combobox asks the server for others as one types),
 * managers (referents), the years having actions and the current public year.
 */

export interface AxisOption {
  id: number;
  number: number;
  name: string;
  color: string;
}

export interface ActionTypeOption {
  id: number;
  name: string;
  /** A switched-off type stays in the filters (old actions) but is not offered to new ones. */
  active: boolean;
}

export interface NamedOption {
  id: number;
  name: string;
}

export interface ManagerOption {
  id: number;
  givenName: string;
  familyName: string;
}

/** Every row of a reference list fits one page of the largest size. */
const ALL_ROWS = { pageSize: 100 } as const;

/** A list of the generic resource engine (admin-kit): it has no route contract, typed by hand. */
async function listOf<T>(api: ApiClient, path: string, query: Record<string, string | number>) {
  const result = await api.request<ListPage<T>>(path, { query });
  return result.ok ? result.data.items : [];
}

export async function loadAxes(api: ApiClient): Promise<AxisOption[]> {
  const items = await listOf<AxisOption>(api, '/api/axes', { ...ALL_ROWS, sort: 'number' });
  return items.map(({ id, number, name, color }) => ({ id, number, name, color }));
}

export async function loadActionTypes(api: ApiClient): Promise<ActionTypeOption[]> {
  const items = await listOf<ActionTypeOption>(api, '/api/action_types', {
    ...ALL_ROWS,
    sort: 'name',
  });
  return items.map(({ id, name, active }) => ({ id, name, active: active !== false }));
}

export async function loadProviders(api: ApiClient, q = ''): Promise<NamedOption[]> {
  const result = await api.call(STRUCTURES_API.providers, { query: { q } });
  return result.ok ? result.data.map(({ id, name }) => ({ id, name })) : [];
}

export async function loadManagers(api: ApiClient): Promise<ManagerOption[]> {
  const result = await api.call(USERS_API.managers);
  return result.ok ? result.data : [];
}

/** The years having actions, newest first. */
export async function loadAvailableYears(api: ApiClient): Promise<number[]> {
  const result = await api.call(ACTIONS_API.availableYears);
  return result.ok ? result.data : [];
}

/** The current public year (admin parameters), or null when none is set or it cannot be read. */
export async function loadCurrentPublicYear(api: ApiClient): Promise<number | null> {
  const result = await api.call(PARAMETERS_API.current);
  return result.ok && result.data ? result.data.currentPublicYear : null;
}

/** `1 – Accueil et orientation`. */
export function axisLabel(axis: { number?: number; name: string }): string {
  return axis.number === undefined ? axis.name : `${axis.number} – ${axis.name}`;
}
