import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash } from './source-hash.mjs';

let root;
const write = (file, content) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};
const INPUTS = ['apps/server', 'packages/shared', 'package-lock.json'];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'passerelle-hash-'));
  write('apps/server/src/main.ts', 'main');
  write('apps/server/src/main.test.ts', 'test');
  write('packages/shared/src/index.ts', 'shared');
  write('package-lock.json', '{}');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('sourceHash: what makes `npm start` rebuild', () => {
  it('changes when a source, a shared source or the lockfile changes, or a source is added', () => {
    const before = sourceHash(root, INPUTS);
    expect(sourceHash(root, INPUTS)).toBe(before);
    for (const [file, content] of [
      ['apps/server/src/main.ts', 'main changed'],
      ['packages/shared/src/index.ts', 'shared changed'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['apps/server/src/new.ts', 'new'],
    ]) {
      const previous = sourceHash(root, INPUTS);
      write(file, content);
      expect(sourceHash(root, INPUTS), file).not.toBe(previous);
    }
  });

  it('tells a renamed file from the same content under its old name', () => {
    const before = sourceHash(root, INPUTS);
    rmSync(path.join(root, 'apps/server/src/main.ts'));
    write('apps/server/src/start.ts', 'main');
    expect(sourceHash(root, INPUTS)).not.toBe(before);
  });

  it('ignores outputs, dependencies, caches and tests', () => {
    const before = sourceHash(root, INPUTS);
    write('apps/server/dist/server.cjs', 'compiled');
    write('apps/server/node_modules/x/index.js', 'dependency');
    write('apps/server/src/test/helpers.ts', 'test helper');
    write('apps/server/src/main.test.ts', 'test changed');
    write('apps/server/vitest.config.ts', 'config');
    expect(sourceHash(root, INPUTS)).toBe(before);
  });
});
