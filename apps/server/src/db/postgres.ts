import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { drizzleOptions, type Database, type DatabaseHandle } from './handle.js';
import { prepareHintedStatements } from './statement-cache.js';

/** A node-postgres pool; `max` connections per API replica. */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  prepareHintedStatements(pool);
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze: async () => {},
    analyzeIfMissing: async () => false,
    close: () => pool.end(),
  };
}
