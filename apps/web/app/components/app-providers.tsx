import { useEffect, type ReactNode } from 'react';
import { ToastHost } from './ui/toast-host';
import type { ToastPosition } from './ui/toast-viewport';
import { BuildUpdateNotifier } from '~/lib/build-update-notifier';
import { installChunkReloadGuard } from '~/lib/chunk-reload';

function ChunkReloadListener() {
  useEffect(() => installChunkReloadGuard(), []);
  return null;
}

export interface AppProvidersProps {
  children: ReactNode;
  toastPosition?: ToastPosition;
}

/**
 * App-wide UI behaviours: toasts and their viewport, the build-update offer and the chunk-load
 * reload guard (the toaster is fetched when first needed; tooltips bring their own timing,
 * ui/tooltip.tsx; the editing lock's host sits in the signed-in spaces' layout,
 * layouts/workspace-layout.tsx). Render it inside the router, around the page. Browser-only work
 * happens in effects, so it renders on the server as well.
 */
export function AppProviders({ children, toastPosition }: AppProvidersProps) {
  return (
    <>
      {children}
      <ToastHost position={toastPosition} />
      <BuildUpdateNotifier />
      <ChunkReloadListener />
    </>
  );
}
