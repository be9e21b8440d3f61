import { CONTACT_API, CONTACT_CATEGORIES_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Captcha } from './captcha.service.js';
import {
  listContactCategories,
  offeredContactCategories,
  saveContactCategory,
} from './contact-categories.service.js';
import { sendContactMessage } from './contact.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { noStore } from '../../lib/no-store.js';

/** Challenges a client IP may fetch per minute: far more than a person needs, few for a bot. */
const CHALLENGES_PER_MINUTE = 30;

/**
 * The public contact form (spec §7 `public/contacts`): a captcha challenge to solve, then the
 * message with its solution. Both are public; the message is limited per client IP. And the
 * categories the form offers, which the admin words and withdraws (decision 067).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const captcha = new Captcha(config.ALTCHA_HMAC_KEY);

  app.route({
    ...contractRoute(CONTACT_API.challenge, {
      tags: ['public'],
      summary: 'Défi anti-robot du formulaire de contact',
      description:
        'Un défi ALTCHA signé (preuve de travail, valable 30 minutes) que le navigateur résout ' +
        'avant d’envoyer le message ; la réponse est à joindre au message dans `captcha`.',
    }),
    config: {
      ...CONTACT_API.challenge.access,
      rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: 60_000 },
    },
    preHandler: noStore,
    handler: async () => captcha.createChallenge(),
  });

  app.route({
    ...contractRoute(CONTACT_API.send, {
      tags: ['public'],
      summary: 'Envoyer un message de contact',
      description:
        'Enregistre le message et l’envoie par courriel aux administrateurs et aux ' +
        'gestionnaires. Un défi anti-robot faux, expiré ou déjà utilisé est refusé ' +
        '(`CAPTCHA_INVALID`, `CAPTCHA_EXPIRED`, `CAPTCHA_REPLAYED`) et rien n’est enregistré.',
    }),
    config: {
      ...CONTACT_API.send.access,
      rateLimit: {
        max: config.CONTACT_MAX_PER_IP,
        timeWindow: config.CONTACT_IP_WINDOW_MINUTES * 60_000,
      },
    },
    handler: async (request, reply) => {
      const solved = await captcha.verify(request.body.captcha);
      // A signed-in visitor's message is tied to their account.
      const user = await app.authenticate(request);
      const id = await sendContactMessage(app.db, request.body, user?.id ?? null, solved);
      return reply.code(201).send({ id });
    },
  });

  app.route({
    ...contractRoute(CONTACT_CATEGORIES_API.offered, {
      tags: ['public'],
      summary: 'Catégories proposées par le formulaire de contact',
      description: 'Les catégories actives, dans l’ordre de la spécification, avec leur libellé.',
    }),
    handler: async () => offeredContactCategories(app.db),
  });

  app.route({
    ...contractRoute(CONTACT_CATEGORIES_API.list, {
      tags: ['contact_categories'],
      summary: 'Catégories de message et de contact',
      description:
        'Toutes les catégories, proposées ou non, avec leur libellé et leur description.',
    }),
    handler: async () => listContactCategories(app.db),
  });

  app.route({
    ...contractRoute(CONTACT_CATEGORIES_API.save, {
      tags: ['contact_categories'],
      summary: 'Modifier une catégorie de contact',
      description:
        'Le code reste celui de la spécification ; le libellé, la description et la proposition ' +
        'dans le formulaire de contact se modifient.',
    }),
    handler: async (request) => saveContactCategory(app.db, request.params.code, request.body),
  });
};
