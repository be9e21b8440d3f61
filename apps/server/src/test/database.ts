import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { Notifications } from '../db/notifications.js';
import { wrapPglite } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { createDatabaseFromTemplate, dropDatabase, withDatabase } from './postgres.js';

export interface TestDatabase {
  db: Database;
  driver: 'pglite' | 'pg';
  /** PostgreSQL: the database's URL (a second replica opens its own connections to it). */
  url?: string;
  notifications: Notifications;
  /** The pool's use on PostgreSQL (its metrics), null on PGlite. */
  poolUse: DatabaseHandle['poolUse'];
  /** The statements sent so far (BEGIN and COMMIT count), for tests that count round trips. */
  statements: DatabaseHandle['statements'];
  /** Closes it and, on PostgreSQL, drops it. */
  close(): Promise<void>;
}

/** The connections a test database's pool may hold on PostgreSQL. */
export const TEST_POOL_MAX = 4;

// The files of a worker share this module (isolate: false): each template is read once per worker.
const templates = new Map<string, Blob>();
function templateBlob(path: string): Blob {
  let blob = templates.get(path);
  if (!blob) templates.set(path, (blob = new Blob([readFileSync(path)])));
  return blob;
}

/**
 * A fresh, migrated database for one test file (or one test): an in-memory PGlite loaded from
 * the run's template, or with TEST_DATABASE_URL a new PostgreSQL database copied from the run's
 * template database. Empty, or with `demo` the demo data the run seeded once (`seedDemo`). Needs
 * the server project's global setup (src/test/global-setup.ts).
 */
export async function createTestDatabase({ demo = false } = {}): Promise<TestDatabase> {
  const pgTemplate = inject(demo ? 'pgDemoTemplateDatabase' : 'pgTemplateDatabase');
  const url = process.env.TEST_DATABASE_URL;
  if (pgTemplate) {
    if (!url) throw new Error('TEST_DATABASE_URL disappeared during the run.');
    const name = await createDatabaseFromTemplate(
      url,
      pgTemplate,
      inject('pgTestDatabasePrefix') ?? undefined,
    );
    const handle = openPostgres(withDatabase(url, name), TEST_POOL_MAX);
    return {
      db: handle.db,
      driver: 'pg',
      url: withDatabase(url, name),
      notifications: handle.notifications,
      poolUse: handle.poolUse,
      statements: handle.statements,
      close: async () => {
        await handle.close();
        await dropDatabase(url, name);
      },
    };
  }

  const templatePath = inject(demo ? 'pgliteDemoTemplatePath' : 'pgliteTemplatePath');
  if (!templatePath)
    throw new Error('No database template: run through the server vitest project.');
  const client = await PGlite.create({ loadDataDir: templateBlob(templatePath) });
  const handle = wrapPglite(client);
  return {
    db: handle.db,
    driver: 'pglite',
    notifications: handle.notifications,
    poolUse: () => null,
    statements: handle.statements,
    close: () => handle.close(),
  };
}
