import { BENEFICIARY_API, t } from '@passerelle/shared';
import { Heart } from 'lucide-react';
import { useState } from 'react';

import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { browserApi } from '~/lib/api-client-browser';
import { useMutation } from '~/lib/use-mutation';

/**
 * A beneficiary's favourite switch on a session sheet (`POST`/`DELETE
 * /api/sessions/{id}/favorite`): a toggle button whose pressed state says whether the session
 * is a favourite. Loaded on demand by session-sheet.tsx: only beneficiaries see it (decision 018).
 */
export function FavoriteToggle({ sessionId, initial }: { sessionId: number; initial: boolean }) {
  const [favorite, setFavorite] = useState(initial);
  const { pending, run } = useMutation();

  function toggle() {
    const next = !favorite;
    const call = () =>
      browserApi.call(next ? BENEFICIARY_API.favorite : BENEFICIARY_API.unfavorite, {
        params: { id: sessionId },
        defaultErrorMessage: t('sessionSheet.favoriteError'),
      });
    void run(call, {
      successToast: t(next ? 'sessionSheet.favoriteAdded' : 'sessionSheet.favoriteRemoved'),
      onSuccess: () => setFavorite(next),
    });
  }

  return (
    <Button
      type="button"
      variant="secondary"
      aria-pressed={favorite}
      disabled={pending}
      onClick={toggle}
    >
      <Heart aria-hidden="true" className={cn(favorite && 'fill-current')} />
      {t(favorite ? 'sessionSheet.favoriteRemove' : 'sessionSheet.favoriteAdd')}
    </Button>
  );
}
