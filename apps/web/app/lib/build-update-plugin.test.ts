// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type UserConfig } from 'vite';
import { buildMeta } from '../../build-meta';

// The Vite plugin of apps/web/build-meta.ts, exercised by real Vite builds of a tiny app.

let root: string;

async function viteBuild(config: UserConfig) {
  await build({ root, configFile: false, logLevel: 'silent', ...config });
}

async function readText(path: string) {
  return readFile(join(root, path), 'utf8');
}

describe('buildMeta() Vite plugin', () => {
  const savedEnv = { ...process.env };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'build-meta-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html lang="fr"><body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(join(root, 'main.js'), 'document.title = import.meta.env.VITE_BUILD_ID;\n');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
    process.env = { ...savedEnv };
    // The web project's shared setup clears window storages after each test.
    const storage = { clear: () => undefined };
    Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('emits builds/latest.json and builds/meta/{id}.json into the client output', async () => {
    await viteBuild({ plugins: [buildMeta({ id: 'build-42', timestamp: 1_700_000_000_000 })] });

    expect(JSON.parse(await readText('dist/builds/latest.json'))).toEqual({
      id: 'build-42',
      timestamp: 1_700_000_000_000,
    });
    expect(JSON.parse(await readText('dist/builds/meta/build-42.json'))).toEqual({
      id: 'build-42',
      timestamp: 1_700_000_000_000,
    });
  });

  it('compiles the build id into the client code as import.meta.env.VITE_BUILD_ID', async () => {
    await viteBuild({ plugins: [buildMeta({ id: 'build-42' })] });
    const assets = await readdir(join(root, 'dist/assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    expect(script).toBeDefined();
    const code = await readText(`dist/assets/${script}`);
    expect(code).toMatch(/[`"']build-42[`"']/);
    expect(code).not.toContain('VITE_BUILD_ID');
  });

  it('writes nothing into the server build', async () => {
    await viteBuild({
      plugins: [buildMeta({ id: 'build-42' })],
      build: { ssr: 'main.js', outDir: 'server' },
    });
    const files = await readdir(join(root, 'server'), { recursive: true });
    expect(files.some((name) => String(name).includes('builds'))).toBe(false);
  });

  it('gives the client and server runs of one build the same id', async () => {
    delete process.env.BUILD_ID;
    delete process.env.PASSERELLE_BUILD_ID;
    delete process.env.PASSERELLE_BUILD_TIMESTAMP;
    // React Router loads the Vite config once per run: two plugin instances.
    await viteBuild({ plugins: [buildMeta()] });
    await viteBuild({ plugins: [buildMeta()], build: { ssr: 'main.js', outDir: 'server' } });

    const latest = JSON.parse(await readText('dist/builds/latest.json')) as { id: string };
    expect(latest.id).toMatch(/^[\w.-]+$/);
    const serverFiles = await readdir(join(root, 'server'));
    const serverCode = await readText(`server/${serverFiles.find((f) => /\.m?js$/.test(f))}`);
    expect(serverCode).toContain(latest.id);
  });

  it('takes BUILD_ID from the environment and rejects an unsafe one', async () => {
    delete process.env.PASSERELLE_BUILD_ID;
    process.env.BUILD_ID = 'v1.2.3';
    await viteBuild({ plugins: [buildMeta()] });
    expect(JSON.parse(await readText('dist/builds/latest.json'))).toMatchObject({ id: 'v1.2.3' });

    await expect(viteBuild({ plugins: [buildMeta({ id: '../evil' })] })).rejects.toThrow(
      'Invalid build id "../evil"',
    );
  });
});
