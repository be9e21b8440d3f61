import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

// Small helpers the journeys share: toasts, API clients for preparing data, signing in.

/** A toast of the notifications region holding `text` (the newest if several). */
export function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first();
}

/** An API client of its own (Bearer token of `username`), for the data a journey starts from. */
export async function apiAs(baseURL: string, username: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const response = await anonymous.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${username}`).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${accessToken}` },
  });
}

/** The JSON body of a successful answer (the test fails with the body otherwise). */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Signs the browser in as `username` (the previous person's cookies dropped). */
export async function signIn(page: Page, username: string): Promise<void> {
  await page.context().clearCookies();
  const response = await page.request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${username}`).toBe(200);
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
