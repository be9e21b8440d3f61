import type { Readable } from 'node:stream';
import { parisParts } from '@passerelle/shared';
import { toDate, type CellValue, type ColumnKind, type ExportColumn } from './columns.js';
import { xlsxCellXml, xlsxColumnName, xlsxPackageParts } from './xlsx-parts.js';
import { ZipStream } from './zip.js';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What one cell holds: a number (stars, amounts, date serials) or a text; null when empty. */
export type XlsxValue = number | string | null;

/** Days from Excel's epoch (1899-12-30) to the Unix epoch. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

/**
 * Excel dates carry no time zone: the cell holds the Paris wall-clock time as a serial number of
 * days (the fraction is the time of day).
 */
function parisSerial(instant: Date): number {
  const { year, month, day, hour, minute } = parisParts(instant);
  return Date.UTC(year, month - 1, day, hour, minute) / DAY_MS + EXCEL_EPOCH_DAYS;
}

/** The typed value of one cell: numbers and dates stay numbers for the spreadsheet. */
export function xlsxCell(value: CellValue, kind: ColumnKind): XlsxValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'decimal':
    case 'integer': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Oui' : 'Non';
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      return date && !Number.isNaN(date.getTime()) ? parisSerial(date) : null;
    }
    case 'text':
      // An inline string cell: a leading "=" is text, never a formula.
      return String(value);
  }
}

/**
 * Characters of sheet XML gathered before they are written (about 256 KB): each chunk is
 * deflated on its own (zip.ts), and smaller ones compressed worse (+5 % at 64 KB).
 */
const CHUNK_CHARS = 256 * 1024;

/**
 * The XLSX file of `rows`, streamed (decision 014): the sheet's XML is written row by row into a
 * zip entry deflated as it comes (zip.ts, decision 071), and writing waits while the reader is
 * behind, so memory stays the same whatever the number of rows. A small writer of our own rather
 * than exceljs' streaming one, which kept rows in memory and cost about 10 µs a cell
 * (docs/performance.md, issue 12).
 */
export function xlsxStream<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  sheetName: string,
): Readable {
  const zip = new ZipStream();
  const parts = xlsxPackageParts(columns, sheetName);
  const names = columns.map((_, index) => xlsxColumnName(index));
  const styles = columns.map((column) => parts.styleOf(column.kind));
  for (const [name, xml] of parts.before) zip.addBuffer(name, Buffer.from(xml, 'utf8'));
  void (async () => {
    await zip.addStream(parts.sheetPath, async (write) => {
      let chunk = parts.sheetStart;
      let line = 2;
      for await (const row of rows) {
        chunk += `<row r="${line}">`;
        for (let index = 0; index < columns.length; index++) {
          const column = columns[index]!;
          chunk += xlsxCellXml(
            `${names[index]}${line}`,
            xlsxCell(column.value(row), column.kind),
            styles[index]!,
          );
        }
        chunk += '</row>';
        line++;
        if (chunk.length >= CHUNK_CHARS) {
          await write(chunk);
          chunk = '';
        }
      }
      await write(chunk + parts.sheetEnd);
    });
    await zip.end();
  })().catch((error: unknown) => zip.output.destroy(error as Error));
  return zip.output;
}
