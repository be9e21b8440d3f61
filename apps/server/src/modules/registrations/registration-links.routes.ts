import { REGISTRATION_LINKS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { noStore } from '../../lib/no-store.js';
import { decideByLink, viewDecisionLink } from './registration-links.service.js';

/** Per address and minute: far above a person deciding, far below guessing a secret. */
const LINK_CALLS_PER_MINUTE = 30;

/**
 * The "Valider" / "Refuser" links of the "à valider" mails (decision 077): public, the secret in
 * the address is the access; what they answer is never stored by a cache.
 */
export const registrationLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: LINK_CALLS_PER_MINUTE, timeWindow: 60_000 };

  app.route({
    ...contractRoute(REGISTRATION_LINKS_API.view, {
      tags: ['registrations'],
      summary: 'Lien de décision reçu par courriel : ce qu’il concerne',
      description:
        'La demande, la session et la personne à qui le lien a été envoyé, avec l’état du ' +
        'lien : `open` (il agit), `used` (déjà servi), `expired` (date limite passée), ' +
        '`moved` (l’inscription a changé d’état depuis l’envoi), `revoked` (la personne ne ' +
        'peut plus décider). 404 pour un lien inconnu.',
    }),
    config: { ...REGISTRATION_LINKS_API.view.access, rateLimit },
    preHandler: noStore,
    handler: async (request) => viewDecisionLink(app.db, request.params.token),
  });

  app.route({
    ...contractRoute(REGISTRATION_LINKS_API.decide, {
      tags: ['registrations'],
      summary: 'Valider ou refuser une inscription par le lien reçu par courriel',
      description:
        'Agit comme la personne du lien, sans connexion, une seule fois : mêmes règles que ' +
        'dans le portail (profil, structure, statut, dates), le refus avec son motif. Un lien ' +
        'déjà servi, expiré, ou dont l’inscription a changé d’état répond 409 en français et ' +
        'ne change rien ; une personne qui ne peut plus décider, 403. L’historique de ' +
        'l’inscription note « par lien reçu par courriel ».',
    }),
    config: { ...REGISTRATION_LINKS_API.decide.access, rateLimit },
    preHandler: noStore,
    handler: async (request) =>
      decideByLink(app.db, request.params.token, request.body, {
        publicUrl: app.config.PUBLIC_URL,
      }),
  });
};
