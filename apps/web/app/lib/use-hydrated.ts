import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the server render and the hydration pass, true afterwards: for parts that only
 * work in a browser (a rich-text editor), rendered in place of a fallback once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
