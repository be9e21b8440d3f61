import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { APP_ROUTES } from '@passerelle/shared';
import { readAudits, type CheckedState } from './axe-audits';
import {
  checkedRouteNames,
  FULL_RUN,
  passedKeyboardJourneys,
  statementProblems,
} from './statement-check';

/**
 * Ends Playwright's output with one recognisable block, e.g. for CI logs:
 *   PLAYWRIGHT SUMMARY: passed — 42 passed, 0 failed, 0 flaky, 0 skipped in 38.1s
 * followed by the failed and flaky journeys, if any, the slowest ones (where CI time goes), and
 * the pages axe checked (e2e/axe-audits.ts): how many states of each page, for whom, and every
 * page of the app no journey checked; then, after a full run (E2E_FULL_RUN=1), whether the
 * accessibility statement holds (e2e/statement-check.ts): the run fails when it does not.
 */

const SLOWEST_SHOWN = 8;
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();
  /** Each journey's time, its retries included. */
  private readonly durations = new Map<TestCase, number>();
  private result: FullResult | undefined;
  /** Where the accessibility statement and the run disagree (null: not compared). */
  private statement: string[] | null = null;

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, test.outcome());
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    this.result = result;
    // Only a full run that passed says something about the statement.
    if (!FULL_RUN || result.status !== 'passed') return undefined;
    const { checked } = await readAudits();
    this.statement = statementProblems(checked, await passedKeyboardJourneys());
    return this.statement.length > 0 ? { status: 'failed' } : undefined;
  }

  // After every reporter's onEnd, so this block comes last.
  async onExit(): Promise<void> {
    // `--list` runs nothing and passes: nothing to sum up.
    if (!this.result || (this.outcomes.size === 0 && this.result.status === 'passed')) return;
    const count = (outcome: string) => [...this.outcomes.values()].filter((o) => o === outcome);
    const failed = [...this.outcomes].filter(([, o]) => o === 'unexpected').map(([t]) => t);
    const flaky = [...this.outcomes].filter(([, o]) => o === 'flaky').map(([t]) => t);
    const line =
      `PLAYWRIGHT SUMMARY: ${this.result.status} — ${count('expected').length} passed, ` +
      `${failed.length} failed, ${flaky.length} flaky, ${count('skipped').length} skipped ` +
      `in ${(this.result.duration / 1000).toFixed(1)}s`;
    const lines = [line];
    for (const test of failed) lines.push(`  failed: ${title(test)}`);
    for (const test of flaky) lines.push(`  flaky:  ${title(test)}`);
    const slowest = [...this.durations].sort(([, a], [, b]) => b - a).slice(0, SLOWEST_SHOWN);
    if (slowest.length > 0) lines.push('  slowest:');
    for (const [test, ms] of slowest) {
      lines.push(`  ${(ms / 1000).toFixed(1).padStart(6)}s  ${title(test)}`);
    }
    lines.push(...(await axeLines()));
    if (this.statement?.length === 0) {
      lines.push('  accessibility statement: its sample and keyboard journeys hold (decision 080)');
    } else if (this.statement) {
      lines.push(
        '  accessibility statement: FAILED, packages/shared/src/accessibility/statement.ts does not',
        '  match the run (update its sample or the journeys, then its date and hash):',
        ...this.statement.map((problem) => `    ${problem}`),
      );
    }
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}

/** The pages and states axe checked in this run, and the app's pages it never checked. */
async function axeLines(): Promise<string[]> {
  const { checked, asked, seconds } = await readAudits();
  if (asked === 0) return [];
  const byPage = new Map<string, CheckedState[]>();
  for (const state of checked) byPage.set(state.page, [...(byPage.get(state.page) ?? []), state]);
  const lines = [
    `  axe: ${checked.length} states checked on ${byPage.size} pages ` +
      `(${asked} audits asked, ${asked - checked.length} already checked in this run; ` +
      `${seconds} s in axe, all workers together)`,
  ];
  for (const [page, states] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    const who = [...new Set(states.map((state) => state.who))].sort().join(', ');
    lines.push(`    ${page}: ${states.length} state${states.length > 1 ? 's' : ''} (${who})`);
  }
  // A page that always redirects never renders: nothing to check. A page whose tabs are child
  // pages (an action's) is checked as their frame.
  const checkedNames = checkedRouteNames(checked);
  const never = APP_ROUTES.filter(
    (route) => !('redirectOnly' in route && route.redirectOnly) && !checkedNames.has(route.name),
  ).map((route) => route.path);
  lines.push(
    never.length === 0
      ? '  axe: every page of the app was checked'
      : `  axe: pages never checked: ${never.join(', ')}`,
  );
  return lines;
}

function title(test: TestCase): string {
  return `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${test.location.line} › ${test
    .titlePath()
    .slice(3)
    .join(' › ')}`;
}
