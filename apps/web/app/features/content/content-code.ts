import {
  CONTENT_CODES,
  CONTENT_PAGE_PATHS,
  matchRoute,
  type ContentCode,
} from '@passerelle/shared';

/** The content code shown at a public path (`/cgu` → `cgu`, `/legal_mentions` → `legal`). */
export function contentCodeAt(pathname: string): ContentCode | null {
  const path = matchRoute(pathname)?.path;
  if (!path || path === '/') return null;
  return CONTENT_CODES.find((code) => CONTENT_PAGE_PATHS[code] === path) ?? null;
}
