import { t } from '@passerelle/shared';
import { useState, type ReactNode } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Dialog, DialogContent, type DialogContentProps } from '~/components/ui/dialog';

/** What the content of a `GuardedDialog` uses to close it and to say it holds changes. */
export interface DialogGuard {
  /** Whether the content says it holds unsaved changes. */
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
  /** Closes at once (after a save). */
  close: () => void;
  /** Closes, asking first when there are unsaved changes (a cancel button). */
  requestClose: () => void;
}

export interface GuardedDialogProps extends Omit<
  DialogContentProps,
  'children' | 'onEscapeKeyDown'
> {
  /** Defaults to true: most of these dialogs are open while the URL names what they show. */
  open?: boolean;
  /** Called once the dialog closes (navigate back to the list, clear the open flag…). */
  onClose: () => void;
  children: ReactNode | ((guard: DialogGuard) => ReactNode);
}

/**
 * A dialog whose content may hold unsaved changes (a create or edit form): closing it with the
 * close button, Escape or a click outside asks first, like leaving the page.
 */
export function GuardedDialog({ open = true, onClose, children, ...content }: GuardedDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    setDirty(false);
    onClose();
  };
  const requestClose = () => (dirty ? setConfirming(true) : close());

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : requestClose())}>
      {open ? (
        <DialogContent
          {...content}
          // Escape in an open combobox closes its list, not the dialog.
          onEscapeKeyDown={(event) => {
            const target = event.target as HTMLElement | null;
            if (target?.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
        >
          {typeof children === 'function'
            ? children({ dirty, setDirty, close, requestClose })
            : children}
        </DialogContent>
      ) : null}
      <UnsavedChangesConfirm open={confirming} onOpenChange={setConfirming} onConfirm={close} />
    </Dialog>
  );
}

/** "Leave without saving?": asked before unsaved changes are dropped (a dialog or a sheet). */
export function UnsavedChangesConfirm({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('editLock.title')}
      description={t('editLock.message')}
      confirmLabel={t('editLock.confirm')}
      cancelLabel={t('editLock.cancel')}
      onConfirm={onConfirm}
      onCancel={() => onOpenChange(false)}
      tone="danger"
    />
  );
}
