import { t, type FieldDefinition, type MessageKey } from '@passerelle/shared';
import type { ReactNode } from 'react';

import { Field, fieldInputClasses, type FieldControlProps } from '~/components/ui/field';
import { controlId, requiredLabel } from '~/components/ui/form-controls';

import type { InputValue } from './field-value';
import { ChoicesInput } from './choices-input';
import { FileInput, fileHint } from './file-input';
import { ReferenceInput } from './reference-input';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface FormFieldProps {
  /** The form's id; the input's id is `controlId(formId, field.key)`. */
  formId: string;
  field: FieldDefinition;
  value: InputValue;
  onChange: (value: InputValue) => void;
  errors?: readonly string[];
}

/** A labelled input for one field of a resource, chosen by its kind, with its error messages. */
export function FormField({ formId, field, value, onChange, errors }: FormFieldProps) {
  const hint =
    field.kind === 'file' ? fileHint(field) : HINTS[field.kind] ? t(HINTS[field.kind]!) : null;
  return (
    <Field
      id={controlId(formId, field.key)}
      // The input's `required` says it to screen readers; the form explains the star.
      label={requiredLabel(field.label, !!field.required && field.kind !== 'boolean')}
      hint={hint}
      errors={errors}
      inline={field.kind === 'boolean'}
      // Boxes have their own labels: the field's names their group.
      labelAs={field.kind === 'choices' ? 'text' : 'label'}
      // A unique field's message comes while typing: say it when it appears.
      liveErrors={field.unique}
    >
      {(control) => (
        <FieldInput control={control} field={field} value={value} onChange={onChange} />
      )}
    </Field>
  );
}

interface FieldInputProps {
  control: FieldControlProps;
  field: FieldDefinition;
  value: InputValue;
  onChange: (value: InputValue) => void;
}

/** The control of a field's kind, carrying the ids and state its `Field` gives it. */
function FieldInput({ control, field, value, onChange }: FieldInputProps): ReactNode {
  const text = typeof value === 'string' ? value : '';
  const common = {
    ...control,
    name: field.key,
    required: field.required,
    className: fieldInputClasses,
  };
  const invalid = control['aria-invalid'];
  const describedBy = control['aria-describedby'];

  switch (field.kind) {
    case 'boolean':
      return (
        <input
          {...common}
          type="checkbox"
          required={undefined}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-primary"
        />
      );
    case 'textarea':
    case 'tags':
      return (
        <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
      );
    case 'choices':
      return (
        <ChoicesInput
          id={control.id}
          field={field}
          value={text}
          onChange={onChange}
          describedBy={describedBy}
        />
      );
    case 'select':
      return (
        <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('adminKit.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'file':
      return (
        <FileInput
          id={control.id}
          field={field}
          value={value}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          id={control.id}
          field={field}
          value={text}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
    case 'color':
      return (
        <div className="flex items-center gap-2">
          <input
            {...common}
            type="text"
            placeholder="#rrggbb"
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            type="color"
            aria-label={t('adminKit.colorPicker', { label: field.label })}
            value={HEX.test(text) ? text.toLowerCase() : '#000000'}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-14 shrink-0 cursor-pointer rounded-sm border border-border-strong"
          />
        </div>
      );
    default:
      return (
        <input
          {...common}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={INPUT_MODES[field.kind]}
          autoComplete={field.kind === 'postalCode' ? 'postal-code' : undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

const HINTS: Partial<Record<FieldDefinition['kind'], MessageKey>> = {
  color: 'adminKit.colorHint',
  tags: 'adminKit.tagsHint',
};

const INPUT_TYPES: Partial<Record<FieldDefinition['kind'], string>> = {
  url: 'url',
  email: 'email',
  date: 'date',
};

const INPUT_MODES: Partial<Record<FieldDefinition['kind'], 'numeric' | 'decimal'>> = {
  integer: 'numeric',
  number: 'decimal',
  decimal: 'decimal',
  postalCode: 'numeric',
};
