import type { ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { buttonClasses } from './button';
import { overlayClasses, panelClasses } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** French label of the action, e.g. 'Supprimer', 'Clôturer le questionnaire'. */
  confirmLabel: string;
  /** French label of the way out, e.g. 'Annuler'. */
  cancelLabel: string;
  onConfirm: () => void;
  /** Called on the cancel button, Escape (both close the dialog). */
  onCancel?: () => void;
  /** `danger` for irreversible or destructive actions. */
  tone?: 'primary' | 'danger';
  children?: ReactNode;
}

/**
 * Confirmation before an irreversible step (close a survey, validate a report, leave a form
 * with unsaved changes). Focus starts on the cancel button, the safe choice (WAI-ARIA pattern).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'primary',
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          className={panelClasses}
          // Escape closes without going through a button: it means "cancel".
          onEscapeKeyDown={() => onCancel?.()}
        >
          <AlertDialogPrimitive.Title className="text-xl font-bold">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2">
            {description}
          </AlertDialogPrimitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses('secondary')} onClick={onCancel}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
