import { BUILD_POLL_INTERVAL_MS } from '@passerelle/shared';

/**
 * Build-update detection (spec §7): `builds/latest.json` is polled every hour (and when the tab
 * comes back after more than an hour hidden); when it names another build whose
 * `builds/meta/{id}.json` is published, the user is offered a reload. Both files are written by
 * the `buildMeta()` Vite plugin (apps/web/build-meta.ts).
 */

declare global {
  interface ImportMetaEnv {
    /** Id of the running client build, defined by the `buildMeta()` Vite plugin. */
    readonly VITE_BUILD_ID?: string;
  }
}

export interface BuildMeta {
  id: string;
  timestamp: number;
}

export const LATEST_BUILD_URL = '/builds/latest.json';

export function buildMetaUrl(id: string): string {
  return `/builds/meta/${encodeURIComponent(id)}.json`;
}

/** Id of the build this page runs, or undefined outside a `buildMeta()` build (dev, tests). */
export function currentBuildId(): string | undefined {
  return import.meta.env.VITE_BUILD_ID || undefined;
}

function isBuildMeta(value: unknown): value is BuildMeta {
  if (typeof value !== 'object' || value === null) return false;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof timestamp === 'number';
}

async function fetchJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  // Both files change on every deployment: never take them from a cache.
  const response = await fetchImpl(url, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) return null;
  return response.json();
}

/**
 * Returns the newer build's metadata when the server has published another build than
 * `currentId`, otherwise null. Network and parse errors also give null: the next poll retries.
 */
export async function checkForBuildUpdate(
  currentId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<BuildMeta | null> {
  try {
    const latest = await fetchJson(fetchImpl, LATEST_BUILD_URL);
    if (!isBuildMeta(latest) || latest.id === currentId) return null;
    const meta = await fetchJson(fetchImpl, buildMetaUrl(latest.id));
    return isBuildMeta(meta) && meta.id === latest.id ? meta : null;
  } catch {
    return null;
  }
}

export interface WatchBuildUpdatesOptions {
  currentId: string;
  /** Called once, when a newer build is found; polling stops then. */
  onUpdate: (meta: BuildMeta) => void;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
}

/** Starts polling; returns the function that stops it. Browser only. */
export function watchBuildUpdates({
  currentId,
  onUpdate,
  fetchImpl = fetch,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: WatchBuildUpdatesOptions): () => void {
  let lastCheck = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), intervalMs);
  };

  const check = async () => {
    lastCheck = Date.now();
    schedule();
    const meta = await checkForBuildUpdate(currentId, fetchImpl);
    if (meta && !stopped) {
      stop();
      onUpdate(meta);
    }
  };

  // Timers of hidden tabs are throttled or frozen: catch up when the user comes back.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > intervalMs) {
      void check();
    }
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };

  document.addEventListener('visibilitychange', onVisibilityChange);
  schedule();
  return stop;
}
