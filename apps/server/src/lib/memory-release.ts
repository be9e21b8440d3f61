import { PerformanceObserver, constants, type PerformanceEntry } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type * as Koffi from 'koffi';
import { lazyRequire } from './lazy-require.js';

/*
 * Memory given back to the system once the server has gone quiet (issue 24, decision 094).
 *
 * The traffic's buffers (answers, compression, the HTTP parser's) are glibc allocations. Freed,
 * they leave holes below the top of glibc's heap, which it only gives back at the top: a
 * PostgreSQL server idle after a minute of traffic kept 30 MiB more there than at start.
 * `malloc_trim(0)` hands every free page back, wherever it is.
 *
 * When to call it: after V8's memory reducer, which collects the heap once the process has gone
 * quiet (about 40 s after the last request) and frees with it the buffers the traffic left. Its
 * collections are the only major ones flagged "all external memory" alone (those of an external
 * memory pressure add "synchronous phantom processing"; those of an idle task are "schedule
 * idle"). Nothing runs on a timer: an idle server whose heap does not change collects nothing,
 * and so gives nothing back a second time.
 */

/** Gives free memory back to the system; answers whether any was. */
export type Release = () => boolean;

/** How long after the last of a quiet collection's passes the memory is given back. */
export const RELEASE_DELAY_MS = 1_000;

const koffi = lazyRequire<typeof Koffi>('koffi');

/**
 * glibc's `malloc_trim(0)`, or null where it cannot be called (another C library, another
 * system, the binding missing): then nothing is given back, as before.
 */
export function mallocTrim(): Release | null {
  if (process.platform !== 'linux') return null;
  try {
    const trim = koffi().load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () => trim(0) === 1;
  } catch {
    return null;
  }
}

/** What a garbage collection's performance entry tells (`PerformanceEntry.detail`). */
interface CollectionDetail {
  kind: number;
  flags: number;
}

/** Whether a collection is one of V8's memory reducer, which runs once the process is quiet. */
export function isQuietCollection(entry: PerformanceEntry): boolean {
  const detail = (entry as { detail?: CollectionDetail }).detail;
  return (
    detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR &&
    detail.flags === constants.NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY
  );
}

export interface MemoryReleaseOptions {
  /** Told how much was given back; by default nothing. */
  onRelease?: (rssBefore: number, rssAfter: number) => void;
  /** The release itself; by default glibc's (`mallocTrim`), loaded at the first quiet one. */
  release?: () => Release | null;
  /** The resident memory in bytes; by default the process's. */
  rss?: () => number;
  /** Where the collections are watched; by default V8's, through a `PerformanceObserver`. */
  collections?: CollectionSource;
}

/** Calls `seen` with each batch of garbage collections; answers the function that stops it. */
export type CollectionSource = (seen: (entries: PerformanceEntry[]) => void) => () => void;

const v8Collections: CollectionSource = (seen) => {
  const observer = new PerformanceObserver((list) => seen(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  return () => observer.disconnect();
};

/**
 * Gives memory back after each quiet collection, a second later (V8 frees the buffers' memory on
 * another thread once the collection is over; the memory reducer runs two or three passes in a
 * row, given back once). Answers the function that stops watching.
 */
export function releaseMemoryWhenQuiet(options: MemoryReleaseOptions = {}): () => void {
  const rss = options.rss ?? (() => process.memoryUsage.rss());
  let release: Release | null | undefined;
  let timer: NodeJS.Timeout | undefined;

  const giveBack = () => {
    timer = undefined;
    release ??= (options.release ?? mallocTrim)();
    if (!release) return stop();
    const before = rss();
    release();
    options.onRelease?.(before, rss());
  };
  const unwatch = (options.collections ?? v8Collections)((entries) => {
    if (!entries.some(isQuietCollection)) return;
    clearTimeout(timer);
    timer = setTimeout(giveBack, RELEASE_DELAY_MS).unref();
  });

  function stop() {
    unwatch();
    clearTimeout(timer);
    timer = undefined;
  }
  return stop;
}

/** V8's `gc()`, made reachable on first use; null where it cannot be. */
type Collect = (options: { type: 'major'; execution: 'async' }) => unknown;
let collect: Collect | null | undefined;

/**
 * Asks V8 for a full collection, run as its own task: for work that has just left tens of MB of
 * garbage behind (a large export, decision 102). Without it V8 lets such garbage pile up,
 * growing the heap up to four times before a major collection, so that large exports in a row
 * each started from a bigger heap. Costs about 20 ms of the main thread.
 */
export function collectGarbage(): void {
  if (collect === undefined) {
    try {
      // Node exposes `gc` only behind a flag, which V8 accepts at run time for new contexts.
      setFlagsFromString('--expose-gc');
      collect = runInNewContext('gc') as Collect;
    } catch {
      collect = null;
    }
  }
  collect?.({ type: 'major', execution: 'async' });
}
