import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`), from which the files read at run time are found.
 * This module is `apps/server/src/paths.ts` when run from the sources (tsx, Vitest) and part of a
 * file of `apps/server/dist/` once compiled (build.mjs puts every output file there, chunks
 * included): one level below the package either way.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The SQL migrations, read at every start (they stay in the sources: drizzle-kit writes them). */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src', 'db', 'migrations');

/** The web app (apps/web): its build in production, its sources under Vite in development. */
export const WEB_ROOT = path.join(SERVER_ROOT, '..', 'web');

/**
 * The embedded database's template: a data directory right after initdb and the migrations,
 * made by build.mjs. It sits beside the running code, so only the compiled server (`dist/`) has
 * one; run from the sources (`npm run dev`, tests), a new database is made by initdb.
 */
export const PGLITE_TEMPLATE = fileURLToPath(new URL('./pglite-template', import.meta.url));

/**
 * The generated PDFs' drawing thread (decision 097): `dist/pdf-worker.cjs` (build.mjs) beside the
 * compiled server, or its TypeScript source through tsx when the server runs from the sources.
 */
export const PDF_WORKER = new URL(
  import.meta.url.endsWith('.ts')
    ? './modules/documents/pdf-worker-from-sources.mjs'
    : './pdf-worker.cjs',
  import.meta.url,
);
