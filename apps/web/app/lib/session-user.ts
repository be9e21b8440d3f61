import type { SessionUser } from '@passerelle/shared';
import { useRouteLoaderData } from 'react-router';

/** The signed-in user as the root route knows it (server render, then the browser's copy). */
export function useSessionUser(): SessionUser | null {
  const data = useRouteLoaderData('root') as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
