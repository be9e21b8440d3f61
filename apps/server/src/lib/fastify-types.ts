import type { Permission, SessionUser } from '@passerelle/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anonymous visitors. Every route declares this or `permission`. */
    public?: boolean;
    /** Shared permission the signed-in user must hold (`can(user, permission)`). */
    permission?: Permission;
  }

  interface FastifyRequest {
    /** The signed-in user: set for routes with a `permission`, or after `authenticate()`. */
    user: SessionUser | null;
  }

  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}
