import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownSourceMap, trimSourceMapFile } from '../apps/server/own-source-map.mjs';

let root;
let code;
let map;

/** The bundle's 0-based line and column of `text`. */
function positionOf(text) {
  const lines = code.split('\n');
  const line = lines.findIndex((candidate) => candidate.includes(text));
  return { line, column: lines[line].indexOf(text) };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'passerelle-map-'));
  mkdirSync(path.join(root, 'node_modules/lib'), { recursive: true });
  writeFileSync(
    path.join(root, 'node_modules/lib/index.js'),
    'export function libraryWork(n) {\n  return n * 2 + Math.floor(n / 3);\n}\n',
  );
  writeFileSync(
    path.join(root, 'main.js'),
    "import { libraryWork } from 'lib';\n\nexport function ownWork(n) {\n  return libraryWork(n) + 1;\n}\n",
  );
  await build({
    absWorkingDir: root,
    entryPoints: ['main.js'],
    outfile: 'out.cjs',
    bundle: true,
    format: 'cjs',
    platform: 'node',
    sourcemap: true,
    // As the server's build: a function's lines become one.
    minifyWhitespace: true,
  });
  code = readFileSync(path.join(root, 'out.cjs'), 'utf8');
  map = JSON.parse(readFileSync(path.join(root, 'out.cjs.map'), 'utf8'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('ownSourceMap: a bundle map cut down to the project’s own lines', () => {
  it('keeps the project’s sources and lines, without their text', () => {
    const trimmed = new SourceMap(ownSourceMap(map));
    const { line, column } = positionOf('libraryWork(n)+1');
    const entry = trimmed.findEntry(line, column);
    expect(entry.originalSource).toBe('main.js');
    expect(entry.originalLine).toBe(3);
    expect(map.sourcesContent.join('')).toContain('export function ownWork');
    expect(ownSourceMap(map)).not.toHaveProperty('sourcesContent');
  });

  it('keeps one segment for each original line of a generated line', () => {
    const { line } = positionOf('libraryWork(n)+1');
    const own = map.sources.indexOf('main.js');
    const segments = (mappings) => decode(mappings)[line].filter((s) => s[1] === own);
    const before = segments(map.mappings);
    const after = segments(ownSourceMap(map).mappings);
    expect(before.length).toBeGreaterThan(new Set(before.map((s) => s[2])).size);
    expect(after.map((s) => s[2])).toEqual([...new Set(before.map((s) => s[2]))]);
  });

  it('drops the libraries’ segments and text, which the whole map had', () => {
    const { line, column } = positionOf('n*2');
    expect(new SourceMap(map).findEntry(line, column).originalSource).toBe(
      'node_modules/lib/index.js',
    );
    const trimmed = ownSourceMap(map);
    const entry = new SourceMap(trimmed).findEntry(line, column);
    expect(entry.originalSource).not.toBe('node_modules/lib/index.js');
    expect(trimmed.mappings.length).toBeLessThan(map.mappings.length);
  });

  it('rewrites a map file in place', async () => {
    const file = path.join(root, 'copy.cjs.map');
    writeFileSync(file, JSON.stringify(map));
    await trimSourceMapFile(file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(ownSourceMap(map));
  });
});
