import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DocumentSendRunner } from './document-send-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue working through the sends of convocations and conventions (decision 039). */
    documentSends: DocumentSendRunner;
  }
}

/**
 * The sends' queue, run by the process's job runner (decision 043): a send created on any
 * replica, or left by one that stopped or died, is worked through by one of them.
 */
export default fp(
  async function documentSendsPlugin(app: FastifyInstance) {
    const runner = new DocumentSendRunner({
      db: app.db,
      store: app.fileStore,
      publicUrl: app.config.PUBLIC_URL,
    });
    app.decorate('documentSends', runner);
    app.jobs.register(runner);
  },
  { name: 'document-sends', dependencies: ['jobs'] },
);
