import { errorMessage } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './health.service.js';
import { noQuery } from '../../lib/route-schemas.js';

const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'unreachable', 'timeout']),
  migrations: z
    .object({
      expected: z.number().int(),
      applied: z.number().int(),
      missing: z.array(z.string()),
      unknown: z.number().int(),
    })
    .nullable(),
});

/** A 503 also has the shape of every error answer (`error`, `code`), besides what is wrong. */
const notReadySchema = readinessSchema.extend({
  error: z.string(),
  code: z.literal('SERVICE_UNAVAILABLE'),
});

/*
 * The probes of a load balancer or an orchestrator (decision 048). Their successful answers are
 * not logged (`logLevel: 'warn'`): a probe every few seconds would drown the requests that matter;
 * the metrics still count them, and a failure is logged.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Le service est en vie (ne consulte pas la base de données)',
        querystring: noQuery,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      config: { public: true },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Le service peut répondre : base de données joignable et migrations à jour (503 sinon)',
        querystring: noQuery,
        response: { 200: readinessSchema, 503: notReadySchema },
      },
      config: { public: true },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const readiness = await checkReadiness(app.db, {
        onError: (error) =>
          request.log.warn({ err: error }, 'readiness: the database did not answer'),
      });
      const body = { database: readiness.database, migrations: readiness.migrations };
      if (readiness.ready) return { status: 'ready' as const, ...body };
      return reply.code(503).send({
        status: 'not_ready' as const,
        ...body,
        error: errorMessage('SERVICE_UNAVAILABLE'),
        code: 'SERVICE_UNAVAILABLE' as const,
      });
    },
  );
};
