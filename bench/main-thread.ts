/**
 * What a page costs the browser's main thread once painted, without Lighthouse's model: the page
 * is loaded in a phone-sized Chromium with its timeline traced, and the tasks of its renderer's
 * main thread after the first contentful paint are summed. Lighthouse multiplies these very tasks
 * by its CPU slowdown (4×) and counts what passes 50 ms as blocking, so the figures here say what
 * the code asks of the machine; the blocking time is what a 4× slower one would make of it.
 */
import { median } from './portal.js';

/** The main thread after the first paint, in milliseconds of this machine. */
export interface MainThreadCost {
  /** Sum of the main thread's tasks after the first contentful paint. */
  busyMs: number;
  /** The longest of them. */
  longestMs: number;
  /** Those that would pass 50 ms four times slower (over 12.5 ms here). */
  longTasks: number;
  /** Lighthouse's blocking time had its 4× slowdown applied to these tasks: Σ max(0, 4t − 50). */
  blockingAt4xMs: number;
  /** Time spent running modules (the page's own at start, any imported later). */
  moduleEvaluationMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The cost read from a trace of one page load of `url`. */
export function mainThreadCost(events: TraceEvent[], url: string): MainThreadCost {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '') === url,
  );
  if (!parse) throw new Error(`no parse of ${url} in the trace`);
  const onMain = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid,
  );
  if (!paint) throw new Error(`no first contentful paint of ${url} in the trace`);
  // Top-level tasks only: a task nested in another is part of it.
  const tasks: TraceEvent[] = [];
  let end = 0;
  const candidates = events
    .filter((event) => event.ph === 'X' && TASKS.has(event.name) && onMain(event))
    .sort((a, b) => a.ts - b.ts);
  for (const task of candidates) {
    if (task.ts < end) continue;
    tasks.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  const after = tasks.filter((task) => task.ts >= paint.ts).map((task) => (task.dur ?? 0) / 1000);
  const evaluations = events.filter(
    (event) => event.ph === 'X' && event.name === 'v8.evaluateModule' && onMain(event),
  );
  return {
    busyMs: after.reduce((sum, ms) => sum + ms, 0),
    longestMs: Math.max(0, ...after),
    longTasks: after.filter((ms) => ms > 12.5).length,
    blockingAt4xMs: after.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
    moduleEvaluationMs: evaluations.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0),
  };
}

/** `runs` loads of `url`, each in a new browser context (nothing cached), a few seconds watched. */
export async function measureMainThread(
  url: string,
  runs: number,
  launch: { executablePath: string; args: string[] },
): Promise<MainThreadCost[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(launch);
  try {
    const costs: MainThreadCost[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'v8'] });
      await page.goto(url, { waitUntil: 'networkidle' });
      // Route preloads start once the browser is idle: watched as Lighthouse would.
      await page.waitForTimeout(3_000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[];
      };
      costs.push(mainThreadCost(trace.traceEvents, url));
      await context.close();
    }
    return costs;
  } finally {
    await browser.close();
  }
}

/** The median of each figure over several loads. */
export function medianCost(costs: MainThreadCost[]): MainThreadCost {
  const of = (pick: (cost: MainThreadCost) => number) => median(costs.map(pick));
  return {
    busyMs: of((cost) => cost.busyMs),
    longestMs: of((cost) => cost.longestMs),
    longTasks: of((cost) => cost.longTasks),
    blockingAt4xMs: of((cost) => cost.blockingAt4xMs),
    moduleEvaluationMs: of((cost) => cost.moduleEvaluationMs),
  };
}
