import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'État du service',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      config: { public: true },
    },
    async () => ({ status: 'ok' as const }),
  );
};
