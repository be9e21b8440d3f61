import { t } from '@passerelle/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormDialogFooter } from '~/components/ui/dialog';
import { useEditLock } from '~/lib/edit-lock';
import { useSubmitForm } from '~/lib/use-submit-form';

import { createAction } from './action-api';
import {
  CREATE_FIELDS,
  actionFormValues,
  changedFields,
  validateAction,
  type ActionFieldKey,
  type ActionFormValues,
} from './action-form-values';
import { ActionIdentityFields, type ActionFormLookups } from './action-identity-fields';

export interface ActionCreateButtonProps {
  lookups: ActionFormLookups;
  /** The year proposed for the new action (the list's year). */
  year: number | null;
}

/**
 * 'Créer une action': a dialog asking what identifies the new action (name, type, year, axis,
 * provider, referent); once created, its page opens to fill in the rest of its sheet.
 */
export function ActionCreateButton({ lookups, year }: ActionCreateButtonProps) {
  const [open, setOpen] = useState(false);
  const title = t('programmingScreens.create.button');

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {title}
      </Button>
      <GuardedDialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        description={t('programmingScreens.create.description')}
        className="max-w-2xl"
      >
        {({ requestClose, setDirty }) => (
          <ActionCreateForm
            lookups={lookups}
            year={year}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </GuardedDialog>
    </>
  );
}

interface ActionCreateFormProps extends ActionCreateButtonProps {
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function ActionCreateForm({ lookups, year, onCancel, onDirtyChange }: ActionCreateFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const initial = useMemo(() => actionFormValues(null, { year }), [year]);
  const [values, setValues] = useState<ActionFormValues>(initial);
  const dirty = changedFields(values, initial).length > 0;
  const lock = useEditLock(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const form = useSubmitForm({
    formId,
    fields: CREATE_FIELDS,
    validate: () => validateAction(values, initial, 'create'),
    submit: createAction,
    errorToast: t('toast.editError'),
    successToast: t('programmingScreens.create.success'),
    onSuccess: (created) => {
      lock.release();
      onDirtyChange(false);
      void navigate(`/back/programming/${created.id}/action`);
    },
  });

  const change = (key: ActionFieldKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="space-y-4">
      <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <ActionIdentityFields
        formId={formId}
        values={values}
        errors={form.errors}
        onChange={change}
        lookups={lookups}
      />
      <FormDialogFooter
        cancelLabel={t('adminKit.cancel')}
        onCancel={onCancel}
        submitLabel={t('programmingScreens.create.submit')}
        busyLabel={t('adminKit.saving')}
        busy={form.busy}
      />
    </form>
  );
}
