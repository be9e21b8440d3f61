import { useEffect, type ReactNode } from 'react';
import { TooltipProvider } from './ui/tooltip';
import { Toaster, type ToastPosition } from './ui/toaster';
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
 * App-wide UI behaviours: tooltip timing, toasts and their viewport, the editing-lock warning,
 * the build-update offer and the chunk-load reload guard. Render it inside the router (it uses
 * `useBlocker`), around the page. Browser-only work happens in effects, so it renders on the
 * server as well.
 */
export function AppProviders({ children, toastPosition }: AppProvidersProps) {
  return (
    <TooltipProvider>
      {children}
      <Toaster position={toastPosition} />
      <EditLockHost />
      <BuildUpdateNotifier />
      <ChunkReloadListener />
    </TooltipProvider>
  );
}
