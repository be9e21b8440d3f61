import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeCopyText, selectBulkRows, type BulkShape } from './bulk-rows.js';
import type { DatabaseHandle } from './handle.js';
import { wrapPglite } from './pglite.js';
import { rowsOf } from './rows.js';

interface Row {
  id: number;
  label: string | null;
  amount: string | null;
}
const SHAPE: BulkShape<Row> = { id: 'integer', label: 'text', amount: 'text' };

// Every character COPY's text format escapes, its null marker written as text, a quote for the
// parameter written into the statement, and what French names carry.
const LABELS = [
  'Sécurité électrique : habilitation — initiation',
  'a\tb',
  'first line\nsecond line',
  'carriage\rreturn',
  'C:\\Formations\\2026',
  '\\N',
  'form\ffeed, back\bspace, vertical\vtab',
  'L\'atelier "phare" 🎓',
  '',
  null,
];

function rowsQuery(quoted: string) {
  return sql`
    select ordinality::int - 1 as "id", label as "label",
      case when ordinality % 2 = 0 then (ordinality * 1.5)::numeric(10, 2)::text end as "amount"
    from unnest(${`{${LABELS.map((label) => (label === null ? 'NULL' : `"${label.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`}::text[])
      with ordinality as label
    where label is distinct from ${quoted}`;
}

let handle: DatabaseHandle;
let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  handle = wrapPglite(client);
  await handle.db.execute(sql`select 1`); // PGlite reads its array types on its first query
});

afterAll(async () => {
  await handle.close();
});

describe('bulk rows on the embedded database', () => {
  it('reads them through COPY, each value as the driver would have answered it', async () => {
    const query = vi.spyOn(client, 'query');
    const bulk = await selectBulkRows(handle.db, rowsQuery("O'Brien"), SHAPE);
    expect(query.mock.calls.map(([text]) => text)).toEqual([
      expect.stringMatching(/^copy \(.*\) to '\/dev\/blob' with \(header true\)$/s),
    ]);
    query.mockRestore();

    const driver = rowsOf<Row>(await handle.db.execute(rowsQuery("O'Brien")));
    expect(driver.map((row) => row.label)).toEqual(LABELS);
    expect(bulk).toEqual(driver);
    expect(bulk[1]).toEqual({ id: 1, label: 'a\tb', amount: '3.00' });
  });

  it('writes its parameters into the statement as values, never as SQL', async () => {
    const rows = await selectBulkRows(handle.db, rowsQuery("a\tb' or true or '"), SHAPE);
    expect(rows.map((row) => row.label)).toEqual(LABELS);
    const without = await selectBulkRows(handle.db, rowsQuery('a\tb'), SHAPE);
    expect(without.map((row) => row.label)).toEqual(LABELS.filter((label) => label !== 'a\tb'));
  });

  it('answers no rows for an empty result (COPY writes its header alone)', async () => {
    expect(await selectBulkRows(handle.db, rowsQuery('x').append(sql` and false`), SHAPE)).toEqual(
      [],
    );
  });

  it('sends a query whose parameters cannot be written into it as it is', async () => {
    const query = vi.spyOn(client, 'query');
    const day = new Date('2026-12-03T10:00:00Z');
    const rows = await selectBulkRows(
      handle.db,
      sql`select ${-2}::int as "id", ${day}::timestamptz::text as "label", null as "amount"`,
      SHAPE,
    );
    expect(query.mock.calls.map(([text]) => text)).toEqual([expect.not.stringMatching(/^copy/)]);
    query.mockRestore();
    expect(rows).toEqual([{ id: -2, label: '2026-12-03 10:00:00+00', amount: null }]);
  });
});

describe('COPY text decoding', () => {
  it('keeps the columns the shape names, whatever their order', () => {
    const text = 'label\textra\tid\tamount\nun\tx\t7\t\\N\n\\\\N\ty\t-2\t12.50\n';
    expect(decodeCopyText(text, SHAPE)).toEqual([
      { label: 'un', id: 7, amount: null },
      { label: '\\N', id: -2, amount: '12.50' },
    ]);
  });

  it('refuses a query that lacks a column of the shape', () => {
    expect(() => decodeCopyText('id\tlabel\n1\tun\n', SHAPE)).toThrow(/no column "amount"/);
  });
});
