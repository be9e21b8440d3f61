import { isValidInstant, pad2, parisParts, type Instant, type WallClock } from './wall-clock';

/*
 * Numeric dates, in Paris time (see dates.ts): the back office's tables, mails, exports and the
 * messages of the registration workflow.
 */

const numericDate = ({ year, month, day }: WallClock) => `${pad2(day)}/${pad2(month)}/${year}`;

/** `10/03/2026`. */
export function formatDate(instant: Instant): string {
  return isValidInstant(instant) ? numericDate(parisParts(instant)) : '';
}

/** `10/03/2026 09:30` (one reading of the clock: exports write thousands of them). */
export function formatDateTime(instant: Instant): string {
  if (!isValidInstant(instant)) return '';
  const parts = parisParts(instant);
  return `${numericDate(parts)} ${pad2(parts.hour)}:${pad2(parts.minute)}`;
}
