/**
 * Downloading an export while measuring the server (bench/export.ts, bench/survey-results.ts):
 * time to the first byte and to the end, the server's CPU time and resident memory (VmRSS sampled
 * every 10 ms, VmHWM with its peak reset before when the kernel allows it), and a check of the
 * file (its CSV lines, or a whole XLSX archive).
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpuSeconds, loadAverage, markdownTable, procStatusKb, type Portal } from './portal.js';

export const FORMATS = ['csv', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];

export interface Download {
  status: number;
  bytes: number;
  /** Line feeds: the CSV's lines (no field holds a line break in this data). */
  lineFeeds: number;
  head: Buffer;
  tail: Buffer;
  firstByteMs: number;
  totalMs: number;
}

/** Downloads `url`, counting bytes and line feeds, keeping the first and last bytes. */
export function download(url: string, headers: Record<string, string>): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let firstByteMs = 0;
      let bytes = 0;
      let lineFeeds = 0;
      let head = Buffer.alloc(0);
      let tail = Buffer.alloc(0);
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lineFeeds++;
        if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64)]).subarray(0, 64);
        tail = Buffer.concat([tail, chunk]).subarray(-64);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          lineFeeds,
          head,
          tail,
          firstByteMs,
          totalMs: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Resets the process's peak RSS (VmHWM) to its current RSS; false when not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

export function checkFile(format: Format, file: Download, expectedRows: number): void {
  if (file.status !== 200) throw new Error(`${format} export answered ${file.status}`);
  if (format === 'csv') {
    if (file.lineFeeds !== expectedRows + 1) {
      throw new Error(`CSV: ${file.lineFeeds} lines, expected ${expectedRows} rows and a header`);
    }
    return;
  }
  const localHeader = file.head.readUInt32LE(0) === 0x04034b50;
  // The end-of-central-directory record (22 bytes, no comment) closes a whole archive.
  const endRecord = file.tail.readUInt32LE(file.tail.length - 22) === 0x06054b50;
  if (!localHeader || !endRecord) throw new Error('XLSX: not a whole ZIP archive');
}

export interface Measure {
  format: Format;
  bytes: number;
  rows: number;
  firstByteMs: number;
  totalMs: number;
  cpuSeconds: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  /** VmHWM after the download, its peak reset before (when the kernel allowed it). */
  hwmMiB: number | null;
  loadAverage: number;
}

const mib = (kb: number) => Math.round((kb / 1024) * 10) / 10;

/**
 * Downloads `path?format=…` (the whole export) while sampling the server's resident memory every
 * 10 ms and reading its CPU time; checks the file (`rows` data lines for CSV, a whole ZIP for XLSX).
 */
export async function measureExport(
  portal: Portal,
  path: string,
  format: Format,
  rows: number,
): Promise<Measure> {
  const pid = portal.child.pid!;
  const load = loadAverage();
  const rssBefore = procStatusKb(pid, 'VmRSS') ?? 0;
  const peakReset = resetPeak(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, procStatusKb(pid, 'VmRSS') ?? 0);
  }, 10);
  const cpuBefore = cpuSeconds(pid);
  try {
    const file = await download(
      `${portal.url}${path}${path.includes('?') ? '&' : '?'}format=${format}`,
      portal.headers,
    );
    const cpu = cpuSeconds(pid) - cpuBefore;
    peak = Math.max(peak, procStatusKb(pid, 'VmRSS') ?? 0);
    checkFile(format, file, rows);
    return {
      format,
      bytes: file.bytes,
      rows,
      firstByteMs: Math.round(file.firstByteMs),
      totalMs: Math.round(file.totalMs),
      cpuSeconds: Math.round(cpu * 100) / 100,
      rssBeforeMiB: mib(rssBefore),
      peakRssMiB: mib(peak),
      hwmMiB: peakReset ? mib(procStatusKb(pid, 'VmHWM') ?? 0) : null,
      loadAverage: load,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The measures as a Markdown table. */
export function exportTable(measures: (Measure & { heap?: string })[]): string {
  const heaps = measures.some((m) => m.heap !== undefined);
  return markdownTable([
    [
      ...(heaps ? ['heap'] : []),
      'format',
      'rows',
      'MiB',
      'first byte ms',
      'total s',
      'server CPU s',
      'RSS before MiB',
      'peak RSS MiB',
      'VmHWM MiB',
      'load',
    ],
    ...measures.map((m) => [
      ...(heaps ? [m.heap ?? ''] : []),
      m.format.toUpperCase(),
      String(m.rows),
      (m.bytes / 2 ** 20).toFixed(1),
      String(m.firstByteMs),
      (m.totalMs / 1000).toFixed(1),
      m.cpuSeconds.toFixed(1),
      m.rssBeforeMiB.toFixed(0),
      m.peakRssMiB.toFixed(0),
      m.hwmMiB === null ? 'n/a' : m.hwmMiB.toFixed(0),
      m.loadAverage.toFixed(1),
    ]),
  ]);
}
