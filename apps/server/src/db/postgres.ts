import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { drizzleOptions, type Database, type DatabaseHandle } from './handle.js';
import { PgNotifications } from './pg-notifications.js';
import { prepareHintedStatements } from './statement-cache.js';
import { countPgTransactions } from './transaction-count.js';

/** The advisory lock key of the start-up's migration and seed (any constant of our own). */
const STARTUP_LOCK_KEY = 4_242_017_001;

/** A node-postgres pool; `max` connections per API replica. */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  // Idle connections are kept a minute: an idle replica's poll (every 30 s) reuses its connection
  // rather than opening one each time (decision 043).
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 60_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  prepareHintedStatements(pool);
  const { transactions, statements } = countPgTransactions(pool);
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  const notifications = new PgNotifications(connectionString);
  return {
    db: db as unknown as Database,
    driver: 'pg',
    notifications,
    transactions,
    statements,
    exclusively: async (work) => {
      // A connection of its own: a session lock belongs to the connection that took it.
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze: async () => {},
    analyzeIfMissing: async () => false,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
