import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';

/** Look of the admin-kit's inputs and selects; the invalid state shows a thicker red border. */
export const inputBase = cn(
  'min-h-10 rounded-sm border border-border-strong bg-surface px-3 py-2 text-ink',
  'aria-invalid:border-2 aria-invalid:border-danger',
  focusRing,
);

/** A full-width input (forms, search). */
export const inputClasses = cn(inputBase, 'w-full');

export const labelClasses = 'font-medium';
