import { t, type Resource } from '@passerelle/shared';
import { useSearchParams } from 'react-router';

import { Alert } from '~/components/ui/alert';
import { useCloseUrlDialog } from '~/lib/url-dialog';

import { GuardedDialog } from './guarded-dialog';
import { itemLabel } from './item-label';
import { dialogOf } from './list-url';
import { ResourceForm } from './resource-form';
import type { ResourceListData } from './types';
import { useListNavigation } from './use-list-navigation';

/**
 * The create (`?new=1`) and edit (`?edit=<id>`) dialog of a resource page. Its state is in the
 * URL, so a reload or a shared link opens it again; closing it goes back to the list's URL,
 * which reloads the rows, in place of the dialog's (Back does not reopen it). Closing with unsaved changes asks first, like leaving the page.
 */
export function ResourceDialog({ resource, data }: { resource: Resource; data: ResourceListData }) {
  const [params] = useSearchParams();
  const target = dialogOf(params);
  const { href } = useListNavigation();
  const closeDialog = useCloseUrlDialog();
  if (!target) return null;

  const edit = target.mode === 'edit' && data.edit?.id === String(target.id) ? data.edit : null;
  const item = edit?.item ?? null;
  const title =
    target.mode === 'create'
      ? resource.labels.create
      : item
        ? t('adminKit.editItem', { label: itemLabel(resource, item) })
        : resource.labels.singular;

  return (
    <GuardedDialog title={title} onClose={() => closeDialog(href(data.query))}>
      {({ close, requestClose, setDirty }) =>
        target.mode === 'edit' && !item ? (
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
        )
      }
    </GuardedDialog>
  );
}
