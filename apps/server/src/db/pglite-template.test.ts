import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { writePgliteTemplate } from './pglite.js';
import { rowsOf } from './rows.js';

/*
 * A first start of the compiled server copies the build's template (initdb and migrations done at
 * build time) instead of running initdb (decision 025).
 */

let dir: string;
let template: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passerelle-template-'));
  template = join(dir, 'template');
  await writePgliteTemplate(template);
}, 120_000);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function migrationsApplied(handle: DatabaseHandle): Promise<number | null> {
  const [row] = rowsOf<{ table: string | null }>(
    await handle.db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
    ),
  );
  if (!row?.table) return null;
  const [count] = rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return count!.n;
}

/** PostgreSQL's shared buffers as the open database reports them (decision 073). */
async function sharedBuffers(handle: DatabaseHandle): Promise<string | undefined> {
  const [row] = rowsOf<{ shared_buffers: string }>(
    await handle.db.execute(sql`show shared_buffers`),
  );
  return row?.shared_buffers;
}

describe('a new embedded database from the template', () => {
  it('is migrated before migrate() runs, written to the data directory and reopened as it is', async () => {
    const config = { DATA_DIR: join(dir, 'data') };
    const first = await openDatabase(config, { pgliteTemplate: template });
    let applied: number | null;
    try {
      applied = await migrationsApplied(first);
      expect(applied).toBeGreaterThan(0);
      // Not initdb's 128 MB, all of it resident in the process (decision 073).
      expect(await sharedBuffers(first)).toBe('32MB');
      await first.db.execute(sql`insert into axes (number, name) values (99, 'Axe du modèle')`);
    } finally {
      await first.close();
    }
    expect(existsSync(join(config.DATA_DIR, 'pglite', 'PG_VERSION'))).toBe(true);

    expect(existsSync(`${join(config.DATA_DIR, 'pglite')}.partial`)).toBe(false);

    // An existing database never takes the template again: its data stay.
    const again = await openDatabase(config, { pgliteTemplate: template });
    try {
      expect(await migrationsApplied(again)).toBe(applied);
      expect(await sharedBuffers(again)).toBe('32MB');
      const rows = rowsOf<{ name: string }>(
        await again.db.execute(sql`select name from axes where number = 99`),
      );
      expect(rows).toEqual([{ name: 'Axe du modèle' }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('falls back to initdb when the template does not open', async () => {
    const broken = join(dir, 'broken');
    mkdirSync(broken);
    writeFileSync(join(broken, 'PG_VERSION'), 'not a database\n');
    const handle = await openDatabase(
      { DATA_DIR: join(dir, 'fallback') },
      { pgliteTemplate: broken },
    );
    try {
      expect(await migrationsApplied(handle)).toBeNull();
      expect(await sharedBuffers(handle)).toBe('32MB');
      await handle.migrate();
      expect(await migrationsApplied(handle)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
