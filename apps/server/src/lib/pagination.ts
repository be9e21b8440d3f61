/** A page of rows as SQL sees it: LIMIT and OFFSET. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The rows of page `page` (from 1) of `pageSize` rows. */
export function pageWindow(query: { page: number; pageSize: number }): PageWindow {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}
