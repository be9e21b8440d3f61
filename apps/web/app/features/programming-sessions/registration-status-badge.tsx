import { REGISTRATION_STATUS_LABELS, type RegistrationStatus } from '@passerelle/shared';

import { cn } from '~/components/ui/cn';

/** Colours by status; each text colour reaches 4.5:1 on its light background (theme.css). */
const TONES: Record<RegistrationStatus, string> = {
  REQUESTED: 'border-info bg-info-light text-info',
  PRE_REGISTERED: 'border-info bg-info-light text-info',
  REGISTERED: 'border-success bg-success-light text-success',
  CANCELED: 'border-border-strong bg-surface-alt text-ink',
  REFUSED_HR: 'border-danger bg-danger-light text-danger',
  REFUSED_SUPPLIER: 'border-danger bg-danger-light text-danger',
  PRESENT: 'border-success bg-success-light text-success',
  PARTIAL_ABSENCE: 'border-warning bg-warning-light text-warning',
  ABSENCE: 'border-danger bg-danger-light text-danger',
};

/** The French label of a registration status (shared REGISTRATION_STATUS_LABELS) as a badge. */
export function RegistrationStatusBadge({ status }: { status: RegistrationStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-sm border px-2 py-0.5 text-sm font-medium whitespace-nowrap',
        TONES[status],
      )}
    >
      {REGISTRATION_STATUS_LABELS[status]}
    </span>
  );
}
