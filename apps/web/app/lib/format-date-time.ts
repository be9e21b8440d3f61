/**
 * Dates and times as French readers expect them, in the programme's time zone (the server
 * render and the browser must print the same text).
 */
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** `2026-03-10T08:30:00Z` → `10/03/2026 09:30`. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` (the browser's time). */
export function toDateTimeLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A `datetime-local` value (the browser's time) as an ISO instant; '' → null. Text that is not
 * a date is given back as is, so that the schema answers 'Date invalide'.
 */
export function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
