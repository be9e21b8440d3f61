import { JOBS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { getJobsOverview, requestTaskRun, type JobsContext } from './jobs.service.js';

/** The automatic tasks page (decision 043): the timed tasks, the other queues, a run now. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: JobsContext = { db: app.db, tasks: app.scheduledTasks, config: app.config };

  app.route({
    ...contractRoute(JOBS_API.overview, {
      tags: ['jobs'],
      summary: 'Tâches automatiques et files d’attente',
      description:
        'Chaque tâche planifiée que connaît le portail : si ce serveur la lance et à quel ' +
        'intervalle, si elle tourne en ce moment, son dernier début, son dernier succès avec ' +
        'son compte rendu, son dernier échec avec son message, son prochain passage, ses ' +
        'échecs ; puis la boîte d’envoi (courriels en attente, en échec, âge du plus ancien) ' +
        'et les envois de documents (en cours, en échec ces derniers jours). Administrateurs.',
    }),
    handler: async () => getJobsOverview(context),
  });

  app.route({
    ...contractRoute(JOBS_API.run, {
      tags: ['jobs'],
      summary: 'Lancer une tâche planifiée maintenant',
      description:
        'Rend la tâche due tout de suite et prévient les serveurs : le premier libre la lance. ' +
        'Répond 202 avec l’état de la tâche ; son passage se suit par `GET /api/jobs`. 404 ' +
        'pour une tâche inconnue ou que ce serveur ne lance pas, 409 quand elle tourne déjà. ' +
        'Administrateurs.',
    }),
    handler: async (request, reply) =>
      reply.code(202).send(await requestTaskRun(context, request.params.name)),
  });
};
