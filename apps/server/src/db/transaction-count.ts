import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/*
 * How many transactions this process has run on its database (decision 043's idle figure, the
 * metrics' `passerelle_db_transactions_total`): what an idle server must keep to a handful a
 * minute. Counted at the driver, so that nothing the portal runs escapes it.
 */

type QueryFunction = (...args: unknown[]) => unknown;

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|rollback)\b(?!\s+to\b)/i;

/**
 * Counts the transactions of `pool`'s connections: a statement outside BEGIN … COMMIT is one
 * (PostgreSQL runs it in a transaction of its own), a BEGIN … COMMIT (or ROLLBACK) block is one.
 */
export function countPgTransactions(pool: pg.Pool): () => number {
  let count = 0;
  pool.on('connect', (client) => {
    let inBlock = false;
    const query = client.query.bind(client) as QueryFunction;
    (client as unknown as { query: QueryFunction }).query = (...args: unknown[]) => {
      const [config] = args;
      const text =
        typeof config === 'string'
          ? config
          : typeof (config as { text?: unknown } | null)?.text === 'string'
            ? (config as { text: string }).text
            : '';
      if (BEGIN.test(text)) inBlock = true;
      else if (END.test(text)) {
        inBlock = false;
        count += 1;
      } else if (!inBlock) count += 1;
      return query(...args);
    };
  });
  return () => count;
}

/**
 * Counts the transactions run on the embedded database: each `query` or `exec` outside a
 * `transaction(…)` is one, each `transaction(…)` is one.
 */
export function countPgliteTransactions(client: PGlite): () => number {
  let count = 0;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', QueryFunction>;
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = target[method].bind(client);
    target[method] = (...args: unknown[]) => {
      count += 1;
      return original(...args);
    };
  }
  return () => count;
}
