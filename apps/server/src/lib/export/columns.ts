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

/** A date cell's value as a Date (dates are written in Paris time: @passerelle/shared format). */
export function toDate(value: CellValue): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  return null;
}
