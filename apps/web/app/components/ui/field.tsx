import { CircleAlert } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';

import { cn } from './cn';
import { focusRing } from './focus';

/** Look of an input or select of any width; the invalid state shows a thicker red border. */
export const fieldInputBase = cn(
  'min-h-10 rounded-sm border border-border-strong bg-surface px-3 py-2 text-ink',
  'aria-invalid:border-2 aria-invalid:border-danger',
  focusRing,
);

/** Look of a full-width text, number or date input. */
export const fieldInputClasses = cn(fieldInputBase, 'w-full');

export const fieldLabelClasses = 'font-medium';

/** What an input of a whole number from `min` to `max` carries (phones show a number pad). */
export function wholeNumberInput(min: number, max: number) {
  return { type: 'number', inputMode: 'numeric', min, max, step: 1 } as const;
}

/** Look of a file input: its button drawn as a secondary one. */
export const fileInputClasses = cn(
  'rounded-sm text-sm file:mr-3 file:cursor-pointer file:rounded-sm file:border',
  'file:border-primary file:bg-surface file:px-3 file:py-1 file:text-primary',
  focusRing,
);

/**
 * The change handler of a file input: `choose` gets the chosen file, and the input is emptied so
 * that the same file chosen again (after an error) fires a change too.
 */
export function onFileChosen(choose: (file: File | undefined) => Promise<void>) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void choose(file);
  };
}

/** What the control inside a `Field` must carry so that label, hint and errors reach it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  /**
   * `label` (default) renders a `<label for>`; `text` renders a plain element with the id
   * `${id}-label`, for controls a `<label>` cannot name (a rich-text editor uses aria-labelledby).
   */
  labelAs?: 'label' | 'text';
  /** The control before its label on one line (a checkbox), instead of under it. */
  inline?: boolean;
  /** Announce the errors as they appear (messages that come while typing, not on a submit). */
  liveErrors?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and its French error messages, linked for screen readers. */
export function Field({
  id,
  label,
  hint,
  errors,
  labelAs = 'label',
  inline = false,
  liveErrors = false,
  className,
  children,
}: FieldProps) {
  const invalid = !!errors?.length;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  const labelElement =
    labelAs === 'label' ? (
      <label htmlFor={id} className={fieldLabelClasses}>
        {label}
      </label>
    ) : (
      <span id={`${id}-label`} className={fieldLabelClasses}>
        {label}
      </span>
    );
  const hintElement = hint ? (
    <p id={hintId} className="text-sm text-muted">
      {hint}
    </p>
  ) : null;
  const control = children({
    id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid ? true : undefined,
  });
  const errorElement = invalid ? (
    <p id={errorId} className="flex items-start gap-1 text-danger">
      <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
      {errors.join(' ')}
    </p>
  ) : null;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {inline ? (
        <div className="flex items-center gap-2">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {hintElement}
          {control}
        </>
      )}
      {inline ? hintElement : null}
      {/* A live region must exist before its message does, or the message is not read. */}
      {liveErrors ? <div aria-live="polite">{errorElement}</div> : errorElement}
    </div>
  );
}
