import type { ProfileCode, SessionUser } from '@passerelle/shared';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

import { lastStoredUser, subscribeSession } from './session';

/**
 * The root route's data: the signed-in user, and their active profile. A profile's shell (a page
 * rendered in the browser, kept for every user of the profile: decision 099) has the profile
 * without the user until the browser has read the session.
 */
export interface RootData {
  user: SessionUser | null;
  profile: ProfileCode | null;
}

function useRootData(): Partial<RootData> | undefined {
  return useRouteLoaderData('root') as Partial<RootData> | undefined;
}

/**
 * The signed-in user as the root route knows it (server render, then the browser's copy). In a
 * page kept for a profile (decisions 099 and 100), the tab's stored session as soon as the page is
 * hydrated (the client guard has read it before any page's data), and still that user if the
 * session is cleared before the next navigation (a call answered 401: the page stays, as one
 * rendered for the user does): the page and its header need not wait for the root to reload.
 */
export function useSessionUser(): SessionUser | null {
  const data = useRootData();
  const stored = useSyncExternalStore(subscribeSession, lastStoredUser, () => null);
  if (data?.user) return data.user;
  return data?.profile && stored?.userProfileCode === data.profile ? stored : null;
}

/** The signed-in visitor's active profile, known before their user in a profile's shell. */
export function useSessionProfile(): ProfileCode | null {
  const data = useRootData();
  return data?.user?.userProfileCode ?? data?.profile ?? null;
}
