import { t } from '@passerelle/shared';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { GuardedDialog } from '~/admin-kit/guarded-dialog';
import { useFormErrors } from '~/admin-kit/use-form-errors';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';
import { fieldErrorsOf } from '~/lib/action-result';
import { useEditLock } from '~/lib/edit-lock';
import { toast } from '~/lib/toast';

import { createAction, failureText } from './action-api';
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
  const [submitting, setSubmitting] = useState(false);
  const { errors, formError, setFormError, fail, clear } = useFormErrors(formId, CREATE_FIELDS);

  const dirty = changedFields(values, initial).length > 0;
  const lock = useEditLock(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const change = (key: ActionFieldKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const validation = validateAction(values, initial, 'create');
    if (!validation.ok) {
      fail(validation.errors, null);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const result = await createAction(validation.body);
    setSubmitting(false);
    if (!result.ok) {
      if (result.unauthorized) return;
      const { '': general, ...onFields } = fieldErrorsOf(result.body);
      const message = general?.join(' ') || failureText(result);
      fail(onFields, message);
      toast.error(message, { title: t('toast.editError') });
      return;
    }
    lock.release();
    onDirtyChange(false);
    toast.success(t('programmingScreens.create.success'));
    void navigate(`/back/programming/${result.data.id}/action`);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={submitting}
      className="space-y-4"
    >
      <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <ActionIdentityFields
        formId={formId}
        values={values}
        errors={errors}
        onChange={change}
        lookups={lookups}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel}>
          {t('adminKit.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('adminKit.saving') : t('programmingScreens.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
