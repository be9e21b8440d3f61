import { Worker, type ResourceLimits } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.js';
import { PDF_WORKER } from '../../paths.js';
import type { PdfJob } from './drawings.js';
import type { DrawAnswer, DrawMessage } from './pdf-worker.js';

/*
 * The generated PDFs are drawn in a thread of their own (decision 097), one at a time in order:
 * - its heap is small, and V8 grows a small heap by 1.3 at most where it lets the server's grow
 *   up to fourfold: 200 certificates in a row left 100 MiB of garbage in the server's heap;
 * - drawing (10–40 ms of CPU a document) no longer holds up the server's other requests, and
 *   uses the second core;
 * - started on the first document, the thread ends a minute after the last one, and an idle
 *   thread does not keep the process alive.
 * A document that does not fit in the thread's heap ends it: the documents it was drawing are
 * refused (DOCUMENT_TOO_LARGE), and the next one starts another.
 */

export interface PdfDrawerOptions {
  /** The thread's heap. */
  limits: ResourceLimits;
  /** How long the thread waits for a next document before it ends. */
  idleMs: number;
}

const DEFAULTS: PdfDrawerOptions = {
  limits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 },
  idleMs: 60_000,
};

interface Pending {
  resolve: (bytes: Buffer) => void;
  reject: (error: unknown) => void;
}

export class PdfDrawer {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: PdfDrawerOptions = DEFAULTS) {}

  /** The job's PDF, drawn in the thread. */
  draw(job: PdfJob): Promise<Buffer> {
    const worker = this.running();
    const id = (this.lastId += 1);
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        worker.postMessage({ id, job } satisfies DrawMessage);
      } catch (error) {
        // Data that cannot cross (a function in the job): a mistake in the code.
        this.settle(id, () => reject(error));
      }
    });
  }

  /** Whether the thread runs now (tests). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  /** Ends the thread now; the documents it was drawing are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.stopped(worker, new Error('The PDF drawing thread was closed.'));
    await worker.terminate();
  }

  private running(): Worker {
    clearTimeout(this.idleTimer);
    if (this.worker) {
      this.worker.ref();
      return this.worker;
    }
    const worker = new Worker(PDF_WORKER, { resourceLimits: this.options.limits });
    worker.on('message', (answer: DrawAnswer) => this.answered(answer));
    worker.on('error', (error: Error & { code?: string }) =>
      this.stopped(
        worker,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new AppError('DOCUMENT_TOO_LARGE') : error,
      ),
    );
    worker.on('exit', (code) =>
      this.stopped(worker, new Error(`The PDF drawing thread exited (code ${code}).`)),
    );
    this.worker = worker;
    return worker;
  }

  private answered(answer: DrawAnswer): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.settle(answer.id, () => {
      if ('bytes' in answer) {
        const { buffer, byteOffset, byteLength } = answer.bytes;
        pending.resolve(Buffer.from(buffer, byteOffset, byteLength));
      } else {
        const error = new Error(answer.error.message);
        error.stack = answer.error.stack;
        pending.reject(error);
      }
    });
  }

  /** Forgets job `id` once `done` ran; the thread waits for another then, unreferenced. */
  private settle(id: number, done: () => void): void {
    this.pending.delete(id);
    done();
    if (this.pending.size > 0 || !this.worker) return;
    const worker = this.worker;
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker !== worker || this.pending.size > 0) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  /** The thread `worker` stopped or failed: its jobs are refused with `error`. */
  private stopped(worker: Worker, error: unknown): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    clearTimeout(this.idleTimer);
    const refused = [...this.pending.values()];
    this.pending.clear();
    for (const job of refused) job.reject(error);
  }
}

/** The server's drawing thread: shared by every app of the process, like a loaded library. */
export const pdfDrawer = new PdfDrawer();

/** A PDF drawn in the drawing thread. */
export function drawPdf(job: PdfJob): Promise<Buffer> {
  return pdfDrawer.draw(job);
}
