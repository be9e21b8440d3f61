import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ACCESSIBILITY_STATEMENT } from '@passerelle/shared';
import { expect, test } from './fixtures';
import { recordKeyboardJourney } from './statement-check';

/*
 * The keyboard-only journeys of the accessibility statement (decision 080): each task of its
 * `keyboardJourneys` walked with `page.keyboard` alone — Tab, Shift+Tab, Enter, Space, the
 * arrows, typing — and no click, fill, hover nor check on an element. `keyboardTest` proves
 * it: every page of the journey's context reports each trusted pointer event it sees (a
 * `pointerdown`, a `mousedown`, a `click` whose `detail` counts mouse clicks: Enter or Space on a
 * button fires a click with `detail` 0), and the journey fails unless there was none. A journey
 * that passes leaves its id under test-results/axe/keyboard, which the check of a full run
 * (e2e/statement-check.ts) reads.
 */

export type KeyboardJourneyId = (typeof ACCESSIBILITY_STATEMENT.keyboardJourneys)[number]['id'];

interface PointerEventSeen {
  type: string;
  target: string;
  url: string;
}

/** Reports every trusted pointer event of `context`'s pages into `seen`, from now on. */
async function watchPointer(context: BrowserContext, seen: PointerEventSeen[]): Promise<void> {
  await context.exposeBinding('__passerelleReportPointer', (_source, event: PointerEventSeen) => {
    seen.push(event);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __passerelleReportPointer(e: unknown): void })
      .__passerelleReportPointer;
    const listener = (event: Event) => {
      if (!event.isTrusted) return;
      // A click from the keyboard (Enter, Space) has no mouse click to count.
      if (event.type === 'click' && (event as MouseEvent).detail === 0) return;
      const target = event.target as Element | null;
      report({
        type: event.type,
        target: target?.outerHTML?.slice(0, 120) ?? String(target),
        url: location.pathname,
      });
    };
    for (const type of ['pointerdown', 'mousedown', 'click']) {
      window.addEventListener(type, listener, { capture: true });
    }
  });
}

const KEYBOARD_JOURNEY = 'keyboard journey';

/**
 * The details that make a test of `keyboardTest` the statement's keyboard journey `id`:
 * `keyboardTest('…', keyboardJourney('survey'), async ({ page }) => …)`.
 */
export function keyboardJourney(id: KeyboardJourneyId) {
  const journey = ACCESSIBILITY_STATEMENT.keyboardJourneys.find((item) => item.id === id)!;
  return {
    tag: '@keyboard',
    annotation: { type: KEYBOARD_JOURNEY, description: `${journey.id}: ${journey.label}` },
  };
}

/**
 * `test`, each of whose journeys fails on any pointer event in its browser context, and records
 * its keyboard journey as passed when it does.
 */
export const keyboardTest = test.extend<{ noPointer: void }>({
  // Its init script and binding stay with the context: not the worker's, handed on.
  freshContext: true,
  noPointer: [
    async ({ page }, use, testInfo) => {
      const seen: PointerEventSeen[] = [];
      await watchPointer(page.context(), seen);
      await use();
      // A journey that failed on its own says nothing more here.
      if (testInfo.status !== 'passed') return;
      expect(seen, 'pointer events during a keyboard-only journey').toEqual([]);
      const journey = testInfo.annotations.find((item) => item.type === KEYBOARD_JOURNEY);
      if (journey?.description) {
        await recordKeyboardJourney(journey.description.split(':')[0]!, testInfo.title);
      }
    },
    { auto: true },
  ],
});

/** Presses Tab until `target` has the focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element was not reached with Tab');
}

/** Reaches `target` with Tab, then presses `key` on it (Enter by default). */
export async function pressOn(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Reaches the field `target` with Tab and types `text` in it, key by key. */
export async function typeIn(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Whether the focused element shows a focus indicator (an outline or a ring as box-shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring ? 'visible' : `no focus indicator on ${element.outerHTML.slice(0, 120)}`;
  });
  expect(indicator).toBe('visible');
}
