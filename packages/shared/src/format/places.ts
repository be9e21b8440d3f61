import { MODALITY_LABELS, type Modality } from '../enums/statuses';

/** Where a session of the catalogue takes place: 'Toulouse · Présentiel', or the modality alone. */
export function formatSessionPlace(session: {
  city: { name: string } | null;
  modality: Modality;
}): string {
  const modality = MODALITY_LABELS[session.modality];
  return session.city ? `${session.city.name} · ${modality}` : modality;
}
