import type { ReactNode } from 'react';

import { cn } from './cn';
import { Field, fieldInputClasses, type FieldProps } from './field';

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

/** What every labelled control of this file takes around its input: see `LabelledField`. */
interface FieldFrameProps {
  id: string;
  label: string;
  errors?: readonly string[];
  hint?: string;
  required?: boolean;
  className?: string;
}

interface CommonProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
}

/** The `Field` of a control of this file: its label starred when required, its hint and errors. */
function LabelledField({
  label,
  required = false,
  children,
  ...frame
}: FieldFrameProps & { children: FieldProps['children'] }) {
  return (
    <Field {...frame} label={requiredLabel(label, required)}>
      {children}
    </Field>
  );
}

export function TextField({
  value,
  onChange,
  inputMode,
  type = 'text',
  autoComplete = 'off',
  ...frame
}: CommonProps & {
  inputMode?: 'numeric' | 'decimal' | 'url';
  type?: 'text' | 'url' | 'email' | 'password' | 'datetime-local';
  autoComplete?: string;
}) {
  return (
    <LabelledField {...frame}>
      {(control) => (
        <input
          {...control}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          required={frame.required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInputClasses}
        />
      )}
    </LabelledField>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 4,
  ...frame
}: CommonProps & { rows?: number }) {
  return (
    <LabelledField {...frame}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          required={frame.required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(fieldInputClasses, 'min-h-24')}
        />
      )}
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** The `<option>`s of a select's choices (after its first, empty or "all" one). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A select; `emptyLabel` adds a first, empty choice. */
export function SelectField({
  value,
  onChange,
  options,
  emptyLabel,
  ...frame
}: CommonProps & { options: readonly SelectOption[]; emptyLabel?: string }) {
  return (
    <LabelledField {...frame}>
      {(control) => (
        <select
          {...control}
          required={frame.required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldInputClasses}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          <SelectOptions options={options} />
        </select>
      )}
    </LabelledField>
  );
}

export interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: readonly string[];
  hint?: ReactNode;
  /** While a change is being saved. */
  disabled?: boolean;
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  errors,
  hint,
  disabled,
}: CheckboxFieldProps) {
  return (
    <Field id={id} label={label} errors={errors} hint={hint} inline>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          checked={checked}
          disabled={disabled}
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
