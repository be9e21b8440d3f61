import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * A compressor for a streamed HTML page, chosen from the request's `Accept-Encoding` (Brotli
 * first, then gzip), or null when the browser accepts neither. Each chunk React writes is
 * flushed at once, so the streamed shell still reaches the browser before the rest; the levels
 * favour speed, since every page is compressed as it is rendered (the static assets were
 * compressed at their highest levels at build time).
 */
export function htmlCompressor(request: Request): { encoding: string; stream: Transform } | null {
  const accepted = acceptedEncodings(request.headers.get('accept-encoding') ?? '');
  if (accepted.has('br')) {
    return {
      encoding: 'br',
      stream: createBrotliCompress({
        flush: constants.BROTLI_OPERATION_FLUSH,
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
    };
  }
  if (accepted.has('gzip')) {
    return { encoding: 'gzip', stream: createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH }) };
  }
  return null;
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
