import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESSIBILITY_STATEMENT, APP_ROUTES } from '@passerelle/shared';
import type { CheckedState } from './axe-audits';

/*
 * What keeps the accessibility statement (packages/shared/src/accessibility/statement.ts,
 * decision 080) true on the journeys' side. Its sample is every page the journeys check with
 * axe, each with no violation (a violation fails its journey: e2e/axe-audits.ts), and its
 * keyboard journeys are those of e2e/keyboard.ts. After a full run (E2E_FULL_RUN=1, which
 * `npm test` and so .ci/run set), summary-reporter.ts fails the run on any difference; a run of
 * some journeys only checks nothing here.
 */

/** Whether this run is the whole suite, so that the statement is compared with it. */
export const FULL_RUN = process.env.E2E_FULL_RUN === '1';

/** One file per keyboard journey that passed in this run (emptied with the audits' folder). */
const KEYBOARD_DIR = fileURLToPath(new URL('../test-results/axe/keyboard', import.meta.url));

/** Records that the keyboard journey `id` passed (e2e/keyboard.ts). */
export async function recordKeyboardJourney(id: string, test: string): Promise<void> {
  await mkdir(KEYBOARD_DIR, { recursive: true });
  await writeFile(join(KEYBOARD_DIR, `${id}.json`), JSON.stringify({ test }));
}

/** The ids of the keyboard journeys that passed in this run. */
export async function passedKeyboardJourneys(): Promise<string[]> {
  const names = await readdir(KEYBOARD_DIR).catch(() => [] as string[]);
  return names.map((name) => name.replace(/\.json$/, ''));
}

/**
 * The names of the app's routes axe checked: each route with a state checked, and each page
 * whose child pages were checked (an action's page is checked as the frame of its tabs).
 */
export function checkedRouteNames(checked: readonly CheckedState[]): Set<string> {
  const pages = new Set(checked.map((state) => state.page));
  const names = new Set<string>(
    APP_ROUTES.filter((route) => pages.has(route.path)).map((route) => route.name),
  );
  for (const route of APP_ROUTES) {
    if ('parent' in route && names.has(route.name)) names.add(route.parent);
  }
  return names;
}

/** What the run and the statement disagree on; empty when the statement holds. */
export function statementProblems(
  checked: readonly CheckedState[],
  keyboardPassed: readonly string[],
): string[] {
  const names = checkedRouteNames(checked);
  const sample = new Set<string>(ACCESSIBILITY_STATEMENT.sample);
  const path = (name: string) => APP_ROUTES.find((route) => route.name === name)?.path ?? name;
  const problems: string[] = [];
  for (const name of sample) {
    if (!names.has(name)) {
      problems.push(`${path(name)} is in the statement's sample, but no journey checked it`);
    }
  }
  for (const name of names) {
    if (!sample.has(name)) {
      problems.push(`${path(name)} was checked by axe, but is not in the statement's sample`);
    }
  }
  for (const journey of ACCESSIBILITY_STATEMENT.keyboardJourneys) {
    if (!keyboardPassed.includes(journey.id)) {
      problems.push(`the keyboard journey "${journey.id}" of the statement did not pass`);
    }
  }
  return problems;
}
