import { useState, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { t } from '@passerelle/shared';
import { cn } from './cn';
import { Button } from './button';
import { closeButtonProps } from './close-button';
import { currentOpener, focusReturnTarget } from './focus-return';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClasses = 'fixed inset-0 z-50 bg-ink/60';
export const panelClasses =
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 ' +
  'max-h-[calc(100vh-2rem)] overflow-y-auto rounded-sm bg-surface p-6 text-ink shadow-xl';

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  /** Visible title, also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title, linked with aria-describedby. */
  description?: ReactNode;
}

/** Modal panel with its title, an optional description and a 'Fermer' button. */
export function DialogContent({
  title,
  description,
  children,
  className,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // What had the focus as the dialog opened: read at its first render, before it takes the focus.
  const [opener] = useState(currentOpener);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        // Without a description, tell Radix there is none rather than point at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(panelClasses, className)}
        {...props}
        // Back to the opener, even rendered again by the navigation that closed the dialog.
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = focusReturnTarget(opener);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="text-xl font-bold">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close {...closeButtonProps()}>
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-muted">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Row of buttons at the bottom of a dialog, primary action last (on the right). */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export interface FormDialogFooterProps {
  /** The submit button's text. */
  submitLabel: ReactNode;
  /** Its text while the form is sent (the submit text when absent). */
  busyLabel?: ReactNode;
  /** The form is being sent: the submit button is disabled. */
  busy: boolean;
  /** The button that leaves the dialog without sending ('Annuler', 'Retour'…). */
  cancelLabel: ReactNode;
  /** What leaving does; without it, the button closes the dialog it is in. */
  onCancel?: () => void;
  /** A destructive submit (a refusal, a cancellation). */
  danger?: boolean;
}

/** The footer of a form in a dialog: leave, then send (on the right). */
export function FormDialogFooter({
  submitLabel,
  busyLabel,
  busy,
  cancelLabel,
  onCancel,
  danger = false,
}: FormDialogFooterProps) {
  const cancel = (
    <Button variant="secondary" onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
        {busy && busyLabel !== undefined ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** The footer of a record's form (a resource, a user, a structure): cancel, then save. */
export function SaveDialogFooter({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <FormDialogFooter
      cancelLabel={t('adminKit.cancel')}
      onCancel={onCancel}
      submitLabel={t('adminKit.save')}
      busyLabel={t('adminKit.saving')}
      busy={busy}
    />
  );
}
