import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyTree } from './copy-tree.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'passerelle-copy-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('copyTree', () => {
  it('copies nested folders, empty ones included, with the files’ contents', async () => {
    mkdirSync(path.join(dir, 'from/base/1/deep'), { recursive: true });
    mkdirSync(path.join(dir, 'from/empty'));
    writeFileSync(path.join(dir, 'from/PG_VERSION'), '17\n');
    writeFileSync(path.join(dir, 'from/base/1/deep/page'), Buffer.from([0, 1, 2, 255]));

    await copyTree(path.join(dir, 'from'), path.join(dir, 'to'));

    expect(readFileSync(path.join(dir, 'to/PG_VERSION'), 'utf8')).toBe('17\n');
    expect([...readFileSync(path.join(dir, 'to/base/1/deep/page'))]).toEqual([0, 1, 2, 255]);
    expect(() => readFileSync(path.join(dir, 'to/empty'))).toThrow(/EISDIR/);
  });

  it('refuses what is neither a file nor a folder', async () => {
    mkdirSync(path.join(dir, 'from'));
    symlinkSync('/etc/hostname', path.join(dir, 'from/link'));
    await expect(copyTree(path.join(dir, 'from'), path.join(dir, 'to'))).rejects.toThrow(
      /files and folders only/,
    );
  });
});
