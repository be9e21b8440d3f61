import { readFile, writeFile } from 'node:fs/promises';
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * A bundle's source map cut down to the project's own code (decision 091).
 *
 * `--enable-source-maps` makes Node parse the whole map the first time any stack trace is
 * formatted, and keep it: for the server bundle, 520,000 segments held as as many arrays, about
 * 57 MiB of heap for the life of the process (Node's web streams format one stack in every
 * process that streams a page). Seven in ten segments point into node_modules, whose frames an
 * operator reads as well in the bundle itself (identifiers are not minified). Kept: the segments
 * of the project's sources and their text; dropped: the others, and the libraries' text.
 */
export function ownSourceMap(map, isOwn = (source) => !source.includes('node_modules/')) {
  const own = map.sources.map((source) => isOwn(source));
  const mappings = decode(map.mappings).map((line) =>
    line.filter((segment) => segment.length > 1 && own[segment[1]]),
  );
  return {
    ...map,
    mappings: encode(mappings),
    sourcesContent: map.sourcesContent?.map((content, index) => (own[index] ? content : null)),
  };
}

/** Rewrites the map file `file` with its own code's segments only. */
export async function trimSourceMapFile(file) {
  const map = JSON.parse(await readFile(file, 'utf8'));
  await writeFile(file, JSON.stringify(ownSourceMap(map)));
}
