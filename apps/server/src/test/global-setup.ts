import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteDump } from '../db/pglite.js';
import { seedDemo } from '../db/seed/index.js';
import {
  createFilledTemplate,
  createTemplateDatabase,
  databasesNamed,
  dropDatabase,
} from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite runs: a dump (tar) of a migrated data directory, and one with the demo data. */
    pgliteTemplatePath: string | null;
    pgliteDemoTemplatePath: string | null;
    /**
     * PostgreSQL runs (TEST_DATABASE_URL): the migrated template database to copy per file, and
     * one with the demo data.
     */
    pgTemplateDatabase: string | null;
    pgDemoTemplateDatabase: string | null;
    /** PostgreSQL runs: how the names of this run's test databases begin. */
    pgTestDatabasePrefix: string | null;
  }
}

/**
 * Migrates once per run: into a PGlite whose data directory is dumped to a file, or, with
 * TEST_DATABASE_URL, into a template database on that server (failing loudly when it is not
 * reachable: the PostgreSQL suites never skip silently). A second template adds the demo data
 * (`seedDemo`, dated from the run's start), which most test files start from: seeding it once
 * instead of once per file saves about half a CPU-second a file (decision 086).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createTemplateDatabase(url);
    const demoTemplate = await createFilledTemplate(url, template, seedDemo);
    project.provide('pgliteTemplatePath', null);
    project.provide('pgliteDemoTemplatePath', null);
    project.provide('pgTemplateDatabase', template);
    project.provide('pgDemoTemplateDatabase', demoTemplate);
    const prefix = `passerelle_test_r${process.pid}`;
    project.provide('pgTestDatabasePrefix', prefix);
    return async () => {
      await dropDatabase(url, demoTemplate);
      await dropDatabase(url, template);
      // A test that opens a database and never closes it leaves it on the server, run after
      // run: dropped here, and the run fails so that the test gets fixed.
      const left = await databasesNamed(url, prefix);
      for (const name of left) await dropDatabase(url, name);
      if (left.length > 0) {
        // Vitest reports an error thrown here but still exits with 0: the exit code says it.
        process.exitCode = 1;
        throw new Error(
          `${left.length} test database${left.length > 1 ? 's were' : ' was'} never closed by ` +
            `the test that opened ${left.length > 1 ? 'them' : 'it'}: ${left.join(', ')}`,
        );
      }
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'passerelle-test-'));
  const path = join(dir, 'template.tar');
  const demoPath = join(dir, 'demo-template.tar');
  await writePgliteDump(path);
  await writePgliteDump(demoPath, seedDemo);
  project.provide('pgliteTemplatePath', path);
  project.provide('pgliteDemoTemplatePath', demoPath);
  project.provide('pgTemplateDatabase', null);
  project.provide('pgDemoTemplateDatabase', null);
  project.provide('pgTestDatabasePrefix', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
