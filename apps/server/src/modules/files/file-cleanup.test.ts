import { access, mkdir, rm } from 'node:fs/promises';
import { eq, inArray, is, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import * as schema from '../../db/schema/index.js';
import {
  actionDocuments,
  actions,
  files,
  publicDocuments,
  rooms,
  scheduledTasks,
  sessionDocuments,
  structures,
} from '../../db/schema/index.js';
import { DiskFileStore } from '../../lib/file-store.js';
import { createTestApp, loginAs, testConfig, type TestApp } from '../../test/app.js';
import { createAction, createRoom, createSession, createStructure } from '../../test/factories.js';
import { TEST_PDF, TEST_PNG, uploadFile } from '../../test/uploads.js';
import { cleanUpUnattachedFiles } from './file-cleanup.js';
import { FILE_CLEANUP_TASK } from './file-cleanup.plugin.js';
import { listFileReferences } from './file-references.repository.js';

let t: TestApp;
let token: string;
let store: DiskFileStore;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'admin');
  store = new DiskFileStore(t.config.FILES_DIR);
});
afterAll(() => t?.close());

/** A file uploaded through the API, then aged by `hours` (25 h: past the 24 h grace period). */
async function uploaded(hours = 25, bytes: Uint8Array = TEST_PDF): Promise<number> {
  // Named after its content, as every upload must be.
  const name = bytes === TEST_PNG ? 'image.png' : 'piece.pdf';
  const id = await uploadFile(t.app, token, 'action_files/multiple', name, bytes);
  await t.db
    .update(files)
    .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(eq(files.id, id));
  return id;
}

async function storageKey(id: number): Promise<string> {
  const [row] = await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id));
  if (!row) throw new Error(`no file ${id}`);
  return row.key;
}

async function rowExists(id: number): Promise<boolean> {
  return (await t.db.select({ id: files.id }).from(files).where(eq(files.id, id))).length === 1;
}

async function bytesExist(key: string): Promise<boolean> {
  return access(store.pathOf(key)).then(
    () => true,
    () => false,
  );
}

function silentLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
}

describe('references to files', () => {
  it('are every foreign key to files the Drizzle schema declares', async () => {
    const declared = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .flatMap((table) => {
        const config = getTableConfig(table);
        return config.foreignKeys
          .map((foreignKey) => foreignKey.reference())
          .filter((reference) => reference.foreignTable === files)
          .map(
            (reference) =>
              `${config.name}(${reference.columns.map((c) => toSnakeCase(c.name)).join(',')})`,
          );
      });
    const found = (await listFileReferences(t.db)).map(
      (reference) => `${reference.table}(${reference.columns.join(',')})`,
    );
    expect(declared.length).toBeGreaterThanOrEqual(10);
    expect(found.sort()).toEqual(declared.sort());
  });

  it('include a table created after start-up, in any schema, with any name', async () => {
    await t.db.execute(sql`create schema "extra files"`);
    await t.db.execute(sql`
      create table "extra files"."Holder Table" (
        id integer primary key generated always as identity,
        "Attached File" integer references files(id))`);
    const kept = await uploaded();
    const gone = await uploaded();
    await t.db.execute(sql`insert into "extra files"."Holder Table" ("Attached File")
      values (${kept})`);

    expect(await listFileReferences(t.db)).toContainEqual(
      expect.objectContaining({
        schema: 'extra files',
        table: 'Holder Table',
        columns: ['Attached File'],
        referenced: ['id'],
      }),
    );
    await t.app.fileCleaner.runOnce();
    expect(await rowExists(kept)).toBe(true);
    expect(await rowExists(gone)).toBe(false);
    await t.db.execute(sql`drop schema "extra files" cascade`);
  });
});

