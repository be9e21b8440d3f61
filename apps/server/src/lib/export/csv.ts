import { Readable } from 'node:stream';
import { formatDate, formatDateTime } from '@passerelle/shared';
import { toDate, type CellValue, type ColumnKind, type ExportColumn } from './columns.js';

/*
 * CSV the way French spreadsheet users open it: UTF-8 with a byte order mark (so Excel reads the
 * accents), `;` between fields, CRLF line ends, decimal commas, dd/mm/yyyy dates.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const LINE_END = '\r\n';
/** Lines are gathered into chunks of about this many characters before being pushed. */
const CHUNK_CHARS = 64 * 1024;

/** A field quoted when it holds the separator, a quote, a line break or edge spaces. */
export function quoteCsvField(text: string): string {
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula:
 * such text gets a leading apostrophe, the usual guard against CSV injection.
 */
function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The text of one cell. */
export function formatCsvCell(value: CellValue, kind: ColumnKind): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'decimal':
      return String(value).replace('.', ',');
    case 'integer':
      return String(value);
    case 'boolean':
      return value === true || value === 'true' ? 'Oui' : 'Non';
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      if (!date) return '';
      return kind === 'datetime' ? formatDateTime(date) : formatDate(date);
    }
    case 'text':
      return neutraliseFormula(String(value));
  }
}

/** One row's line, CRLF included (a plain loop: it runs for every row of the file). */
export function csvLine<Row>(columns: readonly ExportColumn<Row>[], row: Row): string {
  let line = '';
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index]!;
    const text = formatCsvCell(column.value(row), column.kind);
    if (index > 0) line += CSV_SEPARATOR;
    if (text !== '') line += quoteCsvField(text);
  }
  return line + LINE_END;
}

/** The CSV file of `rows`, produced as they come (never held whole in memory). */
export function csvStream<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  async function* generate() {
    let chunk =
      CSV_BOM +
      columns.map((column) => quoteCsvField(column.header)).join(CSV_SEPARATOR) +
      LINE_END;
    for await (const row of rows) {
      chunk += csvLine(columns, row);
      if (chunk.length >= CHUNK_CHARS) {
        yield Buffer.from(chunk, 'utf8');
        chunk = '';
      }
    }
    if (chunk !== '') yield Buffer.from(chunk, 'utf8');
  }
  return Readable.from(generate(), { objectMode: false });
}
