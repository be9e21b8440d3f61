import { SESSION_STATUS_LABELS, type SessionStatus } from '@passerelle/shared';

import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONES: Record<SessionStatus, BadgeTone> = {
  PROGRAMMED: 'info',
  REPORTED: 'warning',
  CANCELED: 'danger',
  REALIZED: 'success',
  VALIDATED_MANAGER: 'success',
  CLOSED: 'neutral',
};

export interface SessionStatusBadgeProps {
  status: SessionStatus;
  className?: string;
}

/** The French label of a session status (shared SESSION_STATUS_LABELS) as a coloured badge. */
export function SessionStatusBadge({ status, className }: SessionStatusBadgeProps) {
  return (
    <Badge tone={TONES[status]} data-status={status} className={className}>
      {SESSION_STATUS_LABELS[status]}
    </Badge>
  );
}