describe('the clean-up of unattached files', () => {
  it('deletes an old unattached file, its row and its bytes', async () => {
    const id = await uploaded();
    const key = await storageKey(id);
    expect(await bytesExist(key)).toBe(true);

    const result = await t.app.fileCleaner.runOnce();
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(result.bytesNotRemoved).toBe(0);
    expect(await rowExists(id)).toBe(false);
    expect(await bytesExist(key)).toBe(false);
  });

  it('keeps an unattached file younger than the grace period', async () => {
    const fresh = await uploaded(0);
    const almost = await uploaded(23.5);
    await t.app.fileCleaner.runOnce();
    expect(await rowExists(fresh)).toBe(true);
    expect(await rowExists(almost)).toBe(true);
    expect(await bytesExist(await storageKey(almost))).toBe(true);
  });

  it('keeps an old file attached to anything, and deletes it once detached', async () => {
    const ids = {
      actionImage: await uploaded(100, TEST_PNG),
      actionBadge: await uploaded(100, TEST_PNG),
      actionDocument: await uploaded(100),
      sessionDocument: await uploaded(100),
      roomFile: await uploaded(100),
      roomPdf: await uploaded(100),
      structureLogo: await uploaded(100, TEST_PNG),
      structureStamp: await uploaded(100, TEST_PNG),
      publicDocument: await uploaded(100),
    };
    const action = await createAction(t.db, {
      imageId: ids.actionImage,
      openBadgeImageId: ids.actionBadge,
    });
    const session = await createSession(t.db, { actionId: action.id });
    await t.db
      .insert(actionDocuments)
      .values({ actionId: action.id, fileId: ids.actionDocument, kind: 'manager', name: 'Doc' });
    await t.db
      .insert(sessionDocuments)
      .values({ sessionId: session.id, fileId: ids.sessionDocument, kind: 'invoice', name: 'Fac' });
    const room = await createRoom(t.db, { file1Id: ids.roomFile, pdfId: ids.roomPdf });
    const structure = await createStructure(t.db, {
      logoFileId: ids.structureLogo,
      stampFileId: ids.structureStamp,
    });
    const [document] = await t.db
      .insert(publicDocuments)
      .values({ name: 'Guide', fileId: ids.publicDocument })
      .returning();

    await t.app.fileCleaner.runOnce();
    for (const [what, id] of Object.entries(ids)) {
      expect({ what, kept: await rowExists(id) }).toEqual({ what, kept: true });
      expect(await bytesExist(await storageKey(id))).toBe(true);
    }

    // Replaced or removed: the entity no longer points at the file, which is now an orphan.
    const keys = await Promise.all(Object.values(ids).map(storageKey));
    await t.db
      .update(actions)
      .set({ imageId: null, openBadgeImageId: null })
      .where(eq(actions.id, action.id));
    await t.db.delete(actionDocuments).where(eq(actionDocuments.actionId, action.id));
    await t.db.delete(sessionDocuments).where(eq(sessionDocuments.sessionId, session.id));
    await t.db.update(rooms).set({ file1Id: null, pdfId: null }).where(eq(rooms.id, room.id));
    await t.db.delete(structures).where(eq(structures.id, structure.id));
    await t.db.delete(publicDocuments).where(eq(publicDocuments.id, document!.id));

    await t.app.fileCleaner.runOnce();
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, Object.values(ids)));
    expect(left).toEqual([]);
    for (const key of keys) expect(await bytesExist(key)).toBe(false);
  });

  it('removes a file whose bytes are already missing, without error', async () => {
    const id = await uploaded();
    await rm(store.pathOf(await storageKey(id)));
    const result = await t.app.fileCleaner.runOnce();
    expect(result.bytesNotRemoved).toBe(0);
    expect(await rowExists(id)).toBe(false);
  });

  it('logs bytes it cannot remove and deletes the row all the same', async () => {
    const id = await uploaded();
    const key = await storageKey(id);
    // A directory where the file should be: `rm` refuses it.
    await rm(store.pathOf(key));
    await mkdir(store.pathOf(key));
    const log = silentLog();
    const result = await cleanUpUnattachedFiles({
      db: t.db,
      store,
      log,
      graceMs: 24 * 3_600_000,
    });
    expect(result.bytesNotRemoved).toBe(1);
    expect(await rowExists(id)).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ fileId: id, storageKey: key }),
      'could not remove the bytes of a file',
    );
    await rm(store.pathOf(key), { recursive: true });
  });

  it('works through several batches', async () => {
    const ids = [
      await uploaded(),
      await uploaded(),
      await uploaded(),
      await uploaded(),
      await uploaded(),
    ];
    const result = await cleanUpUnattachedFiles({
      db: t.db,
      store,
      log: silentLog(),
      graceMs: 24 * 3_600_000,
      batchSize: 2,
    });
    expect(result.deleted).toBe(5);
    for (const id of ids) expect(await rowExists(id)).toBe(false);
  });

  it('skips a file a transaction is attaching right now (PostgreSQL)', async (context) => {
    // PGlite has one connection: a second transaction cannot run beside an open one.
    if (t.database.driver !== 'pg') context.skip();
    const id = await uploaded();
    const action = await createAction(t.db);
    let attached!: () => void;
    let commit!: () => void;
    const attaching = new Promise<void>((resolve) => (attached = resolve));
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const attach = t.db.transaction(async (tx) => {
      await tx
        .insert(actionDocuments)
        .values({ actionId: action.id, fileId: id, kind: 'manager', name: 'Doc' });
      attached();
      await committing;
    });
    await attaching;
    await t.app.fileCleaner.runOnce(); // must neither wait for the lock nor delete the file
    commit();
    await attach;
    await t.app.fileCleaner.runOnce();
    expect(await rowExists(id)).toBe(true);
    const documents = await t.db
      .select()
      .from(actionDocuments)
      .where(eq(actionDocuments.fileId, id));
    expect(documents).toHaveLength(1);
  });
});

