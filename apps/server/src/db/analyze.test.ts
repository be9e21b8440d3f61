import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { scheduleAnalyze } from './client.js';
import { wrapPglite } from './pglite.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('analyze', () => {
  // One new PGlite for the tests that need a database: each runs initdb, seconds of CPU. Each
  // test makes tables of its own, and the second holds whatever the first left analyzed.
  let client: PGlite;
  let handle: ReturnType<typeof wrapPglite>;
  beforeAll(async () => {
    client = await PGlite.create();
    handle = wrapPglite(client);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gives PGlite planner statistics it never gathers by itself', async () => {
    await client.exec(
      'create table sample (id int, label text); insert into sample select g, g::text from generate_series(1, 2000) g',
    );
    const statistics = async () =>
      (
        await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stats where tablename = 'sample'",
        )
      ).rows[0];
    expect(await statistics()).toEqual({ n: 0 });
    await handle.analyze();
    expect(await statistics()).toEqual({ n: 2 });
  });

  it('at start-up, analyzes only when a table has no statistics yet', async () => {
    await client.exec('create table kept (id int); create table added (id int)');
    expect(await handle.analyzeIfMissing()).toBe(true);
    // Every table analyzed, empty ones included: nothing to do on the next start.
    expect(await handle.analyzeIfMissing()).toBe(false);
    await client.exec('insert into kept select generate_series(1, 100)');
    expect(await handle.analyzeIfMissing()).toBe(false);
    // A new table, or rows whose table has no statistics (an index build counts the rows).
    await client.exec('create table fresh (id int)');
    expect(await handle.analyzeIfMissing()).toBe(true);
    await client.exec(
      'create table filled (id int); insert into filled values (1); create index on filled (id)',
    );
    expect(await handle.analyzeIfMissing()).toBe(true);
    expect(await handle.analyzeIfMissing()).toBe(false);
  });

  it('runs on schedule until stopped, reporting failures without throwing', async () => {
    vi.useFakeTimers();
    const failure = new Error('base fermée');
    const analyze = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(failure);
    const onError = vi.fn();
    const stop = scheduleAnalyze({ analyze }, onError, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(analyze).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(analyze).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledWith(failure);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(analyze).toHaveBeenCalledTimes(2);
  });
});
