/*
 * A decimal number typed the French way, read once for every form (issue 23): "150,50",
 * "1 500,5" (spaces, no-break or thin spaces between thousands), "150.50" too. What the
 * API and PostgreSQL `numeric` want is the same number with a dot; an input shows it back with a
 * comma, so what the user typed is what the field keeps.
 */

/** Spaces a French number may hold between its thousands: plain, no-break, narrow no-break. */
const GROUP_SPACES = /[\s\u00a0\u202f]/g;

/**
 * The number in `typed`, written with a dot ("150,50" → "150.50", "1 500,5" → "1500.5"); the
 * trimmed text itself when it is not a number with one decimal separator, for the schema to
 * refuse; '' when blank.
 */
export function decimalFromInput(typed: string): string {
  const text = typed.trim();
  const compact = text.replace(GROUP_SPACES, '').replace(',', '.');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(compact) ? compact : text;
}

/** A stored decimal ("150.50") as an input shows it: "150,50"; '' for none. */
export function decimalToInput(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}
