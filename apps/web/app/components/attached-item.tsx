import { t } from '@passerelle/shared';
import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/*
 * A row of what is attached to a record (a file, a link) and the confirmation of its removal:
 * the same on a session's documents and an action's links.
 */

export interface AttachedItemProps {
  icon: LucideIcon;
  name: string;
  href: string;
  rel: string;
  /** What follows the link (a size, an address). */
  detail: ReactNode;
  /** The remove button's accessible name ("Retirer …"). */
  removeLabel: string;
  /** Asks to remove the item; without it, no remove button (the viewer may not edit). */
  onRemove?: () => void;
  /** A change is under way: the remove button waits. */
  pending: boolean;
}

/** One attached item: its icon, its name opening it in a new tab, a detail, a remove button. */
export function AttachedItem({
  icon: Icon,
  name,
  href,
  rel,
  detail,
  removeLabel,
  onRemove,
  pending,
}: AttachedItemProps) {
  return (
    <li className="flex flex-wrap items-center gap-2">
      <Icon aria-hidden="true" className="size-4 text-muted" />
      <a href={href} target="_blank" rel={rel} className={cn('text-primary underline', focusRing)}>
        {name}
      </a>
      {detail}
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          disabled={pending}
          onClick={onRemove}
          aria-label={removeLabel}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

export interface RemoveAttachedConfirmProps<T> {
  /** The item asked about; the dialog is closed when null. */
  item: T | null;
  title: string;
  description: string;
  confirmLabel: string;
  onRemove: (item: T) => void;
  onClose: () => void;
}

/** The confirmation before detaching an attached item. */
export function RemoveAttachedConfirm<T>({
  item,
  title,
  description,
  confirmLabel,
  onRemove,
  onClose,
}: RemoveAttachedConfirmProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={t('adminKit.cancel')}
      onConfirm={() => item !== null && onRemove(item)}
      onCancel={onClose}
      tone="danger"
    />
  );
}
