import { redirect, type DataStrategyResult, type MiddlewareFunction } from 'react-router';

import { guardRedirect, pathWithQuery } from './guard';
import { accessToken, readSession } from './session';

/** fetch with the stored Bearer token (the cookie goes along too). */
export function sessionFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = accessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return window.fetch(path, { ...init, headers, credentials: 'same-origin' });
}

/**
 * Root client middleware: runs on every client navigation (and revalidation), whether or not
 * the target has loaders, before any clientLoader or server data request. The session is the
 * browser's stored copy (lib/session).
 */
export const clientGuard: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({
  request,
}) => {
  const user = readSession()?.user ?? null;
  const target = await guardRedirect(pathWithQuery(new URL(request.url)), user, sessionFetch);
  if (target) throw redirect(target);
};
