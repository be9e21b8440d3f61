import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The web app's layers (docs/architecture.md, decision 022): routes and layouts compose features;
 * a feature never imports another feature, nor a route or layout; admin-kit/, components/ and
 * lib/ never import features/, routes/ or layouts/; components/ and lib/ sit below admin-kit/.
 * eslint.config.js (`boundaries/dependencies`) says the same on every save; this test reads every
 * module of app/ (tests included) for static imports, re-exports, `import()` and `vi.mock()`, so
 * a dependency that only loads later is caught too, and no two features can form a cycle.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const APP = path.join(here, '../app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a source names: imports, re-exports, `import()`, `vi.mock()`. */
function specifiersOf(source: string): string[] {
  const found = ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
  for (const match of source.matchAll(/\bvi\.(?:mock|doMock|importActual)\(\s*['"]([^'"]+)['"]/g)) {
    found.push(match[1]!);
  }
  return found;
}

/** The app-relative path of the module a specifier reaches, or null outside app/. */
function resolve(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('~/')) target = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  const isFile = (candidate: string) => existsSync(candidate) && statSync(candidate).isFile();
  const found = [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ].find(isFile);
  const relative = path.relative(APP, found ?? target);
  return relative.startsWith('..') ? null : relative;
}

type Layer =
  | { kind: 'feature'; name: string }
  | { kind: 'routes' | 'layouts' | 'admin-kit' | 'components' | 'lib' | 'other' };

function layerOf(appPath: string): Layer {
  const [top, second] = appPath.split(path.sep);
  if (top === 'features' && second) return { kind: 'feature', name: second };
  if (
    top === 'routes' ||
    top === 'layouts' ||
    top === 'admin-kit' ||
    top === 'components' ||
    top === 'lib'
  ) {
    return { kind: top };
  }
  return { kind: 'other' };
}

/** Why `from` may not import `to`, or null when it may. */
function breach(from: Layer, to: Layer): string | null {
  if (from.kind === 'feature') {
    if (to.kind === 'feature' && to.name !== from.name) return 'a feature imports another feature';
    if (to.kind === 'routes' || to.kind === 'layouts') return 'a feature imports a route or layout';
  }
  if (from.kind === 'admin-kit' || from.kind === 'components' || from.kind === 'lib') {
    if (to.kind === 'feature' || to.kind === 'routes' || to.kind === 'layouts') {
      return `${from.kind}/ imports ${to.kind === 'feature' ? 'a feature' : `${to.kind}/`}`;
    }
  }
  if ((from.kind === 'components' || from.kind === 'lib') && to.kind === 'admin-kit') {
    return `${from.kind}/ imports admin-kit/`;
  }
  return null;
}

function breaches(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(APP)) {
    const from = path.relative(APP, file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const to = resolve(file, specifier);
      if (to && breach(layerOf(from), layerOf(to))) {
        found.add(`${from.split(path.sep).join('/')} -> ${to.split(path.sep).join('/')}`);
      }
    }
  }
  return [...found].sort();
}

describe('web layers', () => {
  it('reads every kind of import', () => {
    const source = [
      "import { a } from '~/features/a/x';",
      "import type { B } from './b';",
      "export { c } from '../c';",
      "import '~/lib/side-effect';",
      "const d = () => import('~/features/d/lazy');",
      "vi.mock('~/features/e/mocked', () => ({}));",
    ].join('\n');
    expect(specifiersOf(source).sort()).toEqual(
      [
        '~/features/a/x',
        './b',
        '../c',
        '~/lib/side-effect',
        '~/features/d/lazy',
        '~/features/e/mocked',
      ].sort(),
    );
  });

  it('tells which dependencies break a layer', () => {
    const feature = (name: string): Layer => ({ kind: 'feature', name });
    expect(breach(feature('users'), feature('users'))).toBeNull();
    expect(breach(feature('users'), feature('registrations'))).toBe(
      'a feature imports another feature',
    );
    expect(breach(feature('users'), { kind: 'routes' })).toBe(
      'a feature imports a route or layout',
    );
    expect(breach(feature('users'), { kind: 'admin-kit' })).toBeNull();
    expect(breach({ kind: 'routes' }, feature('users'))).toBeNull();
    expect(breach({ kind: 'layouts' }, feature('navigation'))).toBeNull();
    expect(breach({ kind: 'components' }, feature('users'))).toBe('components/ imports a feature');
    expect(breach({ kind: 'lib' }, { kind: 'admin-kit' })).toBe('lib/ imports admin-kit/');
    expect(breach({ kind: 'admin-kit' }, { kind: 'components' })).toBeNull();
    expect(layerOf(path.join('features', 'users', 'users-table.tsx'))).toEqual(feature('users'));
  });

  it('has no import across features or up the layers (so no cycle between features)', () => {
    const found = breaches();
    expect(found).toEqual([]);
  });
});
