import { redirect, type RouterContextProvider } from 'react-router';

import { createApiClient, type ApiClient } from './api-client';
import { pathWithQuery } from './guard';
import { getLoadContext } from './load-context';
import { isScriptSubmission } from './script-submission';
import { accessToken, clearSession } from './session';

/** A 401 inside a loader or action leaves it with a redirect to the login page. */
function throwRedirect(target: string): never {
  throw redirect(target);
}

/**
 * The API client for server loaders and actions: in-process through the load context's
 * `apiFetch`, which forwards the visitor's cookie (so no token and nothing to clear here).
 * A 401 sends a loader, or a form posted without scripts, to the login page; an action posted by
 * the page's scripts answers it instead (`unauthorized`), so the form opens the sign-in popup
 * and keeps what was typed (decision 029).
 */
export function serverApi(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): ApiClient {
  const { apiFetch } = getLoadContext(args.context);
  return createApiClient({
    fetch: apiFetch,
    getAccessToken: () => null,
    clearSession: () => {},
    getCurrentPath: () => pathWithQuery(new URL(args.request.url)),
    redirectToLogin: isScriptSubmission(args.request) ? () => {} : throwRedirect,
  });
}

/** The API client for clientLoader and clientAction: browser fetch and the stored session. */
export function clientApi(args: { request: Request }): ApiClient {
  return createApiClient({
    fetch: (url, init) => window.fetch(url, init),
    getAccessToken: accessToken,
    clearSession,
    getCurrentPath: () => pathWithQuery(new URL(args.request.url)),
    redirectToLogin: throwRedirect,
  });
}
