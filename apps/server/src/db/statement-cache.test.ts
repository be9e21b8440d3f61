import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PREPARE_HINT, prepareHintedStatements } from './statement-cache.js';

const url = process.env.TEST_DATABASE_URL;
let pool: pg.Pool | undefined;

afterEach(async () => {
  await pool?.end();
  pool = undefined;
});

/** One connection, so that pg_prepared_statements shows what that connection prepared. */
function openPool(options: Parameters<typeof prepareHintedStatements>[1]): pg.Pool {
  pool = new pg.Pool({ connectionString: url, max: 1 });
  prepareHintedStatements(pool, options);
  return pool;
}

async function preparedTexts(db: pg.Pool): Promise<string[]> {
  const result = await db.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by statement',
  );
  return result.rows.map((row) => row.statement);
}

// Prepared statements are PostgreSQL's (PGlite is not reached through node-postgres).
describe.runIf(url)('hinted statements on PostgreSQL', () => {
  it('are prepared once used often enough, and still answer each call with its own values', async () => {
    const db = openPool({ threshold: 3 });
    const add = `${PREPARE_HINT}select $1::int + 1 as n`;
    for (const value of [1, 2]) {
      expect((await db.query(add, [value])).rows).toEqual([{ n: value + 1 }]);
    }
    expect(await preparedTexts(db)).toEqual([]);
    for (const value of [3, 4, 5]) {
      expect((await db.query(add, [value])).rows).toEqual([{ n: value + 1 }]);
    }
    expect(await preparedTexts(db)).toEqual([add]);
  });

  it('keep to the cap per connection, running the others unnamed', async () => {
    const db = openPool({ threshold: 1, perConnection: 2 });
    const texts = ['a', 'b', 'c'].map((column) => `${PREPARE_HINT}select $1::int as ${column}`);
    for (const text of texts) {
      for (const value of [7, 8]) expect((await db.query(text, [value])).rows[0]).toBeTruthy();
    }
    expect(await preparedTexts(db)).toEqual(texts.slice(0, 2));
    expect((await db.query(texts[2]!, [9])).rows).toEqual([{ c: 9 }]);
  });

  it('leave statements without the hint, or without parameters, unnamed', async () => {
    const db = openPool({ threshold: 1 });
    for (let i = 0; i < 3; i++) {
      await db.query('select $1::int as plain', [i]);
      await db.query(`${PREPARE_HINT}select 1 as one`);
    }
    expect(await preparedTexts(db)).toEqual([]);
  });

  it('survive a failed statement: the next call parses again', async () => {
    const db = openPool({ threshold: 1 });
    const divide = `${PREPARE_HINT}select 10 / $1::int as q`;
    await expect(db.query(divide, [0])).rejects.toThrow(/division/);
    expect((await db.query(divide, [5])).rows).toEqual([{ q: 2 }]);
    expect((await db.query(divide, [2])).rows).toEqual([{ q: 5 }]);
  });
});
