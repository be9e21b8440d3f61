import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteDump } from '../db/pglite.js';
import { createTemplateDatabase, dropDatabase } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a dump (tar) of a migrated data directory. */
    pgliteTemplatePath: string | null;
    /** PostgreSQL runs (TEST_DATABASE_URL): the migrated template database to copy per file. */
    pgTemplateDatabase: string | null;
  }
}

/**
 * Migrates once per run: into a PGlite whose data directory is dumped to a file, or, with
 * TEST_DATABASE_URL, into a template database on that server (failing loudly when it is not
 * reachable: the PostgreSQL suites never skip silently).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createTemplateDatabase(url);
    project.provide('pgliteTemplatePath', null);
    project.provide('pgTemplateDatabase', template);
    return () => dropDatabase(url, template);
  }

  const dir = mkdtempSync(join(tmpdir(), 'passerelle-test-'));
  const path = join(dir, 'template.tar');
  await writePgliteDump(path);
  project.provide('pgliteTemplatePath', path);
  project.provide('pgTemplateDatabase', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
