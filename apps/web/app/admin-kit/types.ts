import type { ListPage, ListQuery, ResourceItem } from '@passerelle/shared';

/** One row of a resource as the API answers it: `{ id, ...fields }` (shared). */
export type { ResourceItem };

/** What a resource page's loader returns (server render and client navigations alike). */
export interface ResourceListData {
  /** The list query of the URL, normalised; invalid parameters dropped. */
  query: ListQuery;
  /** The page of rows, or null when the list could not be loaded. */
  page: ListPage<ResourceItem> | null;
  /** The API's message (error, else detail, else the default) when the list failed. */
  error: string | null;
  /** French notice naming the URL parameters that were dropped as invalid (lib/list-state.ts). */
  notice: string | null;
  /** The row opened by `?edit=<id>`, fetched for the edit dialog. */
  edit: { id: string; item: ResourceItem | null; error: string | null } | null;
}
