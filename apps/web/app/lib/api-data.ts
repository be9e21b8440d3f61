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
