import type { FastifyReply } from 'fastify';
import { parisIsoDate, type ExportColumn } from './columns.js';
import { csvStream } from './csv.js';
import { XLSX_CONTENT_TYPE, xlsxStream } from './xlsx.js';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportFile<Row> {
  format: ExportFormat;
  /** File name without date nor extension, e.g. "actions". */
  baseName: string;
  /** XLSX sheet name. */
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** The day in the file name; today by default. */
  now?: Date;
}

/** "actions-2025-03-10.csv": dated in Paris. */
export function exportFileName(baseName: string, format: ExportFormat, now = new Date()): string {
  return `${baseName}-${parisIsoDate(now)}.${format}`;
}

/**
 * Reads the first row before any header is sent, so that a failing query still answers a JSON
 * error; the rest streams.
 */
export async function primed<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        yield next.value;
      }
    },
  };
}

/** Streams an export as a download. */
export async function sendExport<Row>(reply: FastifyReply, file: ExportFile<Row>) {
  const rows = await primed(file.rows);
  const name = exportFileName(file.baseName, file.format, file.now);
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .type(file.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_CONTENT_TYPE);
  const stream =
    file.format === 'csv'
      ? csvStream(file.columns, rows)
      : xlsxStream(file.columns, rows, file.sheetName);
  return reply.send(stream);
}

/**
 * The rows of a paged query, fetched `batchSize` at a time: memory stays flat whatever the
 * number of rows. `fetchPage(offset, limit)` must use a stable, total order.
 */
export async function* inBatches<Row>(
  fetchPage: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = 500,
): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += batchSize) {
    const page = await fetchPage(offset, batchSize);
    yield* page;
    if (page.length < batchSize) return;
  }
}
