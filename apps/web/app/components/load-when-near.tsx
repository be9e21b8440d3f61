import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A module imported only once `start` is called (at once on the server, which renders
 * everything): a `lazy` component reading `promise` keeps its server HTML in the browser, not yet
 * hydrated, until then.
 */
export function deferredImport<T>(load: () => Promise<T>) {
  let start!: () => void;
  const promise = new Promise<void>((resolve) => (start = resolve)).then(load);
  if (typeof window === 'undefined') start();
  return { promise, start: () => start() };
}

/**
 * Calls `load` when its content comes within a screen's height of the viewport, is focused, or
 * is the page's `#fragment` target: code the visitor may never scroll to is not fetched with the
 * page.
 */
export function LoadWhenNear({ load, children }: { load: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof IntersectionObserver === 'undefined') return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [load]);
  return (
    <div ref={ref} onFocusCapture={load} onPointerEnter={load}>
      {children}
    </div>
  );
}
