import { MODALITY_LABELS, t, type CatalogueSession } from '@passerelle/shared';

/*
 * Dates of the catalogue in French, in the programme's time zone: the server render and the
 * browser print the same text whatever the visitor's clock.
 */

export const PARIS = 'Europe/Paris';

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS,
});
const longDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS,
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PARIS,
});
/** `YYYY-MM-DD` (the Canadian English format is ISO). */
const isoDayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: PARIS,
});

/** `10 mars 2026`. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** `mardi 10 mars 2026`. */
export function formatLongDay(iso: string): string {
  return longDayFormat.format(new Date(iso));
}

/** `09:30`. */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The day in Paris of an instant, `YYYY-MM-DD`. */
export function parisDay(iso: string | Date): string {
  return isoDayFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** 'Le 10 mars 2026' for a one-day session, else 'Du 10 mars 2026 au 12 mars 2026'. */
export function formatSessionDates(session: Pick<CatalogueSession, 'startDate' | 'endDate'>) {
  if (parisDay(session.startDate) === parisDay(session.endDate)) {
    return t('catalogue.day', { date: formatDay(session.startDate) });
  }
  return t('catalogue.dates', {
    start: formatDay(session.startDate),
    end: formatDay(session.endDate),
  });
}

/** 'Toulouse' or 'Toulouse · Présentiel et distanciel', or the modality alone. */
export function formatPlace(session: Pick<CatalogueSession, 'city' | 'modality'>): string {
  const modality = MODALITY_LABELS[session.modality];
  return session.city ? `${session.city.name} · ${modality}` : modality;
}
