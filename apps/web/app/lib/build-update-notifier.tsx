import { useEffect, useEffectEvent } from 'react';
import { t } from '@passerelle/shared';
import { toast } from './toast';
import { currentBuildId, watchBuildUpdates } from './build-update';

export const BUILD_UPDATE_TOAST_ID = 'build-update';

export interface BuildUpdateNotifierProps {
  /** Defaults to the id the `buildMeta()` plugin compiled in. */
  buildId?: string;
  /** Polls only in production builds by default (the dev server publishes no build files). */
  enabled?: boolean;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  /** What 'Recharger' does; a full page load by default. */
  reload?: () => void;
}

/** Offers a reload, in a toast that stays until used or closed, once a new build is published. */
export function BuildUpdateNotifier({
  buildId = currentBuildId(),
  enabled = import.meta.env.PROD,
  fetchImpl,
  intervalMs,
  reload = () => window.location.reload(),
}: BuildUpdateNotifierProps) {
  // Read when the toast is shown: a new `reload` function each render must not restart polling.
  const offerReload = useEffectEvent(() => {
    toast.info(t('build.updateAvailable'), {
      id: BUILD_UPDATE_TOAST_ID,
      duration: Infinity,
      action: { label: t('build.reload'), onClick: reload },
    });
  });
  useEffect(() => {
    if (!enabled || !buildId) return;
    return watchBuildUpdates({ currentId: buildId, fetchImpl, intervalMs, onUpdate: offerReload });
  }, [buildId, enabled, fetchImpl, intervalMs]);
  return null;
}
