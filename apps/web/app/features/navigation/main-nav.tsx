import { Link, useLocation } from 'react-router';

import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

import type { NavItem } from './menus';

function isUnder(pathname: string, base: string): boolean {
  return base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether the item stands for the page being shown (its section, or its path and below). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.section) return isUnder(pathname, item.section);
  return item.end ? pathname === item.to : isUnder(pathname, item.to);
}

/** A horizontal menu; the current section is marked with `aria-current="page"`. */
export function MainNav({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="border-t border-border">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-4">
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 px-3 py-3 text-sm font-medium hover:bg-surface-alt',
                  focusRing,
                  current ? 'border-primary text-primary' : 'border-transparent text-ink',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Vertical menu (administration sections). */
export function SideNav({ items, label }: { items: NavItem[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="md:w-56 md:shrink-0">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'block border-l-4 px-3 py-2 text-sm hover:bg-surface-alt',
                  focusRing,
                  current
                    ? 'border-primary bg-primary-light font-bold text-primary'
                    : 'border-transparent text-ink',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
