import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';

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
  axe?: {
    run: (context: ElementContext, options: RunOptions) => Promise<AxeResults>;
  };
};

/** What every run takes. The app has no frame: nothing to wait for in one. */
const RUN_DEFAULTS: RunOptions = { preload: { assets: ['media'] }, iframes: false };

/** Runs axe on the whole document of `page`, injecting it first when the document has none. */
export async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  await injectAxe(page);
  return page.evaluate((runOptions) => (window as AxeWindow).axe!.run(document, runOptions), {
    ...RUN_DEFAULTS,
    ...options,
  });
}

async function injectAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => (window as AxeWindow).axe !== undefined);
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/**
 * The violations of the rules of `tags` on the whole document, with `color-contrast` (a fifth of
 * the journeys' CPU when run on every element of every state, decision 085) checked on one text
 * of each style `checkedStyles` does not hold yet; `newStyles` are the styles checked now, for
 * the caller to keep once the audit passed.
 *
 * A text's style is all that decides its contrast when nothing is laid over it: its tag, its
 * colour, size, weight and shadow, whether it is disabled, the opacity of its ancestors, and
 * the backgrounds from it up to the first opaque one. Text with a positioned, transformed or
 * filtered element or a background image on that way is always checked.
 */
export async function violationsOf(
  page: Page,
  tags: string[],
  checkedStyles: ReadonlySet<string>,
): Promise<{ violations: Result[]; newStyles: string[] }> {
  await injectAxe(page);
  const { violations, styles: newStyles } = await page.evaluate(
    async ({ tags, checked, defaults }) => {
      const axe = (window as AxeWindow).axe!;
      const known = new Set(checked);
      const styleOf = new Map<Element, CSSStyleDeclaration>();
      const style = (element: Element) => {
        let found = styleOf.get(element);
        if (!found) styleOf.set(element, (found = getComputedStyle(element)));
        return found;
      };
      const opaque = (color: string) => /^rgb\(/.test(color);

      /** The contrast-deciding style of `element`'s text, or null when it must be checked anyway. */
      const keyOf = (element: Element): string | null => {
        const own = style(element);
        const parts = [
          element.tagName,
          own.color,
          own.fontSize,
          own.fontWeight,
          own.textShadow,
          own.webkitTextFillColor,
          element.closest(':disabled, [aria-disabled="true"]') ? 'disabled' : '',
        ];
        let opacity = 1;
        let background = true;
        for (let node: Element | null = element; node; node = node.parentElement) {
          const css = style(node);
          opacity *= Number(css.opacity);
          if (css.filter !== 'none' || css.mixBlendMode !== 'normal') return null;
          if (!background) continue;
          if (css.backgroundImage !== 'none') return null;
          parts.push(css.backgroundColor);
          if (opaque(css.backgroundColor)) background = false;
          // A transparent box taken out of the flow may lie over anything.
          else if (!['static', 'relative'].includes(css.position) || css.transform !== 'none')
            return null;
        }
        parts.push(String(opacity));
        return parts.join('|');
      };

      const hasOwnText = (element: Element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
        );
      const control = 'input, select, textarea, button';
      const include: Element[] = [];
      const styles = new Set<string>();
      for (const element of document.body.querySelectorAll('*')) {
        if (!(element.matches(control) || hasOwnText(element))) continue;
        if (!element.checkVisibility()) continue;
        const key = keyOf(element);
        if (key !== null && known.has(key)) continue;
        include.push(element);
        if (key === null) continue;
        // One element of each style is enough, in this document as across audits.
        known.add(key);
        styles.add(key);
      }

      // Details of the violations only: axe then builds no selector for each element that
      // passes (decision 074).
      const rest = await axe.run(document, {
        ...defaults,
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
        rules: { 'color-contrast': { enabled: false } },
      } as RunOptions);
      // The journey may have moved on while axe ran: only what is still in the page.
      const present = include.filter((element) => element.isConnected);
      let contrast: Result[] = [];
      if (present.length > 0) {
        const results = await axe.run(
          { include: present } as ElementContext,
          {
            ...defaults,
            resultTypes: ['violations', 'incomplete'],
            elementRef: true,
            runOnly: { type: 'rule', values: ['color-contrast'] },
          } as RunOptions,
        );
        // A text axe could not decide on (laid over something, say) leaves its style unchecked,
        // so that the next text of that style is checked.
        for (const node of results.incomplete.flatMap((result) => result.nodes)) {
          const key = node.element && keyOf(node.element);
          if (key) styles.delete(key);
        }
        contrast = results.violations.map((violation) => ({
          ...violation,
          nodes: violation.nodes.map(({ element: _element, ...node }) => node),
        }));
      }
      return { violations: [...rest.violations, ...contrast], styles: [...styles] };
    },
    { tags, checked: [...checkedStyles], defaults: RUN_DEFAULTS },
  );
  return { violations, newStyles };
}
