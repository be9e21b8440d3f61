import {
  DEFAULT_PAGE_SIZE,
  listQuerySchemaFor,
  type ListQuery,
  type Resource,
} from '@passerelle/shared';

import { readListState, type ListState } from '~/lib/list-state';
import { listParams } from '~/lib/list-search';

/** URL parameters of the form dialog: `?new=1` (create) and `?edit=<id>`, kept on reload. */
export const DIALOG_PARAMS = ['new', 'edit'] as const;

export type DialogTarget = { mode: 'create' } | { mode: 'edit'; id: number | string } | null;

/** What a bare URL means: page 1, the default page size, the resource's default sort. */
const BARE_QUERY: ListQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

/** The list query of `params` (lib/list-state.ts: a refused parameter dropped, and said). */
export function readListQuery(resource: Resource, params: URLSearchParams): ListState<ListQuery> {
  return readListState(listQuerySchemaFor(resource), params);
}

/** The search string (with its '?', or '') of a list query and an optional dialog. */
export function listSearch(query: Partial<ListQuery>, dialog: DialogTarget = null): string {
  const params = listParams(query, BARE_QUERY);
  if (dialog?.mode === 'create') params.set('new', '1');
  if (dialog?.mode === 'edit') params.set('edit', String(dialog.id));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The dialog the URL asks for. */
export function dialogOf(params: URLSearchParams): DialogTarget {
  const edit = params.get('edit');
  if (edit) return { mode: 'edit', id: edit };
  if (params.get('new') === '1') return { mode: 'create' };
  return null;
}

/** Whether the list is narrowed by a search or a filter (which empty message to show). */
export function isNarrowed(query: ListQuery): boolean {
  return Boolean(query.q) || Object.keys(query.filters).length > 0;
}

/** The sort in effect: the URL's, else the resource's default. */
export function effectiveSort(resource: Resource, query: ListQuery) {
  return query.sort ?? resource.defaultSort;
}
