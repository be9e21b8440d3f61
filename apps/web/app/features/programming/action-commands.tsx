import { t, type ActionDetail } from '@passerelle/shared';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import { failureText } from '~/lib/api-client';
import { useMutation } from '~/lib/use-mutation';

import { deleteAction, duplicateAction } from './action-api';

type Asking = 'duplicate' | 'delete' | null;

/**
 * 'Dupliquer' and 'Supprimer' for the programme's staff, each after a confirmation. The copy
 * opens at once; a deleted action leads back to the list. A refusal (the API's 409 for an action
 * that still has sessions) is said in a toast.
 */
export function ActionCommands({ action }: { action: ActionDetail }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const { pending, run } = useMutation();

  const duplicate = () => {
    setAsking(null);
    void run(() => duplicateAction(action.id), {
      successToast: t('toast.copySuccess'),
      errorTitle: t('toast.copyError'),
      errorText: failureText,
      onSuccess: (copy) => void navigate(`/back/programming/${copy.id}/action`),
    });
  };

  const remove = () => {
    setAsking(null);
    void run(() => deleteAction(action.id), {
      successToast: t('toast.deleteSuccess'),
      errorTitle: t('toast.deleteError'),
      errorText: failureText,
      onSuccess: () => void navigate('/back/programming'),
    });
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" disabled={pending} onClick={() => setAsking('duplicate')}>
        <Copy aria-hidden="true" />
        {t('programmingScreens.duplicate.button')}
      </Button>
      <Button variant="secondary" disabled={pending} onClick={() => setAsking('delete')}>
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
        onConfirm={duplicate}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t('programmingScreens.delete.title', { name: action.name })}
        description={t('programmingScreens.delete.description')}
        confirmLabel={t('programmingScreens.delete.button')}
        cancelLabel={t('adminKit.cancel')}
        onConfirm={remove}
        tone="danger"
      />
    </div>
  );
}
