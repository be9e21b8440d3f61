import { Progress as ProgressPrimitive } from 'radix-ui';
import { frenchNumberFormat, PROGRESS_MAX, progressState } from '@passerelle/shared';
import { cn } from './cn';

const percent = () => frenchNumberFormat({ style: 'percent', maximumFractionDigits: 0 });

export interface ProgressProps {
  /** Omit (or null) while the amount of work is unknown: the indicator is indeterminate. */
  value?: number | null;
  max?: number;
  /** Accessible name, in French (e.g. 'Import du fichier'). */
  label: string;
  className?: string;
}

/**
 * Progress bar whose `data-state` follows spec §4: `indeterminate` with no value, `loading`
 * below the maximum, `complete` at the maximum.
 */
export function Progress({ value, max = PROGRESS_MAX, label, className }: ProgressProps) {
  // Radix treats an out-of-range value as "no value": clamp so 120 / 100 reads as complete.
  const clamped =
    value === null || value === undefined || Number.isNaN(value)
      ? null
      : Math.min(Math.max(value, 0), max);
  const state = progressState(clamped, max);
  const ratio = clamped === null ? 0 : clamped / max;
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      aria-label={label}
      getValueLabel={(current, maximum) => percent().format(current / maximum)}
      data-state={state}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary-light', className)}
    >
      <ProgressPrimitive.Indicator
        data-state={state}
        className={cn(
          'h-full bg-primary motion-safe:transition-transform',
          state === 'indeterminate' && 'w-1/3 motion-safe:animate-pulse',
          state !== 'indeterminate' && 'w-full',
        )}
        style={
          state === 'indeterminate'
            ? undefined
            : { transform: `translateX(-${100 - ratio * 100}%)` }
        }
      />
    </ProgressPrimitive.Root>
  );
}
