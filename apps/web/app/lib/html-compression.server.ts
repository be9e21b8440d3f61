import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

/*
 * Pages are compressed as they are rendered (the static assets were compressed at their highest
 * levels at build time), so the levels favour speed: Brotli 5, gzip 6. Brotli's window is 256 KiB
 * rather than its default 4 MiB: a page is smaller than that, and each page's compressor would
 * otherwise map and unmap the larger one (0.96–1.10 against 1.20–1.27 ms of CPU for a 106 KB
 * page, the same bytes out; decision 095).
 */
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP = { level: 6 };

type Compressor = BrotliCompress | Gzip;

/** A streamed page's compression: React writes into `input`, the bytes come out of `output`. */
export interface HtmlCompressor {
  encoding: string;
  /** React's destination: its `flush()` ends a batch. */
  input: Writable & { flush(): void };
  output: Compressor;
}

/**
 * A compressor for a streamed HTML page, chosen from the request's `Accept-Encoding` (Brotli
 * first, then gzip), or null when the browser accepts neither. React calls `flush()` at the end
 * of each batch it writes, so the streamed shell still reaches the browser before the rest,
 * without a flush of every small chunk (which cost more than the rendering itself, issue 24).
 */
export function htmlCompressor(request: Request): HtmlCompressor | null {
  const encoding = chosenEncoding(request);
  if (!encoding) return null;
  const output = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  return { encoding, input: new Batches(output), output };
}

/**
 * Gathers what React writes (pieces of about 2 KB) and hands the compressor one buffer a batch,
 * at React's `flush()`: each write to a compressor is a task on libuv's thread pool and a
 * callback back (a page of 40 pieces: 1.9–2.2 ms of CPU written piece by piece, 0.47–0.56 ms a
 * batch at a time; decision 095).
 */
class Batches extends Writable {
  private pieces: Buffer[] = [];

  constructor(private readonly compressor: Compressor) {
    super();
    compressor.once('error', (error) => this.destroy(error));
  }

  override _write(piece: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.pieces.push(piece);
    done();
  }

  /** React's end of a batch: what it wrote goes to the compressor, which sends it on. */
  flush(): void {
    this.handOver();
    this.compressor.flush();
  }

  override _final(done: () => void): void {
    this.handOver();
    this.compressor.end(done);
  }

  private handOver(): void {
    if (this.pieces.length === 0) return;
    const batch = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces);
    this.pieces = [];
    this.compressor.write(batch);
  }
}

/** A whole page compressed for `request` at once (a page kept by the server, decision 068). */
export async function compressedHtml(
  request: Request,
  html: string,
): Promise<{ encoding: string | null; body: Buffer | string }> {
  const encoding = chosenEncoding(request);
  if (encoding === 'br') return { encoding, body: await promisify(brotliCompress)(html, BROTLI) };
  if (encoding === 'gzip') return { encoding, body: await promisify(gzip)(html, GZIP) };
  return { encoding: null, body: html };
}

function chosenEncoding(request: Request): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(request.headers.get('accept-encoding') ?? '');
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** The codings of an Accept-Encoding header that are not refused with `q=0`. */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}
