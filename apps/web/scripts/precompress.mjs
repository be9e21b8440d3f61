// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the client build, once
// at build time at the highest levels, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CLIENT_DIR = fileURLToPath(new URL('../build/client', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|webmanifest)$/;
/**
 * Below this size the headers cost more than compression saves. (From 512 bytes a script loses
 * some 40 % compressed: rolldown's runtime helpers, 726 bytes, go out in 429; decision 018.)
 */
const MIN_BYTES = 512;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of filesUnder(CLIENT_DIR)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
  before += content.length;
  after += brotli.length;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`precompress: ${count} files, ${kib(before)} → ${kib(after)} with Brotli`);