describe('the periodic clean-up', () => {
  it('is configured by FILES_CLEANUP_GRACE_HOURS and FILES_CLEANUP_INTERVAL_MINUTES', () => {
    expect(loadConfig({})).toMatchObject({
      FILES_CLEANUP_GRACE_HOURS: 24,
      FILES_CLEANUP_INTERVAL_MINUTES: 60,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).FILES_CLEANUP_INTERVAL_MINUTES).toBe(0);
    expect(
      loadConfig({ FILES_CLEANUP_GRACE_HOURS: '48', FILES_CLEANUP_INTERVAL_MINUTES: '15' }),
    ).toMatchObject({ FILES_CLEANUP_GRACE_HOURS: 48, FILES_CLEANUP_INTERVAL_MINUTES: 15 });
    expect(() => loadConfig({ FILES_CLEANUP_GRACE_HOURS: '0.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ FILES_CLEANUP_INTERVAL_MINUTES: '-1' })).toThrow(ConfigError);
  });

  it('is off in tests, and a timed task run by one replica when an interval is set', async () => {
    expect(t.app.scheduledTasks.has(FILE_CLEANUP_TASK)).toBe(false);
    const id = await uploaded();
    const app = await buildApp({
      config: testConfig({ FILES_CLEANUP_INTERVAL_MINUTES: '60' }),
      database: t.database,
      logger: false,
    });
    try {
      await app.ready();
      expect(app.scheduledTasks.has(FILE_CLEANUP_TASK)).toBe(true);
      const [task] = await t.db
        .select()
        .from(scheduledTasks)
        .where(eq(scheduledTasks.name, FILE_CLEANUP_TASK));
      // The first pass ever comes a minute after the start.
      expect(task!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await t.db
        .update(scheduledTasks)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(scheduledTasks.name, FILE_CLEANUP_TASK));
      app.jobs.wake(app.scheduledTasks.name);
      await vi.waitFor(async () => expect(await rowExists(id)).toBe(false), { timeout: 10_000 });
      const [done] = await vi.waitFor(async () => {
        const rows = await t.db
          .select()
          .from(scheduledTasks)
          .where(eq(scheduledTasks.name, FILE_CLEANUP_TASK));
        expect(rows[0]!.lastSuccessAt).not.toBeNull();
        return rows;
      });
      expect(done!.lastReport).toMatch(/fichiers? non rattachés? supprimés?/);
      // The next pass is an interval later.
      expect(done!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    } finally {
      await app.close();
    }
  });
});
