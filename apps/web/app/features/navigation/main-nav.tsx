import { Link, useLocation } from 'react-router';

import { PrefetchLink } from '~/components/prefetch-link';
import { pageAt } from '~/lib/page-title';
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

interface NavListProps {
  items: NavItem[];
  label: string;
  navClassName: string;
  listClassName: string;
  linkClassName: (current: boolean) => string;
}

/**
 * One list of menu links; the current section is marked with `aria-current="page"`. Their pages'
 * code is preloaded once on screen, except from the public pages: their JS budget (spec §9)
 * keeps its room for the catalogue's own links.
 */
function NavList({ items, label, navClassName, listClassName, linkClassName }: NavListProps) {
  const { pathname } = useLocation();
  const MenuLink = pageAt(pathname)?.layout === 'default' ? Link : PrefetchLink;
  return (
    <nav aria-label={label} className={navClassName}>
      <ul className={listClassName}>
        {items.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.to}>
              <MenuLink
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={cn(linkClassName(current), focusRing)}
              >
                {item.label}
              </MenuLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A horizontal menu (the profile's sections). */
export function MainNav({ items, label }: { items: NavItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <NavList
      items={items}
      label={label}
      navClassName="border-t border-border"
      listClassName="mx-auto flex max-w-6xl flex-wrap gap-x-1 px-4"
      linkClassName={(current) =>
        cn(
          'inline-block border-b-2 px-3 py-3 text-sm font-medium hover:bg-surface-alt',
          current ? 'border-primary text-primary' : 'border-transparent text-ink',
        )
      }
    />
  );
}

/** Vertical menu (administration sections). */
export function SideNav({ items, label }: { items: NavItem[]; label: string }) {
  return (
    <NavList
      items={items}
      label={label}
      navClassName="md:w-56 md:shrink-0"
      listClassName="flex flex-wrap gap-1 md:flex-col"
      linkClassName={(current) =>
        cn(
          'block border-l-4 px-3 py-2 text-sm hover:bg-surface-alt',
          current
            ? 'border-primary bg-primary-light font-bold text-primary'
            : 'border-transparent text-ink',
        )
      }
    />
  );
}
