import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DocumentSendRunner } from './document-send-runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job working through the sends of convocations and conventions (decision 039). */
    documentSends: DocumentSendRunner;
  }
}

/**
 * Starts the sends' job with the app: once ready, it resumes the sends a previous process left
 * RUNNING; before the app closes its database, it lets the current items finish.
 */
export default fp(
  async function documentSendsPlugin(app: FastifyInstance) {
    const runner = new DocumentSendRunner({
      db: app.db,
      store: app.fileStore,
      log: app.log.child({ module: 'document-sends' }),
      publicUrl: app.config.PUBLIC_URL,
    });
    app.decorate('documentSends', runner);
    app.addHook('onReady', async () => {
      await runner.resumeAll();
    });
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'document-sends' },
);
