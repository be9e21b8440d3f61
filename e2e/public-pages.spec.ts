import type { Page, Response } from '@playwright/test';

import { clientNavigate, expect, test } from './fixtures';

// The public pages' weight (issue 4, decision 018): what the home page, the catalogue and a
// session sheet load at first leaves out Zod, the dialog and toast primitives and the back
// office's messages; a back-office page reached by a client navigation from there still gets its
// messages (registered on demand, never shown as keys).

/** Strings only found in what a public page must not load at first. */
const NOT_AT_FIRST = {
  'the back office’s messages': 'programmingScreens.column.name',
  Zod: '$ZodError',
  'the dialog primitives': 'DialogContent',
  'the Radix toaster': 'radix-toast-swipe',
};

/** A chunk's static imports and re-exports (`import("…")` is loaded on demand: not followed). */
const STATIC_IMPORT =
  /\b(?:import\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+)?|export\s*\{[^}]*\})\s*(?:from\s*)?["'](\.\/[^"']+\.js)["']/g;

/**
 * The scripts a page runs at first: those of its own HTML (`<script src>`, `modulepreload`, the
 * inline imports) and every chunk they import statically, as the browser follows them.
 */
async function scriptsOf(page: Page, path: string): Promise<Map<string, string>> {
  const html = await (await page.request.get(path)).text();
  const waiting: string[] = [];
  for (const [, url] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) waiting.push(url!);
  for (const [, url] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    waiting.push(url!);
  }
  for (const [, url] of html.matchAll(
    /import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g,
  )) {
    waiting.push(url!);
  }
  const scripts = new Map<string, string>();
  for (let url = waiting.shift(); url !== undefined; url = waiting.shift()) {
    if (scripts.has(url)) continue;
    const code = await (await page.request.get(url)).text();
    scripts.set(url, code);
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) {
      waiting.push(new URL(relative!, `http://portal${url}`).pathname);
    }
  }
  return scripts;
}

async function firstSessionPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/public/session_views');
  const { items } = (await answer.json()) as { items: { id: number }[] };
  expect(items.length, 'the demo programme has public sessions').toBeGreaterThan(0);
  return `/training/${items[0]!.id}`;
}

test('the public pages load few scripts at first, without what they do not show', async ({
  page,
}) => {
  for (const path of ['/', '/training', await firstSessionPath(page)]) {
    const scripts = await scriptsOf(page, path);
    expect(scripts.size, `scripts of ${path}`).toBeLessThanOrEqual(10);
    for (const [url, code] of scripts) {
      for (const [what, marker] of Object.entries(NOT_AT_FIRST)) {
        expect(code.includes(marker), `${path} loads ${what} at first (${url})`).toBe(false);
      }
    }
  }
});

test('the stylesheet comes within the page: no request for it, styled at once, kept by client navigations', async ({
  page,
  arrive,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const html = await (await page.request.get('/training')).text();
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  const inline = /<style data-stylesheet="" nonce="[^"]+">([\s\S]*?)<\/style>/.exec(html);
  expect(inline?.[1]?.length ?? 0).toBeGreaterThan(10_000);

  await page.goto('/training');
  await arrive('/training');
  // Tailwind's base layer, from the inline text: the page is styled without any request.
  const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await font()).toContain('system-ui');
  await page.locator('main a[href^="/training/"]').first().click();
  await expect(page).toHaveURL(/\/training\/\d+$/);
  expect(await page.locator('style[data-stylesheet]').count()).toBe(1);
  expect(await font()).toContain('system-ui');
  expect(stylesheets).toEqual([]);
});

test('a signed-in visitor’s page links the stylesheet, cached a year, kept after signing out', async ({
  page,
  loginAs,
  arrive,
}) => {
  // A session of its own: the journey signs out.
  await loginAs('manager', { own: true });
  const html = await (await page.request.get('/back/programming')).text();
  expect(html).not.toContain('data-stylesheet');
  const href = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/.exec(html)?.[1];
  expect(href, 'the built stylesheet linked').toBeTruthy();
  const stylesheet = await page.request.get(href!);
  expect(stylesheet.headers()['cache-control']).toContain('immutable');
  expect((await stylesheet.text()).length).toBeGreaterThan(10_000);

  await page.goto('/back/programming');
  await arrive('/back/programming');
  const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await font()).toContain('system-ui');
  // Signing out leads to the home page by a client navigation: the document keeps its link.
  await page
    .getByRole('button', { name: 'Se déconnecter' })
    .or(page.getByRole('link', { name: 'Se déconnecter' }))
    .click();
  await arrive('/');
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  expect(await page.locator('style[data-stylesheet]').count()).toBe(0);
  expect(await font()).toContain('system-ui');
});

