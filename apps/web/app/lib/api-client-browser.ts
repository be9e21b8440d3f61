import { createApiClient } from './api-client';
import { accessToken, clearSession } from './session';

type Navigate = (to: string) => void;
let navigateTo: Navigate | null = null;

/** The root component registers the router's navigate, so a 401 is a client navigation. */
export function registerApiNavigator(navigate: Navigate | null): void {
  navigateTo = navigate;
}

/** The API client for components and event handlers in the browser (relative `/api/...`). */
export const browserApi = createApiClient({
  fetch: (url, init) => window.fetch(url, init),
  getAccessToken: accessToken,
  clearSession,
  getCurrentPath: () => `${window.location.pathname}${window.location.search}`,
  redirectToLogin: (target) => {
    if (navigateTo) navigateTo(target);
    else window.location.assign(target);
  },
});
