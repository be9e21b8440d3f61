import { reportDisplayLabel, type ReportDisplayState } from '@passerelle/shared';

import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONES: Record<ReportDisplayState, BadgeTone> = {
  TO_WRITE: 'warning',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
  VALIDATED: 'neutral',
};

export interface ReportStatusBadgeProps {
  /** The report's status, or TO_WRITE for one nobody saved yet (shared reportDisplayState). */
  state: ReportDisplayState;
  className?: string;
}

/** The French label of a pedagogical report's state ("À rédiger", "Complété"…) as a badge. */
export function ReportStatusBadge({ state, className }: ReportStatusBadgeProps) {
  return (
    <Badge tone={TONES[state]} data-status={state} className={className}>
      {reportDisplayLabel(state)}
    </Badge>
  );
}
