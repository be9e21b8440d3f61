import type { ProfileCode, SessionUser } from '@passerelle/shared';
import { useRouteLoaderData } from 'react-router';

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

/** The signed-in user as the root route knows it (server render, then the browser's copy). */
export function useSessionUser(): SessionUser | null {
  return useRootData()?.user ?? null;
}

/** The signed-in visitor's active profile, known before their user in a profile's shell. */
export function useSessionProfile(): ProfileCode | null {
  const data = useRootData();
  return data?.user?.userProfileCode ?? data?.profile ?? null;
}
