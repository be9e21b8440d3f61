import type { HTMLAttributes } from 'react';

import { cn } from './cn';

/** Colour pairs of theme.css: each text colour reaches 4.5:1 on its light background. */
const TONES = {
  info: 'border-info bg-info-light text-info',
  success: 'border-success bg-success-light text-success',
  warning: 'border-warning bg-warning-light text-warning',
  danger: 'border-danger bg-danger-light text-danger',
  neutral: 'border-border-strong bg-surface-alt text-ink',
} as const;

export type BadgeTone = keyof typeof TONES;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone: BadgeTone;
}

/** A short coloured label (a status, an availability), on one line. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={cn(
        'inline-flex items-center rounded-sm border px-2 py-0.5 text-sm font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
    />
  );
}
