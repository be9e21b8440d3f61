import { useEffect, type ReactNode } from 'react';
import { ToastHost } from './ui/toast-host';
import type { ToastPosition } from './ui/toast-viewport';
import { EditLockHost } from '~/lib/edit-lock';
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
 * App-wide UI behaviours: toasts and their viewport, the editing-lock warning, the build-update
 * offer and the chunk-load reload guard (the toaster and the warning's dialog are fetched when
 * first needed; tooltips bring their own timing, ui/tooltip.tsx). Render it inside the router (it
 * uses `useBlocker`), around the page. Browser-only work happens in effects, so it renders on the
 * server as well.
 */
export function AppProviders({ children, toastPosition }: AppProvidersProps) {
  return (
    <>
      {children}
      <ToastHost position={toastPosition} />
      <EditLockHost />
      <BuildUpdateNotifier />
      <ChunkReloadListener />
    </>
  );
}
