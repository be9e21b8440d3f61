// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the client build, once
// at build time at the highest levels, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on each request. The gzip copy comes
// from Zopfli: still plain gzip for every client, 3 to 4 % smaller than zlib's level 9
// (decision 018). Zopfli is slow (some 15 s for the whole build on one core), so the files are
// shared among one worker per core.
import { availableParallelism } from 'node:os';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants } from 'node:zlib';

import { gzipAsync } from '@gfx/zopfli';

const CLIENT_DIR = fileURLToPath(new URL('../build/client', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|webmanifest)$/;
/**
 * Below this size the headers cost more than compression saves. (From 512 bytes a script loses
 * some 40 % compressed: rolldown's runtime helpers, 726 bytes, go out in 429; decision 018.)
 */
const MIN_BYTES = 512;
/** Zopfli's passes: 5 give nearly all of what 15 (its default) give, in half the time. */
const ZOPFLI_ITERATIONS = 5;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses `files`; returns their sizes before and after Brotli. */
async function compress(files) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const content = await readFile(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${file}.br`, brotli);
    await writeFile(`${file}.gz`, await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS }));
    before += content.length;
    after += brotli.length;
  }
  return { before, after };
}

function inWorker(files) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: files });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`precompress worker: ${code}`)));
  });
}

if (isMainThread) {
  const sized = [];
  for await (const file of filesUnder(CLIENT_DIR)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const { size } = await stat(file);
    if (size >= MIN_BYTES) sized.push({ file, size });
  }
  // Largest first, dealt in turn, so that the workers finish together.
  const files = sized.sort((a, b) => b.size - a.size).map(({ file }) => file);
  const workers = Math.max(1, Math.min(availableParallelism(), 4));
  const shares = Array.from({ length: workers }, (_, i) =>
    files.filter((_, j) => j % workers === i),
  );
  const results = await Promise.all(shares.map(inWorker));
  const before = results.reduce((sum, r) => sum + r.before, 0);
  const after = results.reduce((sum, r) => sum + r.after, 0);
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`precompress: ${files.length} files, ${kib(before)} → ${kib(after)} with Brotli`);
} else {
  parentPort.postMessage(await compress(workerData));
}
