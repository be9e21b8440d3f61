import { t, type FieldDefinition, type MessageKey } from '@passerelle/shared';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { inputClasses, labelClasses } from './field-styles';
import type { InputValue } from './field-value';
import { FileInput, fileHint } from './file-input';
import { ReferenceInput } from './reference-input';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Ids of the parts of a field, so that label, input, hint and error point at each other. */
export function fieldIds(formId: string, key: string) {
  const input = `${formId}-${key}`;
  return { input, hint: `${input}-hint`, error: `${input}-error` };
}

export interface FormFieldProps {
  formId: string;
  field: FieldDefinition;
  value: InputValue;
  onChange: (value: InputValue) => void;
  errors?: readonly string[];
}

/** A labelled input for one field of a resource, chosen by its kind, with its error messages. */
export function FormField({ formId, field, value, onChange, errors }: FormFieldProps) {
  const ids = fieldIds(formId, field.key);
  const invalid = !!errors?.length;
  const hint =
    field.kind === 'file' ? fileHint(field) : HINTS[field.kind] ? t(HINTS[field.kind]!) : null;
  const describedBy =
    [hint && ids.hint, invalid && ids.error].filter(Boolean).join(' ') || undefined;
  const text = typeof value === 'string' ? value : '';
  const common = {
    id: ids.input,
    name: field.key,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    required: field.required,
    className: inputClasses,
  };

  let input: ReactNode;
  switch (field.kind) {
    case 'boolean':
      input = (
        <input
          {...common}
          type="checkbox"
          required={undefined}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-primary"
        />
      );
      break;
    case 'textarea':
    case 'tags':
      input = (
        <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
      );
      break;
    case 'select':
      input = (
        <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('adminKit.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'file':
      input = (
        <FileInput
          id={ids.input}
          field={field}
          value={value}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
      break;
    case 'reference':
      input = (
        <ReferenceInput
          id={ids.input}
          field={field}
          value={text}
          onChange={onChange}
          invalid={invalid}
          describedBy={describedBy}
        />
      );
      break;
    case 'color':
      input = (
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
      break;
    default:
      input = (
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

  const label = (
    <label htmlFor={ids.input} className={labelClasses}>
      {field.label}
      {field.required && field.kind !== 'boolean' ? (
        <>
          {' '}
          {/* The input's `required` says it to screen readers; the form explains the star. */}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        </>
      ) : null}
    </label>
  );

  return (
    <div className="flex flex-col gap-1">
      {field.kind === 'boolean' ? (
        <div className="flex items-center gap-2">
          {input}
          {label}
        </div>
      ) : (
        <>
          {label}
          {input}
        </>
      )}
      {hint ? (
        <p id={ids.hint} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {/* A unique field's message comes while typing: say it when it appears. */}
      <div aria-live={field.unique ? 'polite' : undefined}>
        {invalid ? (
          <p id={ids.error} className="flex items-start gap-1 text-danger">
            <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {errors.join(' ')}
          </p>
        ) : null}
      </div>
    </div>
  );
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
