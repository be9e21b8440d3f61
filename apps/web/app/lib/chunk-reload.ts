import { CHUNK_RELOAD_GUARD_MS } from '@passerelle/shared';

/**
 * Chunk-load reload guard (spec §2, §8): after a deployment an open tab may ask for a page chunk
 * that no longer exists. Reloading fetches the new build; the timestamp kept in sessionStorage
 * allows one reload per CHUNK_RELOAD_GUARD_MS, so a chunk that is really broken surfaces as an
 * error instead of reloading forever.
 */

export const CHUNK_RELOAD_STORAGE_KEY = 'passerelle:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  // Errors from another realm (or serialized ones) are not `instanceof Error`: read `message`.
  const message =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null && 'message' in error
        ? error.message
        : undefined;
  return (
    typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern))
  );
}

export interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
}

/**
 * Reloads the page unless it was already reloaded for this reason less than 10 s ago.
 * Returns true when a reload was started (the caller should then swallow the error).
 */
export function reloadOnce({
  storage,
  reload = () => window.location.reload(),
  now = Date.now,
}: ReloadGuardOptions = {}): boolean {
  try {
    // Reading window.sessionStorage itself throws when the browser forbids storage.
    const store = storage ?? window.sessionStorage;
    const last = Number(store.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const current = now();
    if (Number.isFinite(last) && last > 0 && current - last < CHUNK_RELOAD_GUARD_MS) return false;
    store.setItem(CHUNK_RELOAD_STORAGE_KEY, String(current));
  } catch {
    // No usable sessionStorage (privacy settings): without a guard a reload could loop.
    return false;
  }
  reload();
  return true;
}

/** For error boundaries: reloads once when `error` is a failed chunk load. */
export function reloadOnChunkError(error: unknown, options?: ReloadGuardOptions): boolean {
  return isChunkLoadError(error) && reloadOnce(options);
}

/**
 * Listens for Vite's `vite:preloadError` and for unhandled dynamic-import failures; returns the
 * function that removes the listeners. Browser only.
 */
export function installChunkReloadGuard(
  target: Window = window,
  options?: ReloadGuardOptions,
): () => void {
  const onPreloadError = (event: Event) => {
    // Vite throws `event.payload` unless the event is cancelled: cancel only when reloading.
    if (reloadOnce(options)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (reloadOnChunkError(event.reason, options)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
