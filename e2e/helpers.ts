import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';
import { sessionOf, signInContext } from './sessions';

// Small helpers the journeys share: toasts, API clients for preparing data, signing in.

/** A toast of the notifications region holding `text` (the newest if several). */
export function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first();
}

/**
 * An API client of its own (Bearer token of the worker's session of `username`,
 * e2e/sessions.ts), for the data a journey starts from.
 */
export async function apiAs(baseURL: string, username: string): Promise<APIRequestContext> {
  const { token } = await sessionOf(username);
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
}

/** The JSON body of a successful answer (the test fails with the body otherwise). */
export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A new beneficiary account of the demo employer `employerName` (the demo password), by `admin`. */
export async function createDemoBeneficiary(
  admin: APIRequestContext,
  employerName: string,
  person: {
    username: string;
    civility: 'MR' | 'MRS';
    givenName: string;
    familyName: string;
    email: string;
  },
): Promise<void> {
  const [employer] = await json<{ id: number; name: string }[]>(
    await admin.get(`/api/structures?q=${encodeURIComponent(employerName)}&type=employer`),
  );
  expect(employer?.name).toBe(employerName);
  await json(
    await admin.post('/api/users', {
      data: {
        ...person,
        password: DEMO_PASSWORD,
        profiles: [{ code: 'profile_beneficiary', structureId: employer!.id }],
      },
    }),
  );
}

/**
 * Signs the browser in as `username` with the worker's session of it (e2e/sessions.ts), the
 * previous person's cookies dropped.
 */
export async function signIn(page: Page, username: string): Promise<void> {
  await signInContext(page.context(), username);
}

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A valid SIRET no other run uses: 13 digits from the clock and chance, and the Luhn key. */
export function freshSiret(): string {
  const stem = `${Date.now()}${Math.floor(Math.random() * 1e4)}`.slice(-13).padStart(13, '1');
  for (const key of '0123456789') {
    const digits = stem + key;
    let sum = 0;
    for (let i = 0; i < 14; i++) {
      let digit = Number(digits[13 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('unreachable');
}
