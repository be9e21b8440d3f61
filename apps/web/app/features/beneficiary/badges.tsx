import { SESSION_STATUS_LABELS, t, type SessionStatus } from '@passerelle/shared';

import { Badge } from '~/components/ui/badge';

/** Shown only when the session is not simply programmed (postponed, cancelled…). */
export function SessionStatusNote({ status }: { status: SessionStatus }) {
  if (status === 'PROGRAMMED') return null;
  const tone = status === 'CANCELED' ? 'danger' : status === 'REPORTED' ? 'warning' : 'info';
  return (
    <Badge tone={tone}>
      {t('beneficiary.sessionStatus', { status: SESSION_STATUS_LABELS[status].toLowerCase() })}
    </Badge>
  );
}
