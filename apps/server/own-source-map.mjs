import { readFile, writeFile } from 'node:fs/promises';
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * A bundle's source map cut down to what a stack trace needs of the project's own code
 * (decision 091, then 092).
 *
 * `--enable-source-maps` makes Node parse the whole map the first time any stack trace is
 * formatted, and keep it: one array per segment (about 100 bytes each) for the life of the
 * process (Node's web streams format one stack in every process that streams a page). For the
 * server bundle that was 520,000 segments, 57 MiB of heap. Kept: the segments of the project's
 * sources (seven in ten pointed into node_modules, whose frames read as well in the bundle: its
 * identifiers are not minified), and of those only the first of each run leading to one
 * original line (a frame keeps its file and line, its column becomes the statement's start: a
 * third of the segments). Dropped besides: every source's text, which Node prints only beside an
 * uncaught exception (2.3 MB of strings).
 */
export function ownSourceMap(map, isOwn = (source) => !source.includes('node_modules/')) {
  const own = map.sources.map((source) => isOwn(source));
  const mappings = decode(map.mappings).map((line) => {
    let previous = null;
    return line.filter((segment) => {
      if (segment.length === 1 || !own[segment[1]]) return false;
      const original = `${segment[1]}:${segment[2]}`;
      if (original === previous) return false;
      previous = original;
      return true;
    });
  });
  const { sourcesContent: _text, ...rest } = map;
  return { ...rest, mappings: encode(mappings) };
}

/** Rewrites the map file `file` with its own code's segments only. */
export async function trimSourceMapFile(file) {
  const map = JSON.parse(await readFile(file, 'utf8'));
  await writeFile(file, JSON.stringify(ownSourceMap(map)));
}
