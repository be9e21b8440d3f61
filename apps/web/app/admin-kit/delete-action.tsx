import { t, type Resource } from '@passerelle/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { useMutation } from '~/lib/use-mutation';

import { itemLabel } from './item-label';
import { deleteItem } from './resource-api';
import type { ResourceItem } from './types';

export interface DeleteActionProps {
  resource: Resource;
  item: ResourceItem;
  /** After a successful delete: reload the rows, move the focus. */
  onDeleted: () => void;
}

/**
 * 'Supprimer' on a row: asks for confirmation in an alert dialog, then deletes. Success and
 * refusal (e.g. the server's 409 'Suppression impossible : …' for a row still in use) are toasts.
 */
export function DeleteAction({ resource, item, onDeleted }: DeleteActionProps) {
  const [open, setOpen] = useState(false);
  const { pending, run } = useMutation();
  const label = itemLabel(resource, item);

  const confirm = () => {
    setOpen(false);
    void run(() => deleteItem(resource, item.id), {
      successToast: t('toast.deleteSuccess'),
      onSuccess: onDeleted,
    });
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('adminKit.deleteItem', { label })}
        disabled={pending}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" />
        {t('adminKit.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('adminKit.deleteTitle', { label })}
        description={t('adminKit.deleteDescription')}
        confirmLabel={t('adminKit.delete')}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={confirm}
        tone="danger"
      />
    </>
  );
}
