import {
  listQuerySchemaFor,
  serializeListQuery,
  type ListQuery,
  type Resource,
} from '@passerelle/shared';

/** URL parameters of the form dialog: `?new=1` (create) and `?edit=<id>`, kept on reload. */
export const DIALOG_PARAMS = ['new', 'edit'] as const;

export type DialogTarget = { mode: 'create' } | { mode: 'edit'; id: number | string } | null;

/**
 * The list query of `params`. An invalid parameter (page=0, an unknown sort…) is dropped rather
 * than failing the page; its French message is returned so the page can say what was ignored.
 */
export function readListQuery(
  resource: Resource,
  params: URLSearchParams,
): { query: ListQuery; error: string | null } {
  const raw = Object.fromEntries(params);
  const schema = listQuerySchemaFor(resource);
  const first = schema.safeParse(raw);
  if (first.success) return { query: first.data, error: null };
  const dropped = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')));
  for (const key of dropped) delete raw[key];
  const messages = [...new Set(first.error.issues.map((issue) => issue.message))];
  return { query: schema.parse(raw), error: messages.join(' ; ') };
}

/** The search string (with its '?', or '') of a list query and an optional dialog. */
export function listSearch(query: Partial<ListQuery>, dialog: DialogTarget = null): string {
  const params = new URLSearchParams(serializeListQuery(query));
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
