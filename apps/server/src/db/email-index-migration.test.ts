import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase, withDatabase } from '../test/postgres.js';
import type { DatabaseHandle } from './client.js';
import { wrapPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { rowsOf } from './rows.js';
import { users } from './schema/index.js';

/*
 * Migration 0006 adds the unique index on lower(email) only when the existing accounts hold no
 * duplicate address: an installation that has some must still upgrade (on PGlite, or on
 * PostgreSQL with TEST_DATABASE_URL).
 */

const BEFORE = '0005_registrations_seat_index';
const folders: string[] = [];

/** A copy of the migrations folder whose journal stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'passerelle-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Installation {
  handle: DatabaseHandle;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of the driver under test. */
async function emptyInstallation(): Promise<Installation> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const handle = wrapPglite(new PGlite());
    return {
      handle,
      migrate: (folder) =>
        migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder }),
      close: () => handle.close(),
    };
  }
  const name = await createDatabase(url, 'passerelle_migration');
  const handle = openPostgres(withDatabase(url, name), 1);
  return {
    handle,
    migrate: (folder) =>
      migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
    close: async () => {
      await handle.close();
      // Not a bare DROP … WITH (FORCE): it fails when autovacuum is working in the database.
      await dropDatabase(url, name);
    },
  };
}

/** An installation at migration 0005 holding these addresses, then upgraded. */
async function upgradedWith(emails: string[]): Promise<Installation> {
  const installation = await emptyInstallation();
  try {
    await installation.migrate(migrationsUpTo(BEFORE));
    // Plain SQL naming the columns the table had then: the Drizzle table has later ones.
    for (const [index, email] of emails.entries()) {
      await installation.handle.db.execute(
        sql`insert into users (username, given_name, family_name, email, password_hash)
            values (${`compte.${index}`}, 'Compte', ${`N${index}`}, ${email}, '!')`,
      );
    }
    await installation.migrate(MIGRATIONS_FOLDER);
    return installation;
  } catch (error) {
    await installation.close();
    throw error;
  }
}

async function indexNames(installation: Installation): Promise<string[]> {
  const result = await installation.handle.db.execute(
    sql`select indexname from pg_indexes where schemaname = 'public' order by indexname`,
  );
  return rowsOf<{ indexname: string }>(result).map((row) => row.indexname);
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0006 (unique e-mail addresses)', () => {
  it('upgrades an installation whose accounts share addresses, without the index', async () => {
    const installation = await upgradedWith(['Dup@Example.org', 'dup@example.org', '', '']);
    try {
      const names = await indexNames(installation);
      expect(names).not.toContain('users_email_lower_idx');
      // The rest of the migration ran.
      expect(names).toEqual(
        expect.arrayContaining(['registrations_structure_idx', 'captcha_uses_pkey']),
      );
    } finally {
      await installation.close();
    }
  });

  it('adds the index when every address is distinct, empty ones apart', async () => {
    const installation = await upgradedWith(['Un@Example.org', 'deux@example.org', '', '']);
    try {
      expect(await indexNames(installation)).toContain('users_email_lower_idx');
      const duplicate = installation.handle.db.insert(users).values({
        username: 'double',
        givenName: 'D',
        familyName: 'D',
        email: 'UN@example.org',
        passwordHash: '!',
      });
      await expect(duplicate).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '23505', constraint: 'users_email_lower_idx' }),
      });
    } finally {
      await installation.close();
    }
  });
});
