import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from './cn';
import { focusRing } from './focus';

/** Look of a text, number or date input; the invalid state shows a thicker red border. */
export const fieldInputClasses = cn(
  'min-h-10 w-full rounded-sm border border-border-strong bg-surface px-3 py-2 text-ink',
  'aria-invalid:border-2 aria-invalid:border-danger',
  focusRing,
);

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
  className,
  children,
}: FieldProps) {
  const invalid = !!errors?.length;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {labelAs === 'label' ? (
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      ) : (
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': invalid ? true : undefined,
      })}
      {invalid ? (
        <p id={errorId} className="flex items-start gap-1 text-danger">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