test('scripts not preloaded for an anonymous visitor, preloaded at low priority once signed in', async ({
  page,
  loginAs,
}) => {
  // The page is whole without its scripts: an anonymous reader's first paint does not wait for
  // them (decision 096); a signed-in visitor's forms get them sooner, still after the page
  // (decision 093).
  const anonymous = await (await page.request.get('/training')).text();
  // Its module script still imports the app, which hydrates the page once loaded.
  expect(/import\s*\(?\s*"\/assets\/entry\.client-/.test(anonymous), 'the entry import').toBe(true);
  expect(anonymous.includes('rel="modulepreload"'), 'a module preload').toBe(false);
  await loginAs('admin');
  const signedIn = await (await page.request.get('/training')).text();
  const preloads = signedIn.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(2);
  for (const preload of preloads) expect(preload).toContain('fetchPriority="low"');
});

test('a back-office page reached from a public page by a client navigation shows its messages', async ({
  page,
  loginAs,
  arrive,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: Response[] = [];
  // What went wrong on the wire, for the failure's message: this journey once showed "Erreur
  // 500" after the client navigation under a loaded CI run, with nothing in the server's log.
  const failures: string[] = [];
  page.on('requestfailed', (request) =>
    failures.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });

  await loginAs('admin');
  await page.goto('/');
  await arrive('/');
  const atFirst = await Promise.all(scripts.map((response) => response.text()));
  expect(atFirst.some((code) => code.includes(NOT_AT_FIRST['the back office’s messages']))).toBe(
    false,
  );

  // A client navigation, as the header's link to the back office makes, not a page load.
  await clientNavigate(page, '/back/programming');
  await arrive('/back/programming');
  const list = page.getByRole('table', { name: 'Actions de formation' });
  await expect(list.getByRole('columnheader', { name: /Intitulé/ }))
    .toBeVisible()
    .catch((error: Error) => {
      throw new Error(
        `${error.message}\npage errors: ${errors.join(' | ')}\nfailures: ${failures.join(' | ')}`,
      );
    });
  await expect(page.getByText('programmingScreens.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0);
  const all = await Promise.all(scripts.map((response) => response.text()));
  expect(all.some((code) => code.includes(NOT_AT_FIRST['the back office’s messages']))).toBe(true);
  expect(errors).toEqual([]);
});

test('the catalogue fetches the code of the session pages its cards lead to before the click (spec §9)', async ({
  page,
  arrive,
}) => {
  const SESSION_PAGE = /\/assets\/training-session-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

  await page.goto('/training');
  await arrive('/training');
  const sessionPageCode = () => fetched.filter((path) => SESSION_PAGE.test(path));
  // Once the cards are on screen and the browser idle, after React Router has learnt their route.
  await expect.poll(sessionPageCode, { timeout: 15_000 }).toHaveLength(1);

  const card = page.locator('main a[href^="/training/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await arrive(href);
  // The page was shown with the code fetched ahead: not fetched a second time.
  expect(sessionPageCode()).toHaveLength(1);
});

test('a session page tells search engines what it is: its Course as JSON-LD, listed in the sitemap', async ({
  page,
  baseURL,
}) => {
  const path = await firstSessionPath(page);
  const html = await (await page.request.get(path)).text();
  const blocks = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);
  expect(blocks).toHaveLength(1);
  const course = blocks[0]!;
  expect(course).toMatchObject({ '@context': 'https://schema.org', '@type': 'Course' });
  const instance = course.hasCourseInstance as Record<string, unknown>;
  expect(instance['@type']).toBe('CourseInstance');
  expect(instance.url).toBe(`${new URL(baseURL!).origin}${path}`);
  expect(typeof instance.startDate).toBe('string');

  // Crawlers find the page through robots.txt and the sitemap.
  const robots = await (await page.request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toBe(`${new URL(baseURL!).origin}/sitemap.xml`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${new URL(baseURL!).origin}${path}</loc>`);
});
