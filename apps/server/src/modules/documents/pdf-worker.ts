import { parentPort } from 'node:worker_threads';
import { drawJob, type PdfJob } from './drawings.js';

/*
 * The drawing thread's entry (decision 097): one message a job, one answer each, with the PDF's
 * bytes moved (not copied) back to the server's thread, or the error's message and stack. The
 * job's images (logo, stamp, signatures) arrive as Uint8Arrays, which PDFKit draws as it does
 * Buffers.
 */

export interface DrawMessage {
  id: number;
  job: PdfJob;
}

export type DrawAnswer =
  | { id: number; bytes: Uint8Array }
  | { id: number; error: { message: string; stack?: string } };

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (pdf-drawer.ts starts it).');

port.on('message', ({ id, job }: DrawMessage) => {
  drawJob(job).then(
    (bytes) => {
      // A Buffer carved from Node's shared pool cannot move: it is copied then.
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      port.postMessage(
        { id, bytes } satisfies DrawAnswer,
        own ? [bytes.buffer as ArrayBuffer] : [],
      );
    },
    (error: unknown) => {
      const { message, stack } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id, error: { message, stack } } satisfies DrawAnswer);
    },
  );
});
