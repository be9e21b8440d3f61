import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnChunkError,
  reloadOnce,
} from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of each browser', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module: x'))).toBe(true);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads at most once within 10 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 1_000_000;
    const options = { storage, reload, now: () => now };

    expect(reloadOnce(options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');

    now += 9_999;
    expect(reloadOnce(options)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    now += 1;
    expect(reloadOnce(options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('uses sessionStorage by default', () => {
    const reload = vi.fn();
    expect(reloadOnce({ reload })).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).not.toBeNull();
    expect(reloadOnce({ reload })).toBe(false);
  });

  it('does not reload when storage is unusable (no guard, no loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce({ storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadOnChunkError', () => {
  it('reloads only for chunk errors', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(reloadOnChunkError(new Error('boom'), { reload, storage })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(
      reloadOnChunkError(new TypeError('Importing a module script failed.'), { reload, storage }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkReloadGuard', () => {
  let uninstall: (() => void) | undefined;
  afterEach(() => uninstall?.());

  const preloadError = () => new Event('vite:preloadError', { cancelable: true });
  const rejection = (reason: unknown) =>
    Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

  it('reloads once on vite:preloadError, then lets the next error surface', () => {
    const reload = vi.fn();
    uninstall = installChunkReloadGuard(window, { reload, storage: memoryStorage() });

    const first = preloadError();
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    const second = preloadError();
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on an unhandled dynamic-import failure, not on other rejections', () => {
    const reload = vi.fn();
    uninstall = installChunkReloadGuard(window, { reload, storage: memoryStorage() });

    const other = rejection(new Error('boom'));
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    const chunk = rejection(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    window.dispatchEvent(chunk);
    expect(chunk.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening once uninstalled', () => {
    const reload = vi.fn();
    installChunkReloadGuard(window, { reload, storage: memoryStorage() })();
    window.dispatchEvent(preloadError());
    expect(reload).not.toHaveBeenCalled();
  });
});
