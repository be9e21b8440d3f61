import {
  STRUCTURE_TYPES,
  STRUCTURE_TYPE_LABELS,
  structureCreateSchema,
  STRUCTURES_API,
  structureUpdateSchema,
  t,
  type StructureCreate,
  type StructureRecord,
  type StructureUpdate,
} from '@passerelle/shared';
import { useEffect, useId, useMemo, useState } from 'react';

import { StructurePicker } from '~/admin-kit/structure-picker';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { SaveDialogFooter } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import {
  CheckboxField,
  controlId,
  requiredLabel,
  SelectField,
  TextField,
} from '~/components/ui/form-controls';
import { browserApi } from '~/lib/api-client-browser';
import { useEditLock } from '~/lib/edit-lock';
import { fieldSetter, useSubmitForm, validateWith, type Validation } from '~/lib/use-submit-form';

interface Values {
  name: string;
  type: string;
  siret: string;
  activityNumber: string;
  address: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  member: boolean;
  parent: { id: number; name: string } | null;
}

const TEXTS = [
  'name',
  'siret',
  'activityNumber',
  'address',
  'zipCode',
  'city',
  'phone',
  'email',
] as const;
/** Every field, in the form's order: the name, its type, the other texts, membership, parent. */
const FIELDS = ['name', 'type', ...TEXTS.filter((key) => key !== 'name'), 'member', 'parentId'];
const TYPE_OPTIONS = STRUCTURE_TYPES.map((type) => ({
  value: type,
  label: STRUCTURE_TYPE_LABELS[type],
}));

function initialValues(structure: StructureRecord | null): Values {
  return {
    name: structure?.name ?? '',
    type: structure?.type ?? 'employer',
    siret: structure?.siret ?? '',
    activityNumber: structure?.activityNumber ?? '',
    address: structure?.address ?? '',
    zipCode: structure?.zipCode ?? '',
    city: structure?.city ?? '',
    phone: structure?.phone ?? '',
    email: structure?.email ?? '',
    member: structure?.member ?? false,
    parent: structure?.parent ?? null,
  };
}

/** The API body of `values`: every field, or only those changed since `saved`. */
function bodyOf(values: Values, saved: Values | null): Record<string, unknown> {
  const all: Record<string, unknown> = {
    ...Object.fromEntries(TEXTS.map((key) => [key, values[key]])),
    type: values.type,
    member: values.member,
    parentId: values.parent?.id ?? null,
  };
  if (!saved) return all;
  const before = bodyOf(saved, null);
  return Object.fromEntries(Object.entries(all).filter(([key, value]) => value !== before[key]));
}

export interface StructureFormProps {
  /** The structure edited, or null to create one. */
  structure: StructureRecord | null;
  /** After a save, with the structure as the API answers it. */
  onSaved: (structure: StructureRecord) => void;
  /** In a dialog: the cancel button. Without it the form stands on the page. */
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Create or edit a structure: every field of decisions.md "Structures" (the provider information
 * — logo, stamp, manager — has its own form, decision 037), the SIRET and the declared activity
 * number (the LHÉO feed's, decision 075) checked by the shared rules before sending,
 * the parent chosen with the structure picker. Editing sends the changed fields only.
 */
export function StructureForm({ structure, onSaved, onCancel, onDirtyChange }: StructureFormProps) {
  const formId = useId();
  const saved = useMemo(() => initialValues(structure), [structure]);
  const [values, setValues] = useState(saved);
  const changes = bodyOf(values, structure ? saved : null);
  const dirty = structure
    ? Object.keys(changes).length > 0
    : JSON.stringify(values) !== JSON.stringify(saved);
  const lock = useEditLock(dirty);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const validate = (): Validation<StructureCreate | StructureUpdate> =>
    structure
      ? validateWith(structureUpdateSchema, changes)
      : validateWith(structureCreateSchema, changes);

  const form = useSubmitForm({
    formId,
    fields: FIELDS,
    validate,
    submit: async (body: StructureCreate | StructureUpdate) => {
      // What the shared schema made of the values (SIRET without spaces, blanks as null); a new
      // structure's values went through the create schema (`validate`).
      const result = structure
        ? await browserApi.call(STRUCTURES_API.update, { params: { id: structure.id }, body })
        : await browserApi.call(STRUCTURES_API.create, { body: body as StructureCreate });
      return result.ok ? { ok: true, data: result.data } : result;
    },
    successToast: t(structure ? 'structuresAdmin.saved' : 'structuresAdmin.created'),
    onSuccess: (data) => {
      lock.release();
      onSaved(data);
    },
  });
  const { errors } = form;
  const id = (name: string) => controlId(formId, name);
  const set = fieldSetter(setValues, (key) => form.clear(key === 'parent' ? 'parentId' : key));
  const text = (
    key: (typeof TEXTS)[number],
    options: { required?: boolean; hint?: string; type?: 'email'; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={id(key)}
      label={t(`structuresAdmin.${key}`)}
      value={values[key]}
      onChange={(value) => set(key, value)}
      errors={errors[key]}
      required={options.required}
      hint={options.hint}
      type={options.type}
      inputMode={options.inputMode}
    />
  );

  return (
    <form noValidate onSubmit={form.onSubmit} aria-busy={form.busy} className="space-y-4">
      <p className="text-sm text-muted">{t('adminKit.requiredNotice')}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', { required: true })}
        <SelectField
          id={id('type')}
          label={t('structuresAdmin.type')}
          value={values.type}
          onChange={(value) => set('type', value)}
          options={TYPE_OPTIONS}
          errors={errors.type}
          required
        />
        {text('siret', {
          required: true,
          hint: t('structuresAdmin.siretHint'),
          inputMode: 'numeric',
        })}
        {text('activityNumber', { hint: t('lheo.activityNumber.hint') })}
        {text('address')}
        {text('zipCode', { inputMode: 'numeric' })}
        {text('city')}
        {text('phone')}
        {text('email', { type: 'email' })}
        <Field
          id={id('parentId')}
          label={requiredLabel(t('structuresAdmin.parent'), false)}
          hint={t('structuresAdmin.parentHint')}
          errors={errors.parentId}
        >
          {(aria) => (
            <StructurePicker
              id={id('parentId')}
              label={t('structuresAdmin.parent')}
              value={values.parent}
              onChange={(parent) => set('parent', parent)}
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
            />
          )}
        </Field>
        <div className="self-end">
          <CheckboxField
            id={id('member')}
            label={t('structuresAdmin.member')}
            checked={values.member}
            onChange={(checked) => set('member', checked)}
            errors={errors.member}
          />
        </div>
      </div>
      {onCancel ? (
        <SaveDialogFooter busy={form.busy} onCancel={onCancel} />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" disabled={form.busy}>
            {form.busy ? t('adminKit.saving') : t('adminKit.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
