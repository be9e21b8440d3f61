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
/** Lines are gathered into chunks of at most this many bytes before being pushed. */
const CHUNK_BYTES = 64 * 1024;

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
    // Each line is encoded into the chunk as it is made: a long concatenation of lines would be
    // flattened whole by the encoder, a copy more of every character (a tenth of an export's CPU).
    const header =
      CSV_BOM +
      columns.map((column) => quoteCsvField(column.header)).join(CSV_SEPARATOR) +
      LINE_END;
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit: a chunk holds any line whole.
    const bytesFor = (line: string) => Math.max(CHUNK_BYTES, line.length * 3);
    let chunk = Buffer.allocUnsafe(bytesFor(header));
    let used = chunk.write(header);
    for await (const row of rows) {
      const line = csvLine(columns, row);
      if (used + line.length * 3 > CHUNK_BYTES) {
        yield chunk.subarray(0, used);
        chunk = Buffer.allocUnsafe(bytesFor(line));
        used = 0;
      }
      used += chunk.write(line, used);
    }
    if (used > 0) yield chunk.subarray(0, used);
  }
  return Readable.from(generate(), { objectMode: false });
}
