import { t, type Resource } from '@passerelle/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Dialog, DialogContent } from '~/components/ui/dialog';

import { itemLabel } from './item-label';
import { dialogOf } from './list-url';
import { ResourceForm } from './resource-form';
import type { ResourceListData } from './types';
import { useListNavigation } from './use-list-navigation';

/**
 * The create (`?new=1`) and edit (`?edit=<id>`) dialog of a resource page. Its state is in the
 * URL, so a reload or a shared link opens it again; closing it goes back to the list's URL,
 * which reloads the rows. Closing with unsaved changes asks first, like leaving the page.
 */
export function ResourceDialog({ resource, data }: { resource: Resource; data: ResourceListData }) {
  const [params] = useSearchParams();
  const target = dialogOf(params);
  const { go } = useListNavigation();
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (!target) return null;

  const close = () => {
    setConfirming(false);
    setDirty(false);
    void go(data.query);
  };
  const requestClose = () => (dirty ? setConfirming(true) : close());

  const edit = target.mode === 'edit' && data.edit?.id === String(target.id) ? data.edit : null;
  const item = edit?.item ?? null;
  const title =
    target.mode === 'create'
      ? resource.labels.create
      : item
        ? t('adminKit.editItem', { label: itemLabel(resource, item) })
        : resource.labels.singular;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())}>
      <DialogContent
        title={title}
        // Escape in an open combobox closes its list, not the dialog.
        onEscapeKeyDown={(event) => {
          const target = event.target as HTMLElement | null;
          if (target?.getAttribute('aria-expanded') === 'true') event.preventDefault();
        }}
      >
        {target.mode === 'edit' && !item ? (
          <Alert tone="error">{edit?.error ?? t('adminKit.itemError')}</Alert>
        ) : (
          <ResourceForm
            key={item ? `edit-${item.id}` : 'create'}
            resource={resource}
            item={item}
            onSaved={close}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </DialogContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('editLock.title')}
        description={t('editLock.message')}
        confirmLabel={t('editLock.confirm')}
        cancelLabel={t('editLock.cancel')}
        onConfirm={close}
        onCancel={() => setConfirming(false)}
        tone="danger"
      />
    </Dialog>
  );
}
