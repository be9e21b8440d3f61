import { useCallback, useEffect, useMemo, useRef } from 'react';

/** Debounce delay of typed searches and live checks. */
export const TYPING_DELAY_MS = 350;

/**
 * `run(...)` calls `callback` once typing pauses for `delay` ms; `flush()` calls a pending one at
 * once (Enter), `cancel()` drops it. The latest callback is used, and nothing fires after unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay = TYPING_DELAY_MS,
) {
  const latest = useRef(callback);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; args: A } | null>(null);
  useEffect(() => {
    latest.current = callback;
  });
  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);
  return useMemo(
    () => ({
      run: (...args: A) => {
        cancel();
        pending.current = {
          args,
          timer: setTimeout(() => {
            pending.current = null;
            latest.current(...args);
          }, delay),
        };
      },
      flush: () => {
        const call = pending.current;
        cancel();
        if (call) latest.current(...call.args);
      },
      cancel,
    }),
    [cancel, delay],
  );
}
