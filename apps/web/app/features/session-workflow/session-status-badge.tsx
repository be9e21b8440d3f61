import { SESSION_STATUS_LABELS, type SessionStatus } from '@passerelle/shared';

import { cn } from '~/components/ui/cn';

/** Colours by status; each text colour reaches 4.5:1 on its light background (theme.css). */
const TONES: Record<SessionStatus, string> = {
  PROGRAMMED: 'border-info bg-info-light text-info',
  REPORTED: 'border-warning bg-warning-light text-warning',
  CANCELED: 'border-danger bg-danger-light text-danger',
  REALIZED: 'border-success bg-success-light text-success',
  VALIDATED_MANAGER: 'border-success bg-success-light text-success',
  CLOSED: 'border-border-strong bg-surface-alt text-ink',
};

export interface SessionStatusBadgeProps {
  status: SessionStatus;
  className?: string;
}

/** The French label of a session status (shared SESSION_STATUS_LABELS) as a coloured badge. */
export function SessionStatusBadge({ status, className }: SessionStatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-sm border px-2 py-0.5 text-sm font-medium whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {SESSION_STATUS_LABELS[status]}
    </span>
  );
}
