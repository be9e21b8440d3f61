import {
  personName,
  t,
  type LayoutName,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';
import { Link, useLocation } from 'react-router';

import { buttonClasses } from '~/components/ui/button';
import { focusRing } from '~/components/ui/focus';
import { LogoutButton } from '~/components/logout-button';

import { MainNav } from './main-nav';
import { ImpersonationBanner, ProfileSwitcher } from './session-controls';
import { navItemsFor, profileLabel, spaceLabel } from './menus';

/**
 * The programme's name, the user's name or a login link, and the profile's menu. A profile's
 * shell (decision 099) knows the `profile` before the user: its menu, and no login link.
 */
export function SiteHeader({
  layout,
  user,
  profile,
}: {
  layout: LayoutName;
  user: SessionUser | null;
  profile: ProfileCode | null;
}) {
  const space = spaceLabel(layout);
  return (
    <header className="border-b border-border bg-surface shadow-sm">
      {user ? <ImpersonationBanner user={user} /> : null}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <Link to="/" className={`rounded-sm ${focusRing}`}>
            <span className="block text-2xl font-bold text-primary">{t('layout.appName')}</span>
            <span className="block text-sm text-muted">{t('layout.tagline')}</span>
          </Link>
          {space ? (
            <p className="rounded-sm bg-primary-light px-2 py-0.5 text-sm font-medium text-primary">
              {space}
            </p>
          ) : null}
        </div>
        {layout === 'login' ? null : <UserArea user={user} signedIn={profile !== null} />}
      </div>
      <MainNav items={navItemsFor(layout, profile)} label={t('layout.mainMenu')} />
    </header>
  );
}

function UserArea({ user, signedIn }: { user: SessionUser | null; signedIn: boolean }) {
  const location = useLocation();
  // Signed in, the user not read yet (a profile's shell): nobody named, the way out at hand.
  if (!user && signedIn) return <LogoutButton />;
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const to = here === '/' ? '/login' : `/login?${new URLSearchParams({ redirect: here })}`;
    return (
      <Link to={to} className={buttonClasses('secondary', 'sm')}>
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-ink">
        {t('layout.loggedInAs', { name: personName(user), profile: profileLabel(user) })}
      </p>
      <ProfileSwitcher key={user.userProfileCode} user={user} />
      <LogoutButton />
    </div>
  );
}
