/*
 * The page sizes a list offers. Apart from list-query.ts (which parses list requests with Zod) so
 * that a public page showing a pagination does not load Zod (decision 022).
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
