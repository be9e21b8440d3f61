import type { ProfileCode, SessionUser } from '@passerelle/shared';
import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

import { storedUser, subscribeSession } from './session';

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
 * profile's shell, the tab's stored session as soon as the page is hydrated (the client guard has
 * read it before any page's data): the page and its header need not wait for the root to reload.
 */
export function useSessionUser(): SessionUser | null {
  const data = useRootData();
  const stored = useSyncExternalStore(subscribeSession, storedUser, () => null);
  if (data?.user) return data.user;
  return data?.profile && stored?.userProfileCode === data.profile ? stored : null;
}

/** The signed-in visitor's active profile, known before their user in a profile's shell. */
export function useSessionProfile(): ProfileCode | null {
  const data = useRootData();
  return data?.user?.userProfileCode ?? data?.profile ?? null;
}
