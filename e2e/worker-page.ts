import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { APP_URL } from './servers';

/*
 * One browser page per worker, handed from journey to journey (decision 083). A page in a new
 * context starts a new renderer process, which compiles the app's JavaScript again: 1.5–2
 * CPU-seconds before the journey does anything, against 0.4–0.6 for the same page loaded in a
 * page that already showed the app. Between two journeys the page is emptied of what the first
 * one left, the way a fresh context would be:
 *   - the journey's listeners and routes are dropped, the other pages it opened are closed;
 *   - the page leaves the app for a plain document of the app's origin (`/robots.txt`): the app's
 *     scripts stop, so no timer of one journey fires in the next, and the renderer process, with
 *     what it compiled, stays (a visit to `about:blank` would start a new one);
 *   - the app origin's sessionStorage and localStorage are emptied, the cookies and permissions
 *     cleared.
 * A journey that needs a context of its own (init scripts, bindings: the keyboard journeys) sets
 * `freshContext`; a retry always gets one, with its trace. A failed journey ends its worker
 * (Playwright starts another), so no state survives a failure either.
 */

/** Where a page waits between journeys: a static text document of the app's origin. */
export const PARKING_URL = `${APP_URL}/robots.txt`;

/** The options of the configuration's `use` that a context of the journeys takes. */
type ContextOptions = Pick<
  BrowserContextOptions,
  'baseURL' | 'locale' | 'timezoneId' | 'userAgent'
>;

export class WorkerPage {
  private context: BrowserContext | null = null;
  private page: Page | null = null;

  constructor(
    private readonly browser: Browser,
    private readonly options: ContextOptions,
  ) {}

  /** The worker's context, created at its first journey. */
  async contextForJourney(): Promise<BrowserContext> {
    this.context ??= await this.browser.newContext(this.options);
    return this.context;
  }

  /** Whether `context` is the worker's. */
  holds(context: BrowserContext): boolean {
    return context === this.context;
  }

  /** The worker's page (alone in its context since `park`); a new one when it was closed. */
  async pageForJourney(): Promise<Page> {
    const context = await this.contextForJourney();
    if (!this.page || this.page.isClosed()) this.page = await context.newPage();
    // The page a journey drives is the active one, as a new page would be.
    await this.page.bringToFront();
    return this.page;
  }

  /** Empties the page and its context of what the journey left (see above). */
  async park(): Promise<void> {
    const { context, page } = this;
    if (!context || !page) return;
    page.removeAllListeners();
    for (const other of context.pages()) if (other !== page) await other.close();
    try {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto(PARKING_URL, { timeout: 10_000 });
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
    } catch {
      // A page that cannot be emptied is not handed on: the next journey gets a new one.
      await page.close().catch(() => undefined);
      this.page = null;
    }
    await context.clearCookies();
    await context.clearPermissions();
  }

  async close(): Promise<void> {
    await this.context?.close();
  }
}
