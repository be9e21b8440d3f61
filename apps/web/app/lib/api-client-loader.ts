import { redirect, type RouterContextProvider } from 'react-router';

import { createApiClient, type ApiClient, type ApiResult } from './api-client';
import { linkDataOrNull } from './api-data';
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

/**
 * The loader data of a page reached by a link sent by mail (`/…/{token}`, signed out): the
 * address's secret and what the API says the link is about, null for a link it does not know.
 */
export async function loadMailLink<View>(
  args: Parameters<typeof serverApi>[0] & { params: { token: string } },
  load: (api: ApiClient, token: string) => Promise<ApiResult<View>>,
): Promise<{ token: string; view: View | null }> {
  const { token } = args.params;
  return { token, view: linkDataOrNull(await load(serverApi(args), token)) };
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
