import {
  ACTION_FIELD_LABELS,
  t,
  type ActionCost,
  type ActionDetail,
  formatCount,
  formatEuros,
} from '@passerelle/shared';
import { RotateCcw, Save } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { ImageField } from '~/components/image-field';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { controlId, TextAreaField, TextField } from '~/components/ui/form-controls';
import { useEditLock } from '~/lib/edit-lock';
import { fieldSetter, useSubmitForm } from '~/lib/use-submit-form';

import { updateAction, uploadActionImage } from './action-api';
import {
  actionFormValues,
  changedFields,
  CREATE_FIELDS,
  liveTotalCost,
  validateAction,
  type ActionFieldKey,
  type ActionFormValues,
} from './action-form-values';
import { ActionIdentityFields, type ActionFormLookups } from './action-identity-fields';
import { ActionLheoFields, LHEO_FIELDS } from './action-lheo-fields';

/** The form's fields in reading order: the first invalid one gets the focus. */
const FIELD_ORDER: readonly ActionFieldKey[] = [
  ...CREATE_FIELDS, // the identity fields, first as in the creation dialog
  'lotNumber',
  'public',
  'goal',
  'description',
  'supplementaryResources',
  'imageId',
  ...LHEO_FIELDS,
  'amountDays',
  'amountHours',
  'pedagogicalCost',
  'animationCost',
  'travelCost',
  'openBadgeDescription',
  'openBadgeImageId',
  'openBadgeRequestUrl',
];

export interface ActionFormProps {
  action: ActionDetail;
  /** The action's costs with its sessions' (`GET /api/actions/{id}/cost`); null if unknown. */
  cost: ActionCost | null;
  lookups: ActionFormLookups;
  /** After a save: reload what shows the action elsewhere (the page's heading…). */
  onSaved: (action: ActionDetail) => void;
}

/**
 * The action's sheet for the programme's staff: every field of spec §3 "Action", validated in
 * the browser with the shared schema, then the changed fields sent (PATCH). The server's field
 * messages land on their fields. While the inputs differ from the saved values the editing lock
 * holds navigation back. The total cost follows the costs as they are typed.
 */
