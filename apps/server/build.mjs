/**
 * Compiles the server to plain JavaScript (no TypeScript compiler at run time), in `dist/`:
 * - `server.cjs`: `src/main.ts` and everything it imports, the `@passerelle/shared` sources and
 *   most packages included, in one CommonJS file, so that V8 can cache its compiled code from one
 *   start to the next (decision 027). The packages of `LEFT_OUT` stay in node_modules, loaded by
 *   Node when first used;
 * - `main.cjs`: the launcher `npm start` runs (src/launcher.ts), which runs `server.cjs` from that
 *   cache;
 * - `make-pglite-template.cjs`, run below, and the template it writes;
 * - `pdf-worker.cjs`: the thread that draws the generated PDFs (decision 097);
 * - `backup.cjs` and `restore.cjs`, what `npm run backup` and `npm run restore` run: an operator's
 *   command starts in a fraction of the time tsx takes to compile the sources first.
 * Every output file lands in `dist/` itself, one level below the package, which is what
 * `src/paths.ts` counts on to find the migrations and the web build.
 */
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { trimSourceMapFile } from './own-source-map.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

/**
 * Packages the bundle leaves in node_modules: native code or files found beside the package
 * (PGlite's WebAssembly, sharp, argon2, koffi, swagger-ui's pages), ES modules shared with the
 * web app's server build (one react-router for both), packages only a few requests need, loaded
 * then, and the S3 client, loaded at start only when FILE_STORAGE=s3.
 */
const LEFT_OUT = [
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
  '@fastify/middie',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  '@react-router/node',
  'ipx',
  'koffi',
  'nodemailer',
  'pg-native',
  'pizzip',
  'react',
  'react-dom',
  'react-router',
  'sanitize-html',
  'sharp',
  'vite',
];

const leftOut = {
  name: 'left-out-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      const external = LEFT_OUT.some(
        (name) => args.path === name || args.path.startsWith(`${name}/`),
      );
      return external ? { path: args.path, external: true } : undefined;
    });
  },
};

/** What every output shares: CommonJS for Node 20, with `import.meta.url` kept meaningful. */
const common = {
  absWorkingDir: root,
  outdir,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: "var __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  // No comments, blanks or dead code: less to parse, and one non-Latin-1 character in a comment
  // would make V8 keep the whole file's source in two bytes per character. Identifiers are not
  // minified, so functions keep their names, but for the few the bundle renames (`plugin2`);
  // source maps lead back to src/. No `keepNames`: its `__name()` runs each time a named closure
  // is made, a request's hooks included (the session check: 0.17–0.21 → 0.12–0.18 ms of CPU,
  // decision 074). Nothing reads a function's name: Fastify's plugins and our errors name
  // themselves.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
};

await rm(outdir, { recursive: true, force: true });
const results = await Promise.all([
  build({
    ...common,
    entryPoints: {
      server: 'src/main.ts',
      'make-pglite-template': 'src/db/make-pglite-template.ts',
      'pdf-worker': 'src/modules/documents/pdf-worker.ts',
      backup: 'src/cli/backup.ts',
      restore: 'src/cli/restore.ts',
    },
    plugins: [leftOut],
  }),
  build({ ...common, entryPoints: { main: 'src/launcher.ts' } }),
]);

const outputs = results
  .flatMap((result) => Object.entries(result.metafile.outputs))
  .filter(([file]) => file.endsWith('.cjs'));
// A character beyond Latin-1 makes V8 hold the whole bundle's source in two bytes a character
// (7.7 MiB instead of 3.9 for server.cjs): esbuild escapes strings, not regular expressions nor
// tagged templates, so those are written with `\u` escapes.
for (const [file] of outputs) {
  const code = await readFile(path.resolve(root, file), 'utf8');
  const at = code.search(/[\u0100-\uffff]/);
  if (at >= 0) {
    throw new Error(
      `${file} holds a character beyond Latin-1 (write it as a \\u escape): …${code.slice(Math.max(0, at - 60), at + 20)}…`,
    );
  }
}
// Node parses a map whole and keeps it once a stack is formatted: the project's code only.
await Promise.all(outputs.map(([file]) => trimSourceMapFile(path.resolve(root, `${file}.map`))));
const kib = (bytes) => `${Math.round(bytes / 1024)} KiB`;
console.log(
  `server: ${outputs.map(([file, output]) => `${path.relative(root, path.resolve(root, file))} ${kib(output.bytes)}`).join(', ')}`,
);

// The embedded database's template, made by the compiled code itself (src/paths.ts puts it there).
execFileSync(process.execPath, [path.join(outdir, 'make-pglite-template.cjs')], {
  stdio: 'inherit',
});
console.log('server: dist/pglite-template/ (initdb and migrations of a new embedded database)');
