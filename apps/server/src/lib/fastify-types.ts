import type { Permission, SessionUser } from '@passerelle/shared';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { Notifications } from '../db/notifications.js';
import type { CacheDrops } from './cache-invalidation.js';
import type { FileStore } from './file-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anonymous visitors. Every route declares this or `permission`. */
    public?: boolean;
    /** Shared permission the signed-in user must hold (`can(user, permission)`). */
    permission?: Permission;
    /**
     * A write that cannot change anyone's session (decision 070): the replica answering it keeps
     * its sessions in memory. Any other successful write makes it forget them before answering.
     */
    keepsSessions?: boolean;
    /**
     * A write that cannot change a survey's results (a registration request, decision 072): the
     * survey results' caches stay, and no replica is told to drop them.
     */
    keepsSurveyResults?: boolean;
    /**
     * A read whose answer depends on its URL alone, never on who asks (a reference list): kept a
     * few seconds and dropped by any back-office write (plugins/reference-answers.ts).
     */
    sharedAnswer?: boolean;
  }

  interface FastifyRequest {
    /** The signed-in user: set for routes with a `permission`, or after `authenticate()`. */
    user: SessionUser | null;
  }

  interface FastifyInstance {
    config: Config;
    db: Database;
    /** LISTEN/NOTIFY between the replicas (decision 043). */
    notifications: Notifications;
    /** This replica's in-memory caches, dropped on every replica (decision 045). */
    cacheDrops: CacheDrops;
    /** The database pool's use, for the metrics (null on the embedded database). */
    poolUse: DatabaseHandle['poolUse'];
    /** Transactions this process has run on the database (the idle figure, decision 043). */
    dbTransactions: DatabaseHandle['transactions'];
    dbStatements: DatabaseHandle['statements'];
    /** Where stored files' bytes are: disk or S3 (decision 046). */
    fileStore: FileStore;
  }
}
