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
  // What ties a field to its label, its value and its messages.
  const field = (key: 'name' | 'typeId' | 'year' | 'axisId' | 'referentId') => ({
    id: id(key),
    label: ACTION_FIELD_LABELS[key],
    value: values[key],
    onChange: (value: string) => onChange(key, value),
    errors: errors[key],
  });
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
      <TextField {...field('name')} required className="md:col-span-2" />
      <SelectField
        {...field('typeId')}
        required
        emptyLabel={t('adminKit.choose')}
        options={types.map((type) => ({ value: String(type.id), label: type.name }))}
      />
      <TextField {...field('year')} required inputMode="numeric" />
      <SelectField
        {...field('axisId')}
        required
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
        {...field('referentId')}
        emptyLabel={t('programmingScreens.form.none')}
        options={lookups.managers.map((manager) => ({
          value: String(manager.id),
          label: fullName(manager),
        }))}
      />
    </div>
  );
}
