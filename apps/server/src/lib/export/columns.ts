/**
 * The columns of an export, shared by the CSV and XLSX writers: a French header, a kind that
 * says how the value is written, and how to read it from a row.
 */
export type CellValue = string | number | boolean | Date | null | undefined;

export type ColumnKind = 'text' | 'integer' | 'decimal' | 'date' | 'datetime' | 'boolean';

export interface ExportColumn<Row> {
  header: string;
  kind: ColumnKind;
  value: (row: Row) => CellValue;
  /** XLSX column width, in characters. */
  width?: number;
}

/** Dates are shown as the programme's people read them: in Paris time. */
export const EXPORT_TIME_ZONE = 'Europe/Paris';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: EXPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Wall-clock parts of an instant in Paris. */
export function parisParts(instant: Date): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2025-03-10" of an instant, in Paris (file names). */
export function parisIsoDate(instant: Date): string {
  const { year, month, day } = parisParts(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "10/03/2025" or "10/03/2025 09:30", in Paris. */
export function frenchDate(instant: Date, withTime: boolean): string {
  const { year, month, day, hour, minute } = parisParts(instant);
  const date = `${pad(day)}/${pad(month)}/${year}`;
  return withTime ? `${date} ${pad(hour)}:${pad(minute)}` : date;
}

export function toDate(value: CellValue): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  return null;
}
