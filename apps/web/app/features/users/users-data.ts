import {
  idParam,
  SSO_API,
  STRUCTURES_API,
  t,
  USERS_API,
  userListQuerySchema,
  type StructureOption,
  type UserItem,
  type UserList,
  type UserListQuery,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { readListState, type ListState } from '~/lib/list-state';

/** What the users page's loaders give it. */
export interface UsersPageData {
  query: UserListQuery;
  /** French notice naming the URL parameters that were dropped as invalid. */
  notice: string | null;
  list: UserList | null;
  error: string | null;
  /** The structure named by the `structureId` filter, to show its name in the picker. */
  structure: StructureOption | null;
  /** `?edit=<id>`: the user to edit (or why it could not be loaded). */
  edit: { item: UserItem | null; error: string | null } | null;
  creating: boolean;
  /** The single sign-on provider's name when it is on (the rows then offer the user sync). */
  ssoLabel: string | null;
}

/** The URL's filters (lib/list-state.ts): a refused value dropped, and said. */
export function readUsersQuery(params: URLSearchParams): ListState<UserListQuery> {
  return readListState(userListQuerySchema, params);
}

/** The users page's data: the filtered list, the filter's structure and the edited user. */
export async function loadUsersPage(api: ApiClient, request: Request): Promise<UsersPageData> {
  const params = new URL(request.url).searchParams;
  const { query, notice } = readUsersQuery(params);
  const editId = idParam.safeParse(params.get('edit') ?? undefined);
  const [list, structures, edit, sso] = await Promise.all([
    api.call(USERS_API.list, { query, defaultErrorMessage: t('adminKit.loadError') }),
    query.structureId
      ? api.call(STRUCTURES_API.options, { query: { id: query.structureId } })
      : null,
    editId.success
      ? api.call(USERS_API.item, {
          params: { id: editId.data },
          defaultErrorMessage: t('adminKit.itemError'),
        })
      : null,
    api.call(SSO_API.config),
  ]);
  const structure =
    structures?.ok === true
      ? (structures.data.find((s) => s.id === query.structureId) ?? null)
      : null;
  return {
    query,
    notice,
    list: list.ok ? list.data : null,
    error: list.ok ? null : list.error,
    structure,
    edit: edit
      ? { item: edit.ok ? edit.data : null, error: edit.ok ? null : edit.error }
      : params.has('edit')
        ? { item: null, error: t('error.api.notFound') }
        : null,
    creating: params.get('new') === '1',
    ssoLabel: sso.ok ? sso.data.label : null,
  };
}
