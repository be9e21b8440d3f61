import { resolve } from 'node:path';
import type { Config } from '../config.js';
import { PGLITE_TEMPLATE } from '../paths.js';
import type { DatabaseHandle } from './handle.js';

export type { Database, DatabaseHandle } from './handle.js';

/** How often a running portal refreshes PGlite's statistics (ANALYZE takes about a second). */
export const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `handle.analyze()` every `intervalMs` (the timer does not keep the process alive);
 * returns the function that stops it. A failure is reported, never thrown.
 */
export function scheduleAnalyze(
  handle: Pick<DatabaseHandle, 'analyze'>,
  onError: (error: unknown) => void,
  intervalMs = ANALYZE_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    handle.analyze().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite (locked); a new
 * PGlite database starts as a copy of `pgliteTemplate` when there is one (db/pglite.ts). Only the
 * driver in use is loaded (decision 025).
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  { pgliteTemplate = PGLITE_TEMPLATE }: { pgliteTemplate?: string } = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(config.DATABASE_URL);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite(resolve(config.DATA_DIR), pgliteTemplate);
}
