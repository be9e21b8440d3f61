import type { FastifyReply } from 'fastify';
import { parisDay } from '@passerelle/shared';
import { collectGarbage } from '../memory-release.js';
import type { ExportColumn } from './columns.js';
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
  return `${baseName}-${parisDay(now)}.${format}`;
}

/** Exports of at least this many rows ask V8 for a collection once written (decision 102). */
export const LARGE_EXPORT_ROWS = 10_000;

/**
 * Reads the first row before any header is sent, so that a failing query still answers a JSON
 * error; the rest streams. Once a large export's rows are all read (or it is cut short), its
 * garbage is collected rather than left to grow the heap of the exports that follow.
 */
export async function primed<Row>(rows: AsyncIterable<Row>): Promise<AsyncIterable<Row>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      let count = 1;
      try {
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
          count += 1;
          yield next.value;
        }
      } finally {
        if (count >= LARGE_EXPORT_ROWS) collectGarbage();
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
 * The rows of `ids`, fetched `batchSize` ids at a time in the order of `ids`: memory stays flat
 * whatever the number of rows, and each batch reads its rows by id instead of re-running the
 * sorted query with an OFFSET. The next batch is asked for before the current one is handed on,
 * so the database reads it while this process writes the file (at most two batches in memory;
 * one at a time the export waited for each query, decision 071). Between batches it yields to
 * the event loop: with PGlite a query settles through promise jobs only, and without this pause
 * an export would hold the portal (other requests, the XLSX compression callbacks) until its last
 * row.
 */
export async function* inIdBatches<Row>(
  ids: readonly number[],
  fetchRows: (ids: readonly number[]) => Promise<Row[]>,
  batchSize = 500,
): AsyncGenerator<Row> {
  const fetchFrom = (start: number) => {
    if (start >= ids.length) return null;
    const rows = fetchRows(ids.slice(start, start + batchSize));
    // Handled here so that a batch failing while the previous one is written is not an
    // unhandled rejection (the process would stop); awaiting it below still throws.
    rows.catch(() => undefined);
    return rows;
  };
  let next = fetchFrom(0);
  for (let start = 0; next !== null; start += batchSize) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    const rows = await next;
    next = fetchFrom(start + batchSize);
    yield* rows;
  }
}
