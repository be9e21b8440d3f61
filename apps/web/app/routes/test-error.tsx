import { t } from '@passerelle/shared';
import { data, type LoaderFunctionArgs } from 'react-router';

import { isLayout } from '~/features/errors/error-info';

/*
 * Error screens on demand for the end-to-end tests: /__test/error/403, /404, /500, or any status,
 * with `?layout=back` (or another layout) to check the layout choice. Open only when the server
 * runs with E2E_ERROR_ROUTES=1 or NODE_ENV=development; otherwise the path is an unknown page.
 */

export function testErrorRoutesEnabled(env: Record<string, string | undefined> = process.env) {
  return env['E2E_ERROR_ROUTES'] === '1' || env['NODE_ENV'] === 'development';
}

export function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (!testErrorRoutesEnabled()) {
    throw data({ message: t('error.pageNotFound', { path: url.pathname }) }, { status: 404 });
  }
  const status = Number(params.status);
  // An unexpected exception, as a real bug would throw it.
  if (status === 500) throw new Error('Test error: unexpected failure (500).');
  const layout = url.searchParams.get('layout');
  throw data(
    { layout: isLayout(layout) ? layout : undefined },
    { status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 418 },
  );
}

export default function TestError() {
  return null;
}
