import { jsonNestsDeeperThan, MAX_BODY_DEPTH } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * The API's JSON body parser: Fastify's own (secure-json-parse, a `__proto__` key refused), once
 * the raw text is measured. A body nesting arrays and objects deeper than any route's schema
 * accepts (MAX_BODY_DEPTH) is a French 400 before anything recursive reads it: the NUL check, Zod,
 * a service's JSON.stringify would overflow the stack on one 50,000 levels deep (decision 049).
 */
export default fp(
  async function jsonBodyPlugin(app: FastifyInstance) {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonNestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
        done(new AppError('BODY_TOO_DEEP', { params: { max: MAX_BODY_DEPTH } }), undefined);
        return;
      }
      // Callback style: it calls `done` and returns nothing.
      void parseJson(request, body as string, done);
    });
  },
  { name: 'json-body' },
);
