import type { Database } from './client.js';

/**
 * What repositories and services run their queries on: the database or an open transaction (a
 * Drizzle transaction has the same query builders). A function that opens a transaction itself
 * takes `Database`.
 */
export type Executor = Pick<
  Database,
  | 'select'
  | 'selectDistinct'
  | 'selectDistinctOn'
  | 'insert'
  | 'update'
  | 'delete'
  | 'execute'
  | '$with'
  | '$count'
>;
