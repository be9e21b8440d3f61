import { matchRoute } from '@passerelle/shared';
import { redirect, type DataStrategyResult, type MiddlewareFunction } from 'react-router';

import { guardRedirect, pathWithQuery } from './guard';
import { accessToken, readSession, startupSession } from './session';
import { isWorkspaceLayout } from './workspace-layouts';

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
 * browser's stored copy (lib/session), else the answer of the start-up check.
 */
export const clientGuard: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({
  request,
}) => {
  // A tab without a stored session (a new tab, a mail link) waits for the start-up check: the
  // cookie may well sign the user in, and a page rendered in the browser only is guarded here first.
  const user = readSession()?.user ?? (await startupSession());
  const url = new URL(request.url);
  const target = await guardRedirect(pathWithQuery(url), user, sessionFetch);
  if (target) throw redirect(target);
  await registerMessagesFor(url.pathname);
};

/**
 * Registers the whole French dictionary before a page of the signed-in spaces loads its data: its
 * layout's module registers it too, but React Router may run the page's loader before that module
 * has loaded, and a loader's message (an error's default text) would then throw (decision 018).
 */
async function registerMessagesFor(pathname: string): Promise<void> {
  const page = matchRoute(pathname);
  if (!page || !isWorkspaceLayout(page.layout)) return;
  const { registerAllMessages } = await import('./messages/all');
  registerAllMessages();
}
