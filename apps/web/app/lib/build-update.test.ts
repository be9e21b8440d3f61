import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_INTERVAL_MS } from '@passerelle/shared';
import { checkForBuildUpdate, watchBuildUpdates } from './build-update';

const HOUR = 60 * 60 * 1000;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch mock answering from a table of URL -> body (404 otherwise). */
function fakeServer(routes: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    return url in routes ? json(routes[url]) : json({ error: 'introuvable' }, 404);
  });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('checkForBuildUpdate', () => {
  it('returns null without fetching the meta file when the build is the current one', async () => {
    const fetchImpl = fakeServer({ '/builds/latest.json': { id: 'a1', timestamp: 1 } });
    expect(await checkForBuildUpdate('a1', fetchImpl)).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/builds/latest.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('returns the newer build meta fetched from builds/meta/{id}.json', async () => {
    const fetchImpl = fakeServer({
      '/builds/latest.json': { id: 'b2', timestamp: 2 },
      '/builds/meta/b2.json': { id: 'b2', timestamp: 2 },
    });
    expect(await checkForBuildUpdate('a1', fetchImpl)).toEqual({ id: 'b2', timestamp: 2 });
    expect(fetchImpl).toHaveBeenLastCalledWith('/builds/meta/b2.json', expect.anything());
  });

  it('returns null while the new build meta is not published, or on bad answers', async () => {
    expect(
      await checkForBuildUpdate(
        'a1',
        fakeServer({ '/builds/latest.json': { id: 'b2', timestamp: 2 } }),
      ),
    ).toBeNull();
    expect(await checkForBuildUpdate('a1', fakeServer({}))).toBeNull();
    expect(
      await checkForBuildUpdate('a1', fakeServer({ '/builds/latest.json': { nope: true } })),
    ).toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkForBuildUpdate('a1', offline)).toBeNull();
  });
});

describe('watchBuildUpdates', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('polls builds/latest.json every hour', async () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(HOUR);
    const fetchImpl = fakeServer({ '/builds/latest.json': { id: 'a1', timestamp: 1 } });
    stop = watchBuildUpdates({ currentId: 'a1', onUpdate: vi.fn(), fetchImpl });

    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('reports a new build once and stops polling', async () => {
    const fetchImpl = fakeServer({
      '/builds/latest.json': { id: 'b2', timestamp: 2 },
      '/builds/meta/b2.json': { id: 'b2', timestamp: 2 },
    });
    const onUpdate = vi.fn();
    stop = watchBuildUpdates({ currentId: 'a1', onUpdate, fetchImpl });

    await vi.advanceTimersByTimeAsync(HOUR);
    expect(onUpdate).toHaveBeenCalledExactlyOnceWith({ id: 'b2', timestamp: 2 });
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab becomes visible again after more than an hour', async () => {
    const fetchImpl = fakeServer({ '/builds/latest.json': { id: 'a1', timestamp: 1 } });
    stop = watchBuildUpdates({ currentId: 'a1', onUpdate: vi.fn(), fetchImpl });

    // Back within the hour: nothing to do.
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    setVisibility('visible');
    expect(fetchImpl).not.toHaveBeenCalled();

    // A frozen tab: timers did not fire, but the clock moved on by more than an hour.
    setVisibility('hidden');
    vi.setSystemTime(Date.now() + 2 * HOUR);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', async () => {
    const fetchImpl = fakeServer({});
    watchBuildUpdates({ currentId: 'a1', onUpdate: vi.fn(), fetchImpl })();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    vi.setSystemTime(Date.now() + 2 * HOUR);
    setVisibility('visible');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
