import {
  ACTION_FIELD_LABELS,
  LHEO_ENTRY_LEVEL_CODES,
  LHEO_ENTRY_LEVELS,
  t,
} from '@passerelle/shared';

import {
  CheckboxField,
  controlId,
  SelectField,
  TextAreaField,
  TextField,
} from '~/components/ui/form-controls';

import type { ActionFieldErrors, ActionFieldKey, ActionFormValues } from './action-form-values';

/** The LHÉO section's fields, in reading order. */
export const LHEO_FIELDS = [
  'expectedResults',
  'prerequisites',
  'rhythm',
  'entryLevel',
  'entryLevelRequired',
  'certifying',
  'publicCodes',
  'formacodes',
] as const satisfies readonly ActionFieldKey[];

const ENTRY_LEVEL_OPTIONS = LHEO_ENTRY_LEVEL_CODES.map((code) => ({
  value: code,
  label: LHEO_ENTRY_LEVELS[code],
}));

type TextKey = Exclude<(typeof LHEO_FIELDS)[number], 'entryLevelRequired' | 'certifying'>;
type CheckKey = 'entryLevelRequired' | 'certifying';

export interface ActionLheoFieldsProps {
  formId: string;
  values: ActionFormValues;
  errors: ActionFieldErrors;
  onChange: <K extends ActionFieldKey>(key: K, value: ActionFormValues[K]) => void;
}

/**
 * What the national LHÉO feed needs of an action beyond its content (decision 075): expected
 * results, prerequisites, rhythm, entry level, whether it certifies, and its Formacode codes,
 * typed as one text each (no numeric keyboard: it has no comma everywhere).
 */
export function ActionLheoFields({ formId, values, errors, onChange }: ActionLheoFieldsProps) {
  const field = (key: TextKey) => ({
    id: controlId(formId, key),
    label: ACTION_FIELD_LABELS[key],
    value: values[key],
    onChange: (value: string) => onChange(key, value),
    errors: errors[key],
  });
  const check = (key: CheckKey) => (
    <CheckboxField
      id={controlId(formId, key)}
      label={ACTION_FIELD_LABELS[key]}
      checked={values[key]}
      onChange={(checked) => onChange(key, checked)}
      errors={errors[key]}
    />
  );
  return (
    <>
      <TextAreaField {...field('expectedResults')} />
      <TextAreaField {...field('prerequisites')} />
      <TextField {...field('rhythm')} hint={t('lheo.rhythm.hint')} />
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          {...field('entryLevel')}
          emptyLabel={t('lheo.entryLevel.none')}
          options={ENTRY_LEVEL_OPTIONS}
        />
        <div className="flex flex-col justify-end gap-2">
          {check('entryLevelRequired')}
          {check('certifying')}
        </div>
        <TextField {...field('publicCodes')} hint={t('lheo.publicCodes.hint')} />
        <TextField {...field('formacodes')} hint={t('lheo.formacodes.hint')} />
      </div>
    </>
  );
}
