import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';

import { htmlCompressor } from './html-compression.server';

const requestAccepting = (encoding: string) =>
  new Request('http://localhost/', { headers: { 'accept-encoding': encoding } });

/** Everything `output` sends until it ends. */
function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

describe('htmlCompressor', () => {
  it('chooses Brotli, then gzip, else none', () => {
    expect(htmlCompressor(requestAccepting('gzip, deflate, br'))?.encoding).toBe('br');
    expect(htmlCompressor(requestAccepting('gzip, br;q=0'))?.encoding).toBe('gzip');
    expect(htmlCompressor(requestAccepting('identity'))).toBeNull();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('hands the %s compressor one buffer a batch, and the page whole', async (name, decode) => {
    const compressor = htmlCompressor(requestAccepting(name))!;
    const writes = vi.spyOn(compressor.output, 'write');
    const sent = collect(compressor.output);
    const pieces = Array.from({ length: 40 }, (_, index) => `<p>paragraphe ${index}</p>`);
    for (const piece of pieces.slice(0, 30)) compressor.input.write(Buffer.from(piece));
    compressor.input.flush();
    for (const piece of pieces.slice(30)) compressor.input.write(new TextEncoder().encode(piece));
    compressor.input.end();
    const page = decode(await sent).toString();
    expect(page).toBe(pieces.join(''));
    // zlib's own flush is a write of nothing: the pieces went in two writes, not forty.
    const batches = writes.mock.calls.filter(([chunk]) => (chunk as Buffer).length > 0);
    expect(batches).toHaveLength(2);
  });

  it.each([
    ['br', createBrotliDecompress],
    ['gzip', createGunzip],
  ])('sends a %s batch on as soon as React flushes it', async (name, decoder) => {
    const compressor = htmlCompressor(requestAccepting(name))!;
    const decoded = decoder();
    compressor.output.pipe(decoded);
    const received = new Promise<string>((resolve) =>
      decoded.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    compressor.input.write(Buffer.from('<html><body>le début'));
    compressor.input.flush();
    // The page is not over: only the flush can have sent its beginning.
    expect(await received).toBe('<html><body>le début');
    compressor.input.end();
  });

  it('fails its input when the compressor fails', async () => {
    const compressor = htmlCompressor(requestAccepting('gzip'))!;
    const failed = new Promise((resolve) => compressor.input.once('error', resolve));
    compressor.output.destroy(new Error('zlib is broken'));
    expect(await failed).toMatchObject({ message: 'zlib is broken' });
  });
});
