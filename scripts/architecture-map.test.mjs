// docs/architecture.md's map of the code, held to the code: every server module, web feature and
// shared folder it names exists, every one that exists is named, and the files it names in the
// server's tables are there. A folder added or removed without its line in the map fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** The lines of the section that starts with `heading` (up to the next heading of its level). */
function section(heading) {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`docs/architecture.md has no heading "${heading}"`);
  const level = heading.match(/^#+/)[0].length;
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && line.match(/^#+/)[0].length <= level,
  );
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The first cells of a table's rows, in a section, after the header row matching `header`. */
function firstCells(lines, header) {
  const at = lines.findIndex((line) => line.startsWith('|') && header.test(line));
  if (at < 0) throw new Error(`no table whose header matches ${header}`);
  const cells = [];
  for (const line of lines.slice(at + 2)) {
    if (!line.startsWith('|')) break;
    cells.push(line.split('|')[1].trim());
  }
  return cells;
}

/** The `code` spans of a text. */
const codeSpans = (text) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

const folders = (path) =>
  readdirSync(join(root, path))
    .filter((name) => statSync(join(root, path, name)).isDirectory())
    .sort();

/** Every file below a folder, as paths relative to it. */
function filesBelow(path) {
  const found = [];
  const walk = (relative) => {
    for (const name of readdirSync(join(root, path, relative))) {
      const child = relative ? `${relative}/${name}` : name;
      if (statSync(join(root, path, child)).isDirectory()) walk(child);
      else found.push(child);
    }
  };
  walk('');
  return found;
}

const serverModules = section('### Server modules (`apps/server/src/modules/`)');
const moduleRows = serverModules.filter((line) => /^\| `[a-z-]+` \|/.test(line));
const namedModules = moduleRows.map((line) => codeSpans(line.split('|')[1])[0]);

describe('docs/architecture.md, the map of the code', () => {
  it('names every server module once, and only modules that exist', () => {
    expect([...namedModules].sort()).toEqual(folders('apps/server/src/modules'));
  });

  it("names in each module's row only files of that module", () => {
    const missing = [];
    for (const row of moduleRows) {
      const [, nameCell, ownsCell] = row.split('|');
      const name = codeSpans(nameCell)[0];
      const files = filesBelow(`apps/server/src/modules/${name}`);
      for (const span of codeSpans(ownsCell)) {
        if (!/\.tsx?$/.test(span) || /[/*]/.test(span)) continue;
        if (!files.some((file) => file === span || file.endsWith(`/${span}`))) {
          missing.push(`${name}: ${span}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names server infrastructure files and folders that exist', () => {
    const cells = firstCells(section('### Server infrastructure'), /^\| folder \| what \|/);
    const missing = cells
      .flatMap(codeSpans)
      .filter((span) => span.includes('/') && !span.includes(' '))
      .map((span) => span.replace(/^src\//, ''))
      .filter((path) => !existsSync(join(root, 'apps/server/src', path)));
    expect(missing).toEqual([]);
  });

  it('names every plugin of the server', () => {
    const text = section('### Server infrastructure').join('\n');
    const unnamed = readdirSync(join(root, 'apps/server/src/plugins'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => !text.includes(`plugins/${name}`));
    expect(unnamed).toEqual([]);
  });

  it('names every web feature once, and only features that exist', () => {
    const cells = firstCells(section('### Web (`apps/web/app/`)'), /^\| feature \(`features\/`\)/);
    expect(cells.map((cell) => codeSpans(cell)[0]).sort()).toEqual(
      folders('apps/web/app/features'),
    );
  });

  it('names every folder of the shared package, and only folders that exist', () => {
    const cells = firstCells(section('### Shared (`packages/shared/src/`)'), /^\| folder \| what/);
    const named = cells
      .flatMap(codeSpans)
      .filter((span) => span.endsWith('/'))
      .map((span) => span.slice(0, -1));
    expect(named.sort()).toEqual(folders('packages/shared/src'));
  });
});
