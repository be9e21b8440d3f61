import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { t } from '@passerelle/shared';
import type { ConfirmDialog } from '~/components/ui/alert-dialog';

/**
 * Editing lock (spec §2): while a form has unsaved changes, navigation to another page is held
 * back, the target is remembered and followed only once the user confirms.
 *
 * Forms call `useEditLock(isDirty)`; one `<EditLockHost>` owns the single React Router blocker (a
 * router supports only one) and shows the warning. It sits in the layout of the signed-in spaces
 * (layouts/workspace-layout.tsx), the only pages with forms that lock.
 */

const locks = new Set<symbol>();

let warningDialog: typeof ConfirmDialog | undefined;
let loadingWarning: Promise<typeof ConfirmDialog> | undefined;

/**
 * Fetches the warning's dialog, once. Its primitives do not come with every page (a visitor of
 * the public pages never needs them; decision 018): a form's first lock asks for them, so they
 * are there when the user tries to leave.
 */
export function loadEditLockWarning(): Promise<typeof ConfirmDialog> {
  loadingWarning ??= import('~/components/ui/alert-dialog').then(
    (module) => (warningDialog = module.ConfirmDialog),
    (error: unknown) => {
      loadingWarning = undefined; // The next lock tries again.
      throw error;
    },
  );
  return loadingWarning;
}

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
  if (locks.size === 1) {
    window.addEventListener('beforeunload', onBeforeUnload);
    // Ready before the user leaves the page; a failed fetch is retried when the warning shows.
    loadEditLockWarning().catch(() => undefined);
  }
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
  const blocked = blocker.state === 'blocked';
  const [loaded, setLoaded] = useState(() => warningDialog);
  const Warning = loaded ?? warningDialog;
  useEffect(() => {
    if (!blocked || Warning) return;
    let active = true;
    loadEditLockWarning().then(
      (component) => active && setLoaded(() => component),
      // Without its warning the page must not stay held: the user stays, with the changes.
      () => active && stay(),
    );
    return () => {
      active = false;
    };
  }, [blocked, Warning, stay]);
  if (!blocked || !Warning) return null;
  return (
    <Warning
      open
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
