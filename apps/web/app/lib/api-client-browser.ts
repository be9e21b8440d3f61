import { createApiClient } from './api-client';
import { navigateToLogin } from './api-navigator';
import { accessToken, clearSession } from './session';

/** The API client for components and event handlers in the browser (relative `/api/...`). */
export const browserApi = createApiClient({
  fetch: (url, init) => window.fetch(url, init),
  getAccessToken: accessToken,
  clearSession,
  getCurrentPath: () => `${window.location.pathname}${window.location.search}`,
  redirectToLogin: navigateToLogin,
});
