import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/*
 * axe run in the page as it is, its script given to each document once (decision 082). The
 * @axe-core/playwright builder evaluated axe's 560 kB script again before every audit and
 * fetched every stylesheet again for its CSS rules: about 0.8 s of each audit, on top of
 * axe's own 0.4 s. Here the script is evaluated only when the document lacks it (a client-side
 * navigation keeps the document, hence axe), and only the media are preloaded: the one rule
 * that reads the stylesheets (`css-orientation-lock`) is experimental, never asked for.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = Window & {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
};

/** Runs axe on the whole document of `page`, injecting it first when the document has none. */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOptions) => (window as AxeWindow).axe!.run(document, runOptions),
    // The app has no frame: nothing to wait for in one.
    { preload: { assets: ['media'] }, iframes: false, ...options },
  );
}
