import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * runBundle in real processes, as the launcher runs it: a small CommonJS bundle (with a source
 * map) run once without a cache, then from the cache the first run wrote, then edited.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
let dir: string;
let bundle: string;

/** The bundle's source: its line numbers are asserted below. */
const SOURCE = [
  'const bundleApi = {',
  "  importOs: () => (globalThis as any)[Symbol.for('passerelle.import')]('node:os'),",
  '  fail() {',
  "    throw new Error('boom');",
  '  },',
  '};',
  '(globalThis as any).testBundle = bundleApi;',
].join('\n');

function buildBundle(extra = ''): void {
  const source = path.join(dir, 'source.ts');
  writeFileSync(source, `${SOURCE}\n${extra}\n`);
  buildSync({
    entryPoints: [source],
    outfile: bundle,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    sourcemap: true,
    minifyWhitespace: true,
    logLevel: 'silent',
  });
}

/** Runs the bundle in a new process through runBundle; what it saw, as JSON. */
function run(): { state: string; osLoaded: boolean; stack: string } {
  const driver = path.join(dir, 'driver.mts');
  writeFileSync(
    driver,
    `import { runBundle } from ${JSON.stringify(path.join(here, 'run-bundle.ts'))};
import { announceStarted } from ${JSON.stringify(path.join(here, 'started-event.ts'))};
const state = runBundle(${JSON.stringify(bundle)});
const api = (globalThis as any).testBundle;
const os = await api.importOs();
let stack = '';
try { api.fail(); } catch (error) { stack = (error as Error).stack ?? ''; }
announceStarted();
console.log(JSON.stringify({ state, osLoaded: typeof os.cpus === 'function', stack }));
`,
  );
  const output = execFileSync(
    process.execPath,
    ['--enable-source-maps', '--import', 'tsx', driver],
    { encoding: 'utf8', cwd: here },
  );
  return JSON.parse(output.trim().split('\n').pop()!) as ReturnType<typeof run>;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'passerelle-bundle-'));
  bundle = path.join(dir, 'server.cjs');
  buildBundle();
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('runBundle', () => {
  it('compiles without a cache, then writes one that the next start uses', () => {
    const first = run();
    expect(first.state).toBe('missing');
    expect(existsSync(`${bundle}.cache`)).toBe(true);
    expect(run().state).toBe('used');
  });

  it('refuses a cache made for another bundle and replaces it', () => {
    buildBundle('(globalThis as any).anotherBuild = true;');
    expect(run().state).toBe('refused');
    expect(run().state).toBe('used');
  });

  it('gives the bundle a working import() even when run from the cache', () => {
    const cached = run();
    expect(cached.state).toBe('used');
    expect(cached.osLoaded).toBe(true);
  });

  it("maps the bundle's stack frames to its sources", () => {
    const { stack } = run();
    expect(stack).toContain('Error: boom');
    expect(stack).toMatch(new RegExp(`at fail \\(${path.join(dir, 'source.ts')}:4:11\\)`));
  });
});