export function ActionForm({ action, cost, lookups, onSaved }: ActionFormProps) {
  const formId = useId();
  const [saved, setSaved] = useState<ActionFormValues>(() => actionFormValues(action));
  const [values, setValues] = useState<ActionFormValues>(saved);
  const [savedNames, setSavedNames] = useState({ type: action.type, provider: action.provider });

  const dirty = changedFields(values, saved).length > 0;
  const lock = useEditLock(dirty);

  const form = useSubmitForm({
    formId,
    fields: FIELD_ORDER,
    validate: () => validateAction(values, saved, 'edit'),
    submit: (body) => updateAction(action.id, body),
    invalidMessage: t('error.api.validationFailed'),
    errorToast: t('toast.editError'),
    successToast: t('toast.editSuccess'),
    onSuccess: (data) => {
      const next = actionFormValues(data);
      lock.release();
      setSaved(next);
      setValues(next);
      setSavedNames({ type: data.type, provider: data.provider });
      onSaved(data);
    },
  });
  const { errors, formError } = form;

  const change = fieldSetter(setValues, form.clear);

  const reset = () => {
    setValues(saved);
    form.reset();
  };

  const id = (key: ActionFieldKey) => controlId(formId, key);
  const text = (key: ActionFieldKey & keyof typeof ACTION_FIELD_LABELS) => ({
    id: id(key),
    label: ACTION_FIELD_LABELS[key],
    value: values[key] as string,
    onChange: (value: string) => change(key, value),
    errors: errors[key],
  });
  const sessionsCost = cost?.sessionsCost ?? '0.00';
  const total = liveTotalCost(values, sessionsCost);

  return (
    <form
      noValidate
      onSubmit={(event) => (dirty ? form.onSubmit(event) : event.preventDefault())}
      aria-busy={form.busy}
      className="space-y-8"
    >
      <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <Section title={t('programmingScreens.section.identity')}>
        <ActionIdentityFields
          formId={formId}
          values={values}
          errors={errors}
          onChange={change}
          lookups={lookups}
          saved={savedNames}
        />
        <TextField {...text('lotNumber')} className="md:w-1/2" />
      </Section>

      <Section title={t('programmingScreens.section.content')}>
        <TextAreaField {...text('public')} />
        <TextAreaField {...text('goal')} rows={6} />
        <TextAreaField {...text('description')} rows={8} />
        <TextAreaField {...text('supplementaryResources')} />
        <ImageField
          id={id('imageId')}
          label={ACTION_FIELD_LABELS.imageId}
          fileId={values.imageId}
          onChange={(fileId) => change('imageId', fileId)}
          errors={errors.imageId}
          hint={t('programmingScreens.image.formats')}
          upload={uploadActionImage}
        />
      </Section>

      <Section title={t('lheo.section.title')} hint={t('lheo.section.hint')}>
        <ActionLheoFields formId={formId} values={values} errors={errors} onChange={change} />
      </Section>

      <Section title={t('programmingScreens.section.costs')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            {...text('amountDays')}
            inputMode="decimal"
            hint={t('programmingScreens.form.decimalHint')}
          />
          <TextField
            {...text('amountHours')}
            inputMode="decimal"
            hint={t('programmingScreens.form.decimalHint')}
          />
          <TextField
            {...text('pedagogicalCost')}
            inputMode="decimal"
            hint={t('programmingScreens.form.euroHint')}
          />
          <TextField
            {...text('animationCost')}
            inputMode="decimal"
            hint={t('programmingScreens.form.euroHint')}
          />
          <TextField
            {...text('travelCost')}
            inputMode="decimal"
            hint={t('programmingScreens.form.euroHint')}
          />
          <TotalCost
            id={`${formId}-total`}
            total={total}
            sessionCount={cost?.sessionCount ?? action.sessionCount}
            sessionsCost={sessionsCost}
          />
        </div>
      </Section>

      <Section title={t('programmingScreens.section.openBadge')}>
        <TextAreaField {...text('openBadgeDescription')} />
        <ImageField
          id={id('openBadgeImageId')}
          label={ACTION_FIELD_LABELS.openBadgeImageId}
          fileId={values.openBadgeImageId}
          onChange={(fileId) => change('openBadgeImageId', fileId)}
          errors={errors.openBadgeImageId}
          hint={t('programmingScreens.image.formats')}
          upload={uploadActionImage}
        />
        <TextField
          {...text('openBadgeRequestUrl')}
          type="url"
          inputMode="url"
          hint={t('programmingScreens.form.urlHint')}
        />
      </Section>

      <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-border bg-surface py-4">
        <Button variant="secondary" onClick={reset} disabled={!dirty || form.busy}>
          <RotateCcw aria-hidden="true" />
          {t('programmingScreens.form.reset')}
        </Button>
        <Button type="submit" disabled={!dirty || form.busy}>
          <Save aria-hidden="true" />
          {form.busy ? t('adminKit.saving') : t('adminKit.save')}
        </Button>
      </div>
    </form>
  );
}

function Section({
  title,
  hint,
  children,
}: {
  title: string;
  /** What the section is for, said under its title and read with it. */
  hint?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset
      aria-describedby={hint ? hintId : undefined}
      className="space-y-4 rounded-sm border border-border p-4 md:p-6"
    >
      <legend className="px-2 text-xl font-bold">{title}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/** The derived total, read-only: it follows the costs as they are typed. */
export function TotalCost({
  id,
  total,
  sessionCount,
  sessionsCost,
}: {
  id: string;
  total: string;
  sessionCount: number;
  sessionsCost: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="font-medium">
        {ACTION_FIELD_LABELS.totalCost}
      </span>
      <output
        id={id}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="min-h-10 py-2 text-xl font-bold"
      >
        {formatEuros(total)}
      </output>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('programmingScreens.form.totalHint', {
          count: formatCount(sessionCount),
          amount: formatEuros(sessionsCost),
        })}
      </p>
    </div>
  );
}
