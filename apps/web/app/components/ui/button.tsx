import type { ComponentProps } from 'react';
import { cn } from './cn';
import { focusRing } from './focus';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-sm font-medium leading-6 ' +
  'cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-white hover:bg-primary-hover active:bg-primary-active ' +
    'disabled:hover:bg-primary',
  secondary:
    'bg-surface text-primary border border-primary hover:bg-primary-light ' +
    'disabled:hover:bg-surface',
  ghost: 'bg-transparent text-primary hover:bg-primary-light disabled:hover:bg-transparent',
  danger:
    'bg-danger text-white hover:bg-danger-hover active:bg-danger-hover disabled:hover:bg-danger',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-10 px-4 py-2 text-base',
};

/**
 * Class names of a button, for links or other elements that must look like one
 * (`<Link className={buttonClasses('secondary')}>`).
 */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
): string {
  return cn(base, focusRing, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A `<button>`. (No `asChild`: a link that looks like a button takes `buttonClasses`, which
 * spares every page Radix's Slot; decision 018.)
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, size, className);
  // A plain `<button>` inside a form submits by default: make that choice explicit.
  return <button type={type ?? 'button'} data-variant={variant} className={classes} {...props} />;
}
