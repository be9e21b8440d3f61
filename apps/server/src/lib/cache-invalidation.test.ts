import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../db/notifications.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { notificationsSettled } from '../test/notifications.js';
import { CacheDrops, cacheDropPayload, readCacheDrop } from './cache-invalidation.js';

/** Two replicas' caches on one database, each counting how often each of its caches is dropped. */
describe('caches dropped on every replica', () => {
  let database: TestDatabase;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const stop of stops) await stop();
    await database?.close();
  });

  async function replica() {
    const drops = new CacheDrops(database.db, { warn: vi.fn() });
    stops.push(await drops.listen(database.notifications));
    const dropped = { catalogue: 0, other: 0 };
    drops.on('catalogue', () => (dropped.catalogue += 1));
    // A second cache of the same name is dropped with the first (the pages and the lists).
    drops.on('catalogue', () => (dropped.catalogue += 10));
    drops.on('other', () => (dropped.other += 1));
    return { drops, dropped };
  }

  it('drops the writer’s caches at once and the others’ once told, never twice', async () => {
    const writer = await replica();
    const other = await replica();
    const dropping = writer.drops.drop('catalogue');
    // Before the notification is even sent: the writer's next read is fresh.
    expect(writer.dropped).toEqual({ catalogue: 11, other: 0 });
    await dropping;
    await notificationsSettled(database, CHANNELS.caches);
    // The writer hears its own notification and leaves what it computed since alone.
    expect(writer.dropped).toEqual({ catalogue: 11, other: 0 });
    expect(other.dropped).toEqual({ catalogue: 11, other: 0 });
  });

  it('drops a cache on every replica when the database itself notifies its bare name', async () => {
    const first = await replica();
    const second = await replica();
    // As the triggers of decision 070 do: no replica sent it, so every one drops.
    await database.db.execute(sql`select pg_notify(${CHANNELS.caches}, 'other')`);
    await notificationsSettled(database, CHANNELS.caches);
    expect(first.dropped).toEqual({ catalogue: 0, other: 1 });
    expect(second.dropped).toEqual({ catalogue: 0, other: 1 });
  });

  it('says the write is done when the other replicas cannot be told', async () => {
    const warn = vi.fn();
    const drops = new CacheDrops(
      { execute: () => Promise.reject(new Error('connection lost')) } as never,
      { warn },
    );
    let dropped = 0;
    drops.on('catalogue', () => (dropped += 1));
    await expect(drops.drop('catalogue')).resolves.toBeUndefined();
    expect(dropped).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('reads a payload back into the cache and its sender', () => {
    expect(readCacheDrop(cacheDropPayload('survey-results', 'abc'))).toEqual({
      name: 'survey-results',
      sender: 'abc',
    });
    expect(readCacheDrop('auth-sessions')).toEqual({ name: 'auth-sessions', sender: null });
  });
});
