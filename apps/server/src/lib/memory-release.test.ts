import { constants, type PerformanceEntry } from 'node:perf_hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RELEASE_DELAY_MS,
  isQuietCollection,
  mallocTrim,
  releaseMemoryWhenQuiet,
  type CollectionSource,
} from './memory-release.js';

const {
  NODE_PERFORMANCE_GC_MAJOR: MAJOR,
  NODE_PERFORMANCE_GC_MINOR: MINOR,
  NODE_PERFORMANCE_GC_FLAGS_ALL_EXTERNAL_MEMORY: ALL_EXTERNAL,
  NODE_PERFORMANCE_GC_FLAGS_SYNCHRONOUS_PHANTOM_PROCESSING: PHANTOM,
  NODE_PERFORMANCE_GC_FLAGS_SCHEDULE_IDLE: IDLE_TASK,
} = constants;

const collection = (kind: number, flags: number) =>
  ({ entryType: 'gc', detail: { kind, flags } }) as unknown as PerformanceEntry;
const quiet = () => collection(MAJOR, ALL_EXTERNAL);

/** A collection source the test feeds by hand. */
function fakeCollections() {
  let seen: ((entries: PerformanceEntry[]) => void) | undefined;
  const source: CollectionSource = (callback) => {
    seen = callback;
    return () => (seen = undefined);
  };
  return {
    source,
    collect: (...entries: PerformanceEntry[]) => seen?.(entries),
    watched: () => seen !== undefined,
  };
}

/** A watch on fed collections whose release is a mock that always gives something back. */
function watchedWithRelease() {
  const collections = fakeCollections();
  const release = vi.fn(() => true);
  const stop = releaseMemoryWhenQuiet({ collections: collections.source, release: () => release });
  return { collections, release, stop };
}

describe('isQuietCollection', () => {
  it("is true for V8's memory reducer only", () => {
    expect(isQuietCollection(quiet())).toBe(true);
    // Collections under traffic: an external memory pressure, an idle task, a young collection.
    expect(isQuietCollection(collection(MAJOR, ALL_EXTERNAL | PHANTOM))).toBe(false);
    expect(isQuietCollection(collection(MAJOR, IDLE_TASK))).toBe(false);
    expect(isQuietCollection(collection(MAJOR, 0))).toBe(false);
    expect(isQuietCollection(collection(MINOR, ALL_EXTERNAL))).toBe(false);
  });
});

describe('releaseMemoryWhenQuiet', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('gives memory back once, a second after the last pass of a quiet collection', () => {
    const collections = fakeCollections();
    const release = vi.fn(() => true);
    const onRelease = vi.fn();
    let resident = 300;
    const stop = releaseMemoryWhenQuiet({
      collections: collections.source,
      release: () => () => {
        resident = 200;
        return release();
      },
      rss: () => resident,
      onRelease,
    });
    collections.collect(quiet());
    vi.advanceTimersByTime(RELEASE_DELAY_MS / 2);
    collections.collect(collection(MINOR, 0), quiet());
    vi.advanceTimersByTime(RELEASE_DELAY_MS - 1);
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(release).toHaveBeenCalledTimes(1);
    expect(onRelease).toHaveBeenCalledWith(300, 200);
    // Nothing more until the next quiet collection: no timer is left.
    expect(vi.getTimerCount()).toBe(0);
    collections.collect(quiet());
    vi.advanceTimersByTime(RELEASE_DELAY_MS);
    expect(release).toHaveBeenCalledTimes(2);
    stop();
    expect(collections.watched()).toBe(false);
  });

  it('gives nothing back after collections under traffic', () => {
    const { collections, release, stop } = watchedWithRelease();
    collections.collect(collection(MINOR, 0), collection(MAJOR, ALL_EXTERNAL | PHANTOM));
    collections.collect(collection(MAJOR, IDLE_TASK));
    vi.advanceTimersByTime(10 * RELEASE_DELAY_MS);
    expect(release).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching where memory cannot be given back', () => {
    const collections = fakeCollections();
    const loads = vi.fn(() => null);
    releaseMemoryWhenQuiet({ collections: collections.source, release: loads });
    collections.collect(quiet());
    vi.advanceTimersByTime(RELEASE_DELAY_MS);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(collections.watched()).toBe(false);
  });

  it('stopped before its delay, gives nothing back', () => {
    const { collections, release, stop } = watchedWithRelease();
    collections.collect(quiet());
    stop();
    vi.advanceTimersByTime(RELEASE_DELAY_MS);
    expect(release).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('mallocTrim', () => {
  it.runIf(process.platform === 'linux')("calls glibc's malloc_trim", () => {
    const release = mallocTrim();
    expect(release).toBeTypeOf('function');
    expect(typeof release!()).toBe('boolean');
  });
});
