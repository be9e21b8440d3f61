import { STAR_RATING_MAX, STAR_RATING_MIN, t } from '@passerelle/shared';
import { CircleAlert, Star } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { cn } from '~/components/ui/cn';

/** "3 étoiles sur 5": the name of a rating, for every reader. */
export function starsLabel(count: number): string {
  return t('surveys.stars.label', { count, max: STAR_RATING_MAX });
}

const STARS = Array.from(
  { length: STAR_RATING_MAX - STAR_RATING_MIN + 1 },
  (_, index) => STAR_RATING_MIN + index,
);

export interface StarRatingProps {
  /** The id of the first star's radio (the one a failed submit focuses). */
  id: string;
  /** The question. */
  legend: ReactNode;
  value: number | null;
  onChange: (value: number) => void;
  errors?: readonly string[];
  required?: boolean;
}

/**
 * A 1 to 5 star rating (spec §3, §9) as a radio group: the radios are native, so the keyboard
 * works as everywhere (Tab enters the group, the arrows choose, Space picks the focused star),
 * each named "3 étoiles sur 5"; the stars are their visible labels.
 */
export function StarRating({ id, legend, value, onChange, errors, required }: StarRatingProps) {
  const name = useId();
  const invalid = !!errors?.length;
  const errorId = `${id}-error`;
  const valueId = `${id}-value`;
  return (
    <fieldset
      role="radiogroup"
      aria-required={required ? true : undefined}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${valueId} ${errorId}` : valueId}
      className="flex flex-col gap-2"
    >
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {STARS.map((stars) => {
            const radioId = stars === STAR_RATING_MIN ? id : `${id}-${stars}`;
            const lit = value !== null && stars <= value;
            return (
              <span key={stars} className="relative">
                <input
                  id={radioId}
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  required={required}
                  onChange={() => onChange(stars)}
                  className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                />
                <label
                  htmlFor={radioId}
                  className={cn(
                    'block cursor-pointer rounded-sm p-1 text-warning',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-focus',
                    'peer-checked:bg-warning-light',
                  )}
                >
                  <Star
                    aria-hidden="true"
                    className={cn('size-8', lit ? 'fill-current' : 'fill-transparent')}
                    strokeWidth={1.5}
                  />
                  <span className="sr-only">{starsLabel(stars)}</span>
                </label>
              </span>
            );
          })}
        </div>
        <span id={valueId} className="text-sm text-muted">
          {value === null ? t('surveys.form.noAnswer') : starsLabel(value)}
        </span>
      </div>
      {invalid ? (
        <p id={errorId} className="flex items-start gap-1 text-danger">
          <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A rating as read back once sent: the stars shown, "4 étoiles sur 5" said. */
export function StarRatingValue({ value }: { value: number | null }) {
  if (value === null) return <span>{t('surveys.form.noAnswer')}</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="flex text-warning">
        {STARS.map((stars) => (
          <Star
            key={stars}
            className={cn('size-5', stars <= value ? 'fill-current' : 'fill-transparent')}
            strokeWidth={1.5}
          />
        ))}
      </span>
      <span>{starsLabel(value)}</span>
    </span>
  );
}
