import { t } from '@passerelle/shared';
import { useState } from 'react';

import { CheckboxField, FormSection } from '~/components/ui/form-controls';
import { useMutation } from '~/lib/use-mutation';

import { updateFavoriteAlerts } from './beneficiary-api';

/*
 * The alerts on favourites (decision 078), on the favourites page: one box, saved as soon as it
 * changes; a refusal puts it back as it was.
 */

export function FavoriteAlertsSetting({ enabled }: { enabled: boolean }) {
  const [checked, setChecked] = useState(enabled);
  const { pending, run } = useMutation();

  const change = (next: boolean) => {
    setChecked(next);
    void run(() => updateFavoriteAlerts(next, t('favoriteAlerts.setting.error')), {
      successToast: (answer) =>
        t(answer.enabled ? 'favoriteAlerts.setting.on' : 'favoriteAlerts.setting.off'),
      errorTitle: t('favoriteAlerts.setting.error'),
      onSuccess: (answer) => setChecked(answer.enabled),
      onFailure: () => setChecked(!next),
    });
  };

  return (
    <FormSection legend={t('favoriteAlerts.setting.legend')}>
      <CheckboxField
        id="favorite-alerts"
        label={t('favoriteAlerts.setting.label')}
        hint={t('favoriteAlerts.setting.hint')}
        checked={checked}
        disabled={pending}
        onChange={change}
      />
    </FormSection>
  );
}
