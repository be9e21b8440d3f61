import { t, type LayoutName } from '@passerelle/shared';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { cn } from '~/components/ui/cn';
import { SideNav } from '~/features/navigation/main-nav';
import { adminNavItems } from '~/features/navigation/menus';
import { SiteFooter } from '~/features/navigation/site-footer';
import { SiteHeader } from '~/features/navigation/site-header';
import { SkipLink } from '~/features/navigation/skip-link';
import { useSessionProfile, useSessionUser } from '~/lib/session-user';

/**
 * The frame shared by the six layouts of spec §2: skip link, header (programme name, user,
 * profile menu), `<main id="contenu">`, footer. Layout routes and the error screen both use it.
 */
export function AppShell({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const user = useSessionUser();
  const profile = useSessionProfile();
  const { pathname } = useLocation();
  const adminSection =
    layout === 'back' && profile === 'profile_admin' && pathname.startsWith('/back/admin');

  return (
    <div className="flex min-h-screen flex-col bg-surface text-ink" data-layout={layout}>
      <SkipLink />
      <SiteHeader layout={layout} user={user} profile={profile} />
      <div
        className={cn(
          'mx-auto w-full flex-1 px-4 py-8',
          layout === 'login' ? 'max-w-xl' : 'max-w-6xl',
          adminSection && 'flex flex-col gap-8 md:flex-row',
        )}
      >
        {adminSection ? <SideNav items={adminNavItems()} label={t('layout.adminMenu')} /> : null}
        <main id="contenu" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
