import { REGISTRATION_STATUS_LABELS, t, type RegistrationStatus } from '@passerelle/shared';

import { Badge, type BadgeTone } from '~/components/ui/badge';
import { cn } from '~/components/ui/cn';

const TONES: Record<RegistrationStatus, BadgeTone> = {
  REQUESTED: 'info',
  PRE_REGISTERED: 'info',
  REGISTERED: 'success',
  CANCELED: 'neutral',
  REFUSED_HR: 'danger',
  REFUSED_SUPPLIER: 'danger',
  PRESENT: 'success',
  PARTIAL_ABSENCE: 'warning',
  ABSENCE: 'danger',
};

export interface RegistrationStatusBadgeProps {
  status: RegistrationStatus;
  /** Adds a "Liste d'attente" badge next to the status (decisions.md "Registration workflow"). */
  waitingList?: boolean;
  className?: string;
}

/**
 * The French label of a registration status (shared REGISTRATION_STATUS_LABELS) as a coloured
 * badge, for every screen that shows registrations (back office, HR validator, beneficiary).
 */
export function RegistrationStatusBadge({
  status,
  waitingList = false,
  className,
}: RegistrationStatusBadgeProps) {
  const badge = (
    <Badge
      tone={TONES[status]}
      data-status={status}
      className={waitingList ? undefined : className}
    >
      {REGISTRATION_STATUS_LABELS[status]}
    </Badge>
  );
  if (!waitingList) return badge;
  return (
    <span className={cn('inline-flex flex-wrap gap-1', className)}>
      {badge}
      <Badge tone="warning" data-waiting-list="">
        {t('registrationBadge.waitingList')}
      </Badge>
    </span>
  );
}
