import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { t } from '@passerelle/shared';
import { ConfirmDialog } from '~/components/ui/alert-dialog';

/**
 * Editing lock (spec §2): while a form has unsaved changes, navigation to another page is held
 * back, the target is remembered and followed only once the user confirms.
 *
 * Forms call `useEditLock(isDirty)`; one `<EditLockHost>` (in `<AppProviders>`) owns the single
 * React Router blocker (a router supports only one) and shows the warning.
 */

const locks = new Set<symbol>();

/** Whether some form currently holds unsaved changes. */
export function isEditLocked(): boolean {
  return locks.size > 0;
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  // Asks the browser to show its own "leave the site?" prompt (reload, tab close, external URL).
  event.preventDefault();
  event.returnValue = '';
}

/** Takes a lock outside React; call the returned function to release it (idempotent). */
export function acquireEditLock(): () => void {
  const key = Symbol('edit-lock');
  locks.add(key);
  if (locks.size === 1) window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    if (!locks.delete(key)) return;
    if (locks.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * Holds navigation back while `isDirty` is true. `release()` drops the lock at once, for a form
 * that navigates away right after a successful save, before it re-renders as clean.
 */
export function useEditLock(isDirty: boolean): { release: () => void } {
  const releaseRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!isDirty) return;
    const release = acquireEditLock();
    releaseRef.current = release;
    return () => {
      release();
      releaseRef.current = null;
    };
  }, [isDirty]);
  return useMemo(() => ({ release: () => releaseRef.current?.() }), []);
}

/**
 * Only a change of page is held back: a submission to the form's own route, a change of search
 * parameters or of hash on the same page is not a departure.
 */
const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
  isEditLocked() && currentLocation.pathname !== nextLocation.pathname;

/** The router blocker and its French warning dialog. Render once, inside the router. */
export function EditLockHost() {
  const blocker = useBlocker(shouldBlock);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => blocker.proceed?.(), [blocker]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editLock.title')}
      description={t('editLock.message')}
      confirmLabel={t('editLock.confirm')}
      cancelLabel={t('editLock.cancel')}
      onConfirm={leave}
      onCancel={stay}
      tone="danger"
    />
  );
}
