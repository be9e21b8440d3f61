import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@passerelle/shared';

/**
 * Toast store: a tiny external store so `toast.success(...)` works from anywhere (event
 * handlers, API client callbacks, plain modules), and `<Toaster>` renders it with Radix Toast.
 * Life cycle (spec §4): created open, closed by the user or on timeout, removed from the list
 * TOAST_REMOVE_DELAY_MS after closing. At most TOAST_LIMIT are kept; the oldest is dropped.
 */

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  /** How a screen-reader user can do the same without the button (Radix `altText`). */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  /** Reusing an id replaces that toast instead of stacking a copy. */
  id?: string;
  title?: string;
  /** Milliseconds before closing by itself; `Infinity` keeps it until the user closes it. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  message: string;
  title?: string;
  duration: number;
  action?: ToastAction;
  open: boolean;
}

type Listener = () => void;

const EMPTY: readonly ToastItem[] = [];
let toasts: readonly ToastItem[] = EMPTY;
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function clearRemovalTimer(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  // Toasts belong to one browser tab: on the server a module-level list would leak between
  // requests, so showing one there is a no-op.
  if (typeof window === 'undefined') return id;
  clearRemovalTimer(id);
  const item: ToastItem = {
    id,
    kind,
    message,
    title: options.title,
    duration: options.duration ?? TOAST_DURATION_MS,
    action: options.action,
    open: true,
  };
  const kept = [...toasts.filter((t) => t.id !== id), item];
  const dropped = kept.slice(0, Math.max(0, kept.length - TOAST_LIMIT));
  dropped.forEach((t) => clearRemovalTimer(t.id));
  setToasts(kept.slice(-TOAST_LIMIT));
  return id;
}

/** Closes a toast (or all of them) and removes it from the list after the removal delay. */
function dismiss(id?: string): void {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  const ids = new Set(closing.map((t) => t.id));
  setToasts(toasts.map((t) => (ids.has(t.id) ? { ...t, open: false } : t)));
  for (const closingId of ids) {
    removalTimers.set(
      closingId,
      setTimeout(() => {
        removalTimers.delete(closingId);
        setToasts(toasts.filter((t) => t.id !== closingId));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss,
};

/** Store access for `useSyncExternalStore` (and tests). */
export const toastStore = {
  getSnapshot: (): readonly ToastItem[] => toasts,
  getServerSnapshot: (): readonly ToastItem[] => EMPTY,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Empties the list at once (tests, logout). */
  reset(): void {
    for (const id of removalTimers.keys()) clearRemovalTimer(id);
    setToasts(EMPTY);
  },
};
