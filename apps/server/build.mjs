/**
 * Compiles the server to plain JavaScript: `src/main.ts` and everything it imports, the
 * `@passerelle/shared` sources included (its exports point at TypeScript), bundled by esbuild into
 * `dist/main.js` and its chunks (`npm start` runs it: no TypeScript compiler at run time). The
 * packages of node_modules stay external, loaded by Node as they are. Dynamic imports stay lazy
 * (their own chunks). Every output file lands in `dist/` itself, one level below the package, which
 * is what `src/paths.ts` counts on to find the migrations and the web build.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@passerelle/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'make-pglite-template': 'src/db/make-pglite-template.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // No comments, blanks or dead code: less to parse, and one non-Latin-1 character in a comment
  // would make V8 keep the whole file's source in two bytes per character. Identifiers are kept
  // (stack traces and Fastify's plugin names use them); source maps lead back to src/.
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
console.log(
  `server: ${outputs.map(([file, output]) => `${path.relative(root, path.resolve(root, file))} ${kib(output.bytes)}`).join(', ')}`,
);

// The embedded database's template, made by the compiled code itself (src/paths.ts puts it there).
execFileSync(process.execPath, [path.join(outdir, 'make-pglite-template.js')], {
  stdio: 'inherit',
});
console.log('server: dist/pglite-template/ (initdb and migrations of a new embedded database)');
