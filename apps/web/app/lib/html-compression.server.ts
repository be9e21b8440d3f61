import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/*
 * Pages are compressed as they are rendered (the static assets were compressed at their highest
 * levels at build time), so the levels favour speed: Brotli 5, gzip 6.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };

/**
 * A compressor for a streamed HTML page, chosen from the request's `Accept-Encoding` (Brotli
 * first, then gzip), or null when the browser accepts neither. React calls its `flush()` at the
 * end of each batch it writes, so the streamed shell still reaches the browser before the rest,
 * without a flush of every small chunk (which cost more than the rendering itself, issue 24).
 */
export function htmlCompressor(request: Request): { encoding: string; stream: Transform } | null {
  const encoding = chosenEncoding(request);
  if (encoding === 'br') return { encoding, stream: createBrotliCompress(BROTLI) };
  if (encoding === 'gzip') return { encoding, stream: createGzip(GZIP) };
  return null;
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
