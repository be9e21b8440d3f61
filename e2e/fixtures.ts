import { test as base, expect, type Page, type Request } from '@playwright/test';
import { auditOnce } from './axe-audits';
import { DEMO_PASSWORD, signInContext, type SessionUser } from './sessions';
import { PARKING_URL, WorkerPage } from './worker-page';

export { DEMO_PASSWORD, type SessionUser };

/** The demo accounts created on an empty database (README, "Demo accounts"). */
export const PROFILES = ['admin', 'manager', 'provider', 'beneficiary', 'hr'] as const;
export type Profile = (typeof PROFILES)[number];

/** Where each profile lands after login (spec §6; hr: /back, then its first structure). */
export const LANDINGS: Record<Profile, RegExp> = {
  admin: /\/back\/programming$/,
  manager: /\/back\/programming$/,
  provider: /\/back\/programming$/,
  beneficiary: /\/beneficiary\/favorites$/,
  hr: /\/back\/structures\/\d+$/,
};

interface Fixtures {
  /**
   * A browser context of the journey's own instead of the worker's page handed from journey to
   * journey (e2e/worker-page.ts): for journeys that add init scripts or bindings to it.
   */
  freshContext: boolean;
  /** The URL last audited by `audit`, so that the end-of-test audit does not repeat it. */
  auditState: { lastAudited: string | null };
  /**
   * Runs axe (WCAG 2.1 A and AA) on the page as it is now, unless this run already checked the
   * same page in the same state (e2e/axe-audits.ts); fails listing every violation.
   */
  audit: (page?: Page) => Promise<void>;
  /**
   * Waits until the page is at `url` and hydrated, then audits it. Use it for every page a journey
   * lands on; the page a test ends on is audited anyway.
   */
  arrive: (url: string | RegExp, page?: Page) => Promise<void>;
  /**
   * Signs the page's browser context in as the demo `profile` with the worker's session of it
   * (e2e/sessions.ts: no login form, no password check per journey); returns the user. `own`: a
   * session of its own, for a journey that ends it.
   */
  loginAs: (profile: Profile, options?: { page?: Page; own?: boolean }) => Promise<SessionUser>;
  /** Fills and submits the login form of the page currently shown. */
  submitLogin: (username: string, password: string, page?: Page) => Promise<void>;
}

/** Resolves when React has hydrated the document (client navigation works from then on). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      Object.keys(document.body).some((key) => key.startsWith('__reactProps$')),
  );
}

/** The scripts each page is loading (a lazy chunk: the dialog behind a button), by page. */
const loadingScripts = new WeakMap<Page, Set<Request>>();

/** Follows the scripts `page` loads from now on; answers the set of those still loading. */
function watchScripts(page: Page): Set<Request> {
  let loading = loadingScripts.get(page);
  if (!loading) {
    const pending = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    loadingScripts.set(page, pending);
    loading = pending;
  }
  return loading;
}

/**
 * Resolves when the scripts the page started loading have arrived: after hydration, a part of
 * the page whose code comes later (React.lazy) only answers clicks once its chunk is there.
 * Without an audit to wait for, a journey acts at once.
 */
export async function waitForScripts(page: Page): Promise<void> {
  const loading = watchScripts(page);
  await expect.poll(() => loading.size, { intervals: [50], message: 'scripts loaded' }).toBe(0);
}

/** Navigates inside the app without reloading the document, as a link or a form would. */
export async function clientNavigate(page: Page, to: string): Promise<void> {
  await waitForHydration(page);
  await page.evaluate((target) => {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { navigate(to: string): unknown } }
    ).__reactRouterDataRouter;
    if (!router) throw new Error('React Router is not hydrated on this page');
    void router.navigate(target);
  }, to);
}

/** The URL path with its query, e.g. `/login?redirect=%2Fback`. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Matches a whole path (with query) exactly, whatever the origin. */
export function exactly(path: string): RegExp {
  return new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export const test = base.extend<Fixtures, { workerPage: WorkerPage }>({
  freshContext: [false, { option: true }],

  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, userAgent } = workerInfo.project.use;
      const held = new WorkerPage(browser, { baseURL, locale, timezoneId, userAgent });
      await use(held);
      await held.close();
    },
    { scope: 'worker' },
  ],

  // The worker's context (e2e/worker-page.ts), or one of the journey's own, with the
  // configuration's options, for a journey that asks and for every retry (its trace).
  context: async ({ browser, workerPage, freshContext }, use, testInfo) => {
    if (!freshContext && testInfo.retry === 0) {
      await use(await workerPage.contextForJourney());
      return;
    }
    const context = await browser.newContext();
    await use(context);
    await context.close();
  },

  // eslint-disable-next-line no-empty-pattern
  auditState: async ({}, use) => {
    await use({ lastAudited: null });
  },

  audit: async ({ page: defaultPage, auditState }, use, testInfo) => {
    await use(async (page = defaultPage) => {
      await auditOnce(page, testInfo);
      auditState.lastAudited = page.url();
    });
  },

  arrive: async ({ page: defaultPage, audit }, use) => {
    await use(async (url, page = defaultPage) => {
      await expect(page).toHaveURL(typeof url === 'string' ? exactly(url) : url);
      await waitForHydration(page);
      await waitForScripts(page);
      await audit(page);
    });
  },

  loginAs: async ({ page: defaultPage }, use) => {
    await use(async (profile, { page = defaultPage, own = false } = {}) =>
      signInContext(page.context(), profile, { own }),
    );
  },

  submitLogin: async ({ page: defaultPage }, use) => {
    await use(async (username, password, page = defaultPage) => {
      await waitForHydration(page);
      await page.getByLabel('Identifiant').fill(username);
      await page.getByLabel('Mot de passe', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
    });
  },

  // Audits the page every test ends on, so no journey leaves its last page unchecked; then the
  // worker's page is emptied for the next journey.
  page: async ({ context, workerPage, auditState }, use, testInfo) => {
    const reused = workerPage.holds(context);
    const page = reused ? await workerPage.pageForJourney() : await context.newPage();
    watchScripts(page);
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) {
      const url = page.url();
      // A journey that never used its page leaves it blank, or where the last one parked it.
      const used = url.startsWith('http') && url !== PARKING_URL;
      if (used && url !== auditState.lastAudited) await auditOnce(page, testInfo);
    }
    if (reused) {
      // Its listeners go with the journey's: the next journey follows its scripts anew.
      loadingScripts.delete(page);
      await workerPage.park();
    }
  },
});

export { expect };
