import { useEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';

import { prefetchPage } from '~/lib/route-prefetch';

/** Whether the visitor asked to spare data (Save-Data, or a 2G connection). */
function sparesData(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }
  ).connection;
  return connection?.saveData === true || /2g/.test(connection?.effectiveType ?? '');
}

/**
 * A link whose page's code is fetched once the link is on screen (spec §9, lib/route-prefetch.ts),
 * so that following it shows the page without waiting for its code. Not for links to another
 * layout (the login page) nor to files.
 */
export function PrefetchLink(props: ComponentProps<typeof Link> & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { to } = props;
  useEffect(() => {
    const link = ref.current;
    if (!link || typeof IntersectionObserver === 'undefined' || sparesData()) return;
    let cancelIdle = () => {};
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      // When the browser is idle: the page being shown comes first.
      const prefetch = () => prefetchPage(new URL(to, window.location.href).pathname);
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(prefetch, { timeout: 2_000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const timer = window.setTimeout(prefetch, 200);
        cancelIdle = () => window.clearTimeout(timer);
      }
    });
    observer.observe(link);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [to]);
  return <Link ref={ref} {...props} />;
}
