import { TOAST_HOTKEY, TOAST_POSITION, t } from '@passerelle/shared';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { useLocation } from 'react-router';

import { pageAt } from '~/lib/page-title';
import { toastStore } from '~/lib/toast';

import { isToastHotkey, toastViewportProps, type ToastPosition } from './toast-viewport';

/** The Radix toaster (toaster.tsx): fetched once the page is idle, or by the first toast. */
const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Once the page has loaded and the browser is idle, the toaster is fetched ahead of its first
 * toast: that toast then shows at once, even after a new build replaced this one's files (the
 * build-update offer is a toast). Not on the public pages, where toasts are rare and every KiB
 * counts (spec §9 budget, decision 018): there the first toast fetches it.
 */
function usePreloadWhenIdle(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let cancel = () => {};
    const preload = () => void loadToaster().catch(() => undefined);
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const timer = window.setTimeout(preload, IDLE_TIMEOUT_MS);
        cancel = () => window.clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [enabled]);
}

/** At the latest, this long after the page has loaded. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * What Radix renders while there is no toast, without Radix: the "Notifications (F8)" region,
 * its empty list, and F8 moving focus to the list.
 */
function EmptyViewport({ position }: { position: ToastPosition }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToastHotkey(event)) list.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div
      role="region"
      aria-label={t('toast.viewport', { hotkey: TOAST_HOTKEY.join('+') })}
      tabIndex={-1}
      style={{ pointerEvents: 'none' }}
    >
      <ol tabIndex={-1} ref={list} {...toastViewportProps(position)} />
    </div>
  );
}

/**
 * The toasts' viewport. Pages load without the Radix toaster (about 10 KiB, fetched when the page
 * is idle; decision 018): until the first toast, an empty viewport stands in for it.
 */
export function ToastHost({ position = TOAST_POSITION }: { position?: ToastPosition }) {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  const { pathname } = useLocation();
  usePreloadWhenIdle(pageAt(pathname)?.layout !== 'default');
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return <EmptyViewport position={position} />;
  return (
    <Suspense fallback={<EmptyViewport position={position} />}>
      <Toaster position={position} />
    </Suspense>
  );
}
