import { AVAILABILITY_LABELS, type Availability } from '@passerelle/shared';

import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONES: Record<Availability, BadgeTone> = {
  AVAILABLE: 'success',
  LAST_PLACES: 'warning',
  FULL: 'danger',
};

/** The shared French label of a session's availability ('Dernières places', 'Complet'…). */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <Badge tone={TONES[availability]} data-availability={availability}>
      {AVAILABILITY_LABELS[availability]}
    </Badge>
  );
}
