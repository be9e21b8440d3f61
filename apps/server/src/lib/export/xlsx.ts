import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { parisParts } from '@passerelle/shared';
import { toDate, type CellValue, type ColumnKind, type ExportColumn } from './columns.js';
import { importModule } from '../import-module.js';
import type Excel from 'exceljs';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  decimal: '#,##0.00',
  integer: '0',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/**
 * Excel dates carry no time zone: the cell gets the Paris wall-clock time, written as if UTC
 * (exceljs turns a Date into a serial number from its UTC fields).
 */
function parisWallClock(instant: Date): Date {
  const { year, month, day, hour, minute } = parisParts(instant);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The typed value of one cell: numbers and dates stay numbers and dates for the spreadsheet. */
export function xlsxCell(value: CellValue, kind: ColumnKind): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'decimal':
    case 'integer':
      return Number(value);
    case 'boolean':
      return value === true || value === 'true' ? 'Oui' : 'Non';
    case 'date':
    case 'datetime': {
      const date = toDate(value);
      return date && !Number.isNaN(date.getTime()) ? parisWallClock(date) : null;
    }
    case 'text':
      // Written as a string cell: a leading "=" is text, never a formula.
      return String(value);
  }
}

/**
 * The XLSX file of `rows`, written with exceljs' streaming writer: each row is committed (and
 * leaves memory) as it comes, and writing waits while the reader is behind.
 */
export function xlsxStream<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
  sheetName: string,
): Readable {
  const output = new PassThrough();
  void (async () => {
    // Loaded on the first export: exceljs is the heaviest module of the server (decision 025).
    const { default: excel } = await importModule<{ default: typeof Excel }>('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({
      header: column.header,
      key: String(index),
      width: column.width ?? Math.max(12, column.header.length + 2),
      style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();

    for await (const row of rows) {
      sheet.addRow(columns.map((column) => xlsxCell(column.value(row), column.kind))).commit();
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
