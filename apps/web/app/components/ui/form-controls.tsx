import type { ReactNode } from 'react';

import { cn } from './cn';
import { Field, fieldInputClasses } from './field';

/*
 * Labelled inputs of the bespoke forms (actions, sessions, users…), on `Field` (label, hint and
 * French errors linked for screen readers). A required field carries `required` and a star that
 * the form's notice explains.
 */

/** A control id from the form's id and a field name (`interventionDates[0].endsAt` included). */
export function controlId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** A field label, with the star of a required field (hidden from screen readers). */
export function requiredLabel(label: string, required = true): ReactNode {
  if (!required) return label;
  return (
    <>
      {label}{' '}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
    </>
  );
}

interface CommonProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  hint?: string;
  required?: boolean;
  className?: string;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  errors,
  hint,
  required = false,
  className,
  inputMode,
  type = 'text',
  autoComplete = 'off',
}: CommonProps & {
  inputMode?: 'numeric' | 'decimal' | 'url';
  type?: 'text' | 'url' | 'email' | 'password' | 'datetime-local';
  autoComplete?: string;
}) {
  return (
    <Field
      id={id}
      label={requiredLabel(label, required)}
      hint={hint}
      errors={errors}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInputClasses}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  value,
  onChange,
  errors,
  hint,
  required = false,
  className,
  rows = 4,
}: CommonProps & { rows?: number }) {
  return (
    <Field
      id={id}
      label={requiredLabel(label, required)}
      hint={hint}
      errors={errors}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(fieldInputClasses, 'min-h-24')}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select; `emptyLabel` adds a first, empty choice. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  errors,
  hint,
  required = false,
  className,
  options,
  emptyLabel,
}: CommonProps & { options: readonly SelectOption[]; emptyLabel?: string }) {
  return (
    <Field
      id={id}
      label={requiredLabel(label, required)}
      hint={hint}
      errors={errors}
      className={className}
    >
      {(control) => (
        <select
          {...control}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInputClasses}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[];
}

/** A checkbox with its label on the right. */
export function CheckboxField({ id, label, checked, onChange, errors }: CheckboxFieldProps) {
  return (
    <Field id={id} label={label} errors={errors} inline>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-primary"
        />
      )}
    </Field>
  );
}

/** A group of fields under a visible legend. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-sm border border-border p-4">
      <legend className="px-1 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A field of a read-only sheet: its label and its value. */
export function ReadOnlyField({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  );
}
