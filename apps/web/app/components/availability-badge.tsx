import { AVAILABILITY_LABELS, type Availability } from '@passerelle/shared';

import { Badge, type BadgeTone } from '~/components/ui/badge';

const TONES: Record<Availability, BadgeTone> = {
  AVAILABLE: 'success',
  LAST_PLACES: 'warning',
  FULL: 'danger',
};

/**
 * The shared French label of a session's availability ('Dernières places', 'Complet'…); nothing
 * for a session that is over (availability null).
 */
export function AvailabilityBadge({ availability }: { availability: Availability | null }) {
  if (availability === null) return null;
  return (
    <Badge tone={TONES[availability]} data-availability={availability}>
      {AVAILABILITY_LABELS[availability]}
    </Badge>
  );
}
