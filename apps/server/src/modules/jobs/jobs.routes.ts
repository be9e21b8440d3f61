import { jobNameParamsSchema, jobsOverviewSchema, scheduledTaskSchema } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noBody, noQuery } from '../../lib/route-schemas.js';
import { getJobsOverview, requestTaskRun, type JobsContext } from './jobs.service.js';

/** The automatic tasks page (decision 043): the timed tasks, the other queues, a run now. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: JobsContext = { db: app.db, tasks: app.scheduledTasks, config: app.config };

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Tâches automatiques et files d’attente',
        description:
          'Chaque tâche planifiée que connaît le portail : si ce serveur la lance et à quel ' +
          'intervalle, si elle tourne en ce moment, son dernier début, son dernier succès avec ' +
          'son compte rendu, son dernier échec avec son message, son prochain passage, ses ' +
          'échecs ; puis la boîte d’envoi (courriels en attente, en échec, âge du plus ancien) ' +
          'et les envois de documents (en cours, en échec ces derniers jours). Administrateurs.',
        querystring: noQuery,
        response: { 200: jobsOverviewSchema, ...errorResponses(401, 403) },
      },
      config: { permission: 'jobs.manage' },
    },
    async () => getJobsOverview(context),
  );

  app.post(
    '/jobs/:name/run',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Lancer une tâche planifiée maintenant',
        description:
          'Rend la tâche due tout de suite et prévient les serveurs : le premier libre la lance. ' +
          'Répond 202 avec l’état de la tâche ; son passage se suit par `GET /api/jobs`. 404 ' +
          'pour une tâche inconnue ou que ce serveur ne lance pas, 409 quand elle tourne déjà. ' +
          'Administrateurs.',
        params: jobNameParamsSchema,
        body: noBody,
        querystring: noQuery,
        response: { 202: scheduledTaskSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { permission: 'jobs.manage' },
    },
    async (request, reply) =>
      reply.code(202).send(await requestTaskRun(context, request.params.name)),
  );
};
