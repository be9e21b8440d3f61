/**
 * Page sizes of every paged list (resources, programming, catalogue, outbox…). Kept below both
 * `schemas/` and `resources/`, which each build their list queries on them.
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
