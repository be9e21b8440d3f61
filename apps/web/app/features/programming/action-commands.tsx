import { t, type ActionDetail } from '@passerelle/shared';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { failureText } from '~/lib/api-client';
import { toast } from '~/lib/toast';

import { deleteAction, duplicateAction } from './action-api';

type Pending = 'duplicate' | 'delete' | null;

/**
 * 'Dupliquer' and 'Supprimer' for the programme's staff, each after a confirmation. The copy
 * opens at once; a deleted action leads back to the list. A refusal (the API's 409 for an action
 * that still has sessions) is said in a toast.
 */
export function ActionCommands({ action }: { action: ActionDetail }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Pending>(null);
  const [pending, setPending] = useState<Pending>(null);

  const duplicate = async () => {
    setAsking(null);
    setPending('duplicate');
    const result = await duplicateAction(action.id);
    setPending(null);
    if (!result.ok) {
      if (!result.unauthorized) toast.error(failureText(result), { title: t('toast.copyError') });
      return;
    }
    toast.success(t('toast.copySuccess'));
    void navigate(`/back/programming/${result.data.id}/action`);
  };

  const remove = async () => {
    setAsking(null);
    setPending('delete');
    const result = await deleteAction(action.id);
    setPending(null);
    if (!result.ok) {
      if (!result.unauthorized) toast.error(failureText(result), { title: t('toast.deleteError') });
      return;
    }
    toast.success(t('toast.deleteSuccess'));
    void navigate('/back/programming');
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="secondary"
        disabled={pending !== null}
        onClick={() => setAsking('duplicate')}
      >
        <Copy aria-hidden="true" />
        {t('programmingScreens.duplicate.button')}
      </Button>
      <Button variant="secondary" disabled={pending !== null} onClick={() => setAsking('delete')}>
        <Trash2 aria-hidden="true" />
        {t('programmingScreens.delete.button')}
      </Button>
      <ConfirmDialog
        open={asking === 'duplicate'}
        onOpenChange={(open) => setAsking(open ? 'duplicate' : null)}
        title={t('programmingScreens.duplicate.title', { name: action.name })}
        description={t('programmingScreens.duplicate.description')}
        confirmLabel={t('programmingScreens.duplicate.button')}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={() => void duplicate()}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t('programmingScreens.delete.title', { name: action.name })}
        description={t('programmingScreens.delete.description')}
        confirmLabel={t('programmingScreens.delete.button')}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={() => void remove()}
        tone="danger"
      />
    </div>
  );
}
