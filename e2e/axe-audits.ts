import { createHash } from 'node:crypto';
import { appendFile, mkdir, open, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { APP_ROUTES } from '@passerelle/shared';
import { violationsOf } from './axe-run';
import { APP_URL } from './servers';

/*
 * axe (WCAG 2.1 A and AA) once per distinct page and state in a run (decision 052). A journey
 * asks for an audit wherever it lands (`arrive`), wherever it opens something worth checking
 * (`audit`) and on the page it ends on; the audit runs only when no journey of the run, in any
 * worker, has checked the same state yet. A state is:
 *   - who looks: the profile of the session the page holds (or anonymous), and whether an admin
 *     acts for someone (impersonation);
 *   - the page: its route pattern (`/back/programming/:id/sessions`, from the shared APP_ROUTES),
 *     with the names of its query parameters (not their values);
 *   - what it shows: the set of the kinds of elements on it (tag, role, input type, invalid,
 *     open or not), not their text nor their number. A dialog opened, a field in error, a table
 *     that appears, an error screen instead of a sheet make another state; the same list with
 *     other rows does not.
 * Within a state, contrast is checked on one text of each style the worker has not checked yet
 * (e2e/axe-run.ts, decision 085).
 * The workers share what was checked through files: one claim file per state, created
 * exclusively (the first worker to create it runs the audit), under test-results/axe, which
 * global-setup.ts empties at the start of a run; summary-reporter.ts lists them at the end.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The text styles whose contrast this worker's audits have checked (e2e/axe-run.ts). */
const checkedStyles = new Set<string>();

const AXE_DIR = fileURLToPath(new URL('../test-results/axe', import.meta.url));
const CLAIMS_DIR = join(AXE_DIR, 'claims');
/** One line per audit asked: `{ key, ran, ms }`, for the run's figures. */
const REQUESTS_FILE = join(AXE_DIR, 'requests.ndjson');

/** What summary-reporter.ts reads back from a claim file. */
export interface CheckedState {
  who: string;
  page: string;
  query: string;
  fingerprint: string;
  url: string;
  test: string;
}

/** Empties the record of the states checked (global-setup.ts, at the start of a run). */
export async function resetAudits(): Promise<void> {
  await rm(AXE_DIR, { recursive: true, force: true });
  await mkdir(CLAIMS_DIR, { recursive: true });
}

/** The states checked in this run, how many audits were asked for, and the time axe took. */
export async function readAudits(): Promise<{
  checked: CheckedState[];
  asked: number;
  seconds: number;
}> {
  const names = await readdir(CLAIMS_DIR).catch(() => [] as string[]);
  const checked = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(join(CLAIMS_DIR, name), 'utf8')) as CheckedState,
    ),
  );
  const requests = (await readFile(REQUESTS_FILE, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { ms: number });
  const ms = requests.reduce((sum, request) => sum + request.ms, 0);
  return { checked, asked: requests.length, seconds: Math.round(ms / 1000) };
}

/** Route patterns, the most literal first (`/back/structures` before `/back/structures/:id`). */
const ROUTES = APP_ROUTES.map(({ path }) => ({
  path,
  pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
  params: (path.match(/:/g) ?? []).length,
})).sort((a, b) => a.params - b.params);

/** The route pattern of `url`; outside the app's routes, the path with its ids as `:id`. */
export function pageOf(url: URL): string {
  if (url.origin === APP_URL) {
    const route = ROUTES.find(({ pattern }) => pattern.test(url.pathname));
    // The test-only error pages (/__test/error/{status}) each show another status: kept whole.
    if (route) return route.path;
    return url.pathname;
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 16 ? ':id' : segment))
    .join('/');
  return `${url.host}${path}`;
}

interface PageFacts {
  href: string;
  who: string;
  kinds: string[];
}

/** Who looks at the page and the kinds of elements it shows, read in the page. */
function readFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    let who = 'anonymous';
    try {
      const stored = JSON.parse(sessionStorage.getItem('nuxt-session') ?? 'null') as {
        user?: { userProfileCode?: string; impersonator?: unknown };
      } | null;
      const profile = stored?.user?.userProfileCode;
      if (profile) {
        who = profile.replace(/^profile_/, '');
        if (stored.user?.impersonator) who += ' (substitution)';
      }
    } catch {
      // Another origin's page, or storage refused: anonymous.
    }
    const kinds = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      let kind = element.tagName.toLowerCase();
      const role = element.getAttribute('role');
      if (role) kind += `[${role}]`;
      const type = element.getAttribute('type');
      if (type && kind === 'input') kind += `:${type}`;
      if (element.getAttribute('aria-invalid') === 'true') kind += '!invalid';
      if (element.getAttribute('aria-expanded') === 'true') kind += '!expanded';
      if (element.hasAttribute('open')) kind += '!open';
      kinds.add(kind);
    }
    return { href: location.href, who, kinds: [...kinds].sort() };
  });
}

function testTitle(testInfo: TestInfo): string {
  const file = testInfo.file.replace(/^.*\/e2e\//, 'e2e/');
  return `${file}:${testInfo.line} › ${testInfo.titlePath.slice(1).join(' › ')}`;
}

/**
 * Runs axe on `page` as it is now, unless a journey of this run already checked the same state;
 * fails listing every violation.
 */
export async function auditOnce(page: Page, testInfo: TestInfo): Promise<void> {
  await page.waitForLoadState('load');
  const facts = await readFacts(page);
  const url = new URL(facts.href);
  const state: CheckedState = {
    who: facts.who,
    page: pageOf(url),
    query: [...new Set(url.searchParams.keys())].sort().join('&'),
    fingerprint: createHash('sha1').update(facts.kinds.join('|')).digest('hex').slice(0, 10),
    url: url.pathname + url.search,
    test: testTitle(testInfo),
  };
  const key = `${state.who} ${state.page}?${state.query} #${state.fingerprint}`;
  const claim = join(CLAIMS_DIR, `${createHash('sha1').update(key).digest('hex')}.json`);
  const ran = await claimState(claim, state);
  if (!ran) {
    await appendFile(REQUESTS_FILE, `${JSON.stringify({ key, ran, ms: 0 })}\n`);
    return;
  }
  try {
    const started = Date.now();
    const { violations, newStyles } = await violationsOf(page, AXE_TAGS, checkedStyles);
    const ms = Date.now() - started;
    await appendFile(REQUESTS_FILE, `${JSON.stringify({ key, ran, ms })}\n`);
    const found = violations.map(
      (violation) =>
        `${violation.id} [${violation.impact}] ${violation.help}: ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
    expect(found, `axe violations on ${state.url}`).toEqual([]);
    for (const style of newStyles) checkedStyles.add(style);
  } catch (error) {
    // Not checked after all: a retry, or another journey, checks it again.
    await unlink(claim).catch(() => undefined);
    throw error;
  }
}

/** Creates the claim file of a state; false when it exists (another audit checked the state). */
async function claimState(file: string, state: CheckedState): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(JSON.stringify(state));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
