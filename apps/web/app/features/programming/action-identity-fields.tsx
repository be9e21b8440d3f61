import { ACTION_FIELD_LABELS, fullName, t } from '@passerelle/shared';

import { Field } from '~/components/ui/field';

import type { ActionFieldErrors, ActionFieldKey, ActionFormValues } from './action-form-values';
import { controlId, SelectField, TextField } from '~/components/ui/form-controls';
import {
  axisLabel,
  type ActionTypeOption,
  type AxisOption,
  type ManagerOption,
  type NamedOption,
} from './lookups';
import { ProviderCombobox } from './provider-combobox';

/** The choices of the action forms. */
export interface ActionFormLookups {
  axes: AxisOption[];
  types: ActionTypeOption[];
  providers: NamedOption[];
  managers: ManagerOption[];
}

export interface ActionIdentityFieldsProps {
  formId: string;
  values: ActionFormValues;
  errors: ActionFieldErrors;
  onChange: (key: ActionFieldKey, value: string) => void;
  lookups: ActionFormLookups;
  /** The saved type and provider, offered even when the lists do not hold them. */
  saved?: { type?: NamedOption | null; provider?: NamedOption | null };
}

/**
 * What identifies an action and who runs it: name, type, year, axis, provider and referent
 * manager. Shared by the creation dialog and the action's sheet.
 */
export function ActionIdentityFields({
  formId,
  values,
  errors,
  onChange,
  lookups,
  saved = {},
}: ActionIdentityFieldsProps) {
  const id = (key: ActionFieldKey) => controlId(formId, key);
  // Switched-off types are not offered, unless the action already has one.
  const types = lookups.types.filter((type) => type.active || String(type.id) === values.typeId);
  if (saved.type && !types.some((type) => type.id === saved.type!.id)) {
    types.unshift({ ...saved.type, active: false });
  }
  const providers =
    saved.provider && !lookups.providers.some((p) => p.id === saved.provider!.id)
      ? [saved.provider, ...lookups.providers]
      : lookups.providers;
  const provider =
    values.providerId === ''
      ? null
      : (providers.find((p) => String(p.id) === values.providerId) ?? {
          id: Number(values.providerId),
          name: t('programmingScreens.filter.providerNumber', { id: values.providerId }),
        });

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        id={id('name')}
        label={ACTION_FIELD_LABELS.name}
        required
        value={values.name}
        onChange={(value) => onChange('name', value)}
        errors={errors.name}
        className="md:col-span-2"
      />
      <SelectField
        id={id('typeId')}
        label={ACTION_FIELD_LABELS.typeId}
        required
        value={values.typeId}
        onChange={(value) => onChange('typeId', value)}
        errors={errors.typeId}
        emptyLabel={t('adminKit.choose')}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <TextField
        id={id('year')}
        label={ACTION_FIELD_LABELS.year}
        required
        inputMode="numeric"
        value={values.year}
        onChange={(value) => onChange('year', value)}
        errors={errors.year}
      />
      <SelectField
        id={id('axisId')}
        label={ACTION_FIELD_LABELS.axisId}
        required
        value={values.axisId}
        onChange={(value) => onChange('axisId', value)}
        errors={errors.axisId}
        emptyLabel={t('adminKit.choose')}
        options={lookups.axes.map((axis) => ({ value: String(axis.id), label: axisLabel(axis) }))}
      />
      <Field
        id={id('providerId')}
        label={ACTION_FIELD_LABELS.providerId}
        hint={t('programmingScreens.form.providerHint')}
        errors={errors.providerId}
      >
        {(control) => (
          <ProviderCombobox
            id={control.id}
            label={ACTION_FIELD_LABELS.providerId}
            value={provider}
            options={providers}
            onChange={(next) => onChange('providerId', next ? String(next.id) : '')}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
          />
        )}
      </Field>
      <SelectField
        id={id('referentId')}
        label={ACTION_FIELD_LABELS.referentId}
        value={values.referentId}
        onChange={(value) => onChange('referentId', value)}
        errors={errors.referentId}
        emptyLabel={t('programmingScreens.form.none')}
        options={lookups.managers.map((manager) => ({
          value: String(manager.id),
          label: fullName(manager),
        }))}
      />
    </div>
  );
}
