// The lint's type-aware rules and its import cycle rule run in oxlint (.oxlintrc.json, decisions
// 057 and 074): each is held by a violation planted in a throwaway TypeScript project linted with
// the repository's own config.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'passerelle-oxlint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', lib: ['es2022'] },
    include: ['*.ts'],
  }),
  'floating.ts': 'async function save() {}\nexport function click() {\n  save();\n}\n',
  'misused.ts':
    'async function save() {}\nexport function all(ids: number[]) {\n  ids.forEach(async () => {\n    await save();\n  });\n}\n',
  // A cycle through the `.js` specifiers TypeScript files import each other by.
  'cycle-a.ts': "import { b } from './cycle-b.js';\nexport const a = () => b;\n",
  'cycle-b.ts': "import { a } from './cycle-a.js';\nexport const b = () => a;\n",
  'clean.ts':
    'async function save() {}\nexport async function click() {\n  await save();\n  void save();\n}\n',
};

interface Diagnostic {
  code: string;
  filename: string;
}

async function lint(): Promise<Diagnostic[]> {
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
  const oxlint = join(root, 'node_modules/.bin/oxlint');
  const args = ['-c', join(root, '.oxlintrc.json'), '--type-aware', '--format', 'json', '.'];
  // oxlint exits 1 when it finds an error: the report is on stdout either way.
  const { stdout } = await promisify(execFile)(oxlint, args, { cwd: dir }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe("oxlint's rules", () => {
  it('fail a floating promise, an async callback where a plain one is expected and an import cycle, not clean code', async () => {
    const found = (await lint()).map(({ code, filename }) => `${filename} ${code}`).sort();
    expect(found).toEqual([
      'cycle-a.ts import(no-cycle)',
      'cycle-b.ts import(no-cycle)',
      'floating.ts typescript(no-floating-promises)',
      'misused.ts typescript(no-misused-promises)',
    ]);
  }, 60_000);
});
