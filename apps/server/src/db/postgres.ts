import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { drizzleOptions, type Database, type DatabaseHandle } from './handle.js';
import { PgNotifications } from './pg-notifications.js';
import { prepareHintedStatements } from './statement-cache.js';

/** The advisory lock key of the start-up's migration and seed (any constant of our own). */
const STARTUP_LOCK_KEY = 4_242_017_001;

/** A node-postgres pool; `max` connections per API replica. */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  prepareHintedStatements(pool);
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  const notifications = new PgNotifications(connectionString);
  return {
    db: db as unknown as Database,
    driver: 'pg',
    notifications,
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
