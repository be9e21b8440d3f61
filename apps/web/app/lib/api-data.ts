import type { LayoutName } from '@passerelle/shared';
import { data } from 'react-router';

import type { ApiResult } from './api-client';

/**
 * The data of a loader's API call, or the error screen: the API's status (403, 404, 500…) with
 * its French message, in the given layout.
 */
export function dataOrThrow<T>(result: ApiResult<T>, layout: LayoutName): T {
  if (result.ok) return result.data;
  throw data({ layout, message: result.error }, { status: result.status ?? 500 });
}

/** Answers that mean a link's secret is not one the API knows (unknown, expired, malformed). */
const UNKNOWN_LINK = new Set([400, 404]);

/**
 * The data of a loader's call about a link sent by mail (its secret in the address, the page in
 * the login layout): null for a link the API does not know, which the page says itself; any
 * other failure (too many calls, the server down) is the usual error screen.
 */
export function linkDataOrNull<T>(result: ApiResult<T>): T | null {
  if (!result.ok && result.status !== null && UNKNOWN_LINK.has(result.status)) return null;
  return dataOrThrow(result, 'login');
}
