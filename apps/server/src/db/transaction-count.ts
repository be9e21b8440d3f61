import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/*
 * How many transactions this process has run on its database (decision 043's idle figure, the
 * metrics' `passerelle_db_transactions_total`): what an idle server must keep to a handful a
 * minute; and how many statements it sent (`passerelle_db_statements_total`, BEGIN and COMMIT
 * included: the round trips a page or a request costs, issue 24). Counted at the driver, so that
 * nothing the portal runs escapes it.
 */

export interface DatabaseCounters {
  transactions: () => number;
  statements: () => number;
}

type QueryFunction = (...args: unknown[]) => unknown;

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|rollback)\b(?!\s+to\b)/i;

/**
 * Counts the transactions of `pool`'s connections: a statement outside BEGIN … COMMIT is one
 * (PostgreSQL runs it in a transaction of its own), a BEGIN … COMMIT (or ROLLBACK) block is one.
 */
export function countPgTransactions(pool: pg.Pool): DatabaseCounters {
  let count = 0;
  let statements = 0;
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
      statements += 1;
      if (BEGIN.test(text)) inBlock = true;
      else if (END.test(text)) {
        inBlock = false;
        count += 1;
      } else if (!inBlock) count += 1;
      return query(...args);
    };
  });
  return { transactions: () => count, statements: () => statements };
}

/**
 * Counts the transactions run on the embedded database: each `query` or `exec` outside a
 * `transaction(…)` is one, each `transaction(…)` is one. Its statements: each `query` or `exec`,
 * inside a transaction too, and a transaction's BEGIN and COMMIT (as on PostgreSQL).
 */
export function countPgliteTransactions(client: PGlite): DatabaseCounters {
  let count = 0;
  let statements = 0;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', QueryFunction>;
  const counted =
    (original: QueryFunction) =>
    (...args: unknown[]) => {
      statements += 1;
      return original(...args);
    };
  for (const method of ['query', 'exec'] as const) {
    const original = counted(target[method].bind(client));
    target[method] = (...args: unknown[]) => {
      count += 1;
      return original(...args);
    };
  }
  const transaction = target.transaction.bind(client);
  target.transaction = (callback: unknown) => {
    count += 1;
    statements += 2;
    return transaction((tx: Record<'query' | 'exec', QueryFunction>) => {
      tx.query = counted(tx.query.bind(tx));
      tx.exec = counted(tx.exec.bind(tx));
      return (callback as QueryFunction)(tx);
    });
  };
  return { transactions: () => count, statements: () => statements };
}
