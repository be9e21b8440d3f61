import { FAVORITE_ALERTS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { noStore } from '../../lib/no-store.js';
import { currentUser } from '../../plugins/auth.js';
import {
  readFavoriteAlertSetting,
  updateByFavoriteAlertLink,
  updateFavoriteAlertSetting,
  viewFavoriteAlertLink,
} from './favorite-alerts.service.js';

const tags = ['beneficiary'];
/** Per address and minute: far above a person clicking, far below guessing a secret. */
const LINK_CALLS_PER_MINUTE = 30;
/** `List-Unsubscribe=One-Click` and little else. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * The alerts on favourites (decision 078): the beneficiary's setting, and the same setting from
 * the link of an alert mail (public: the secret in the address is the access, never cached).
 */
export const favoriteAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: LINK_CALLS_PER_MINUTE, timeWindow: 60_000 };

  app.route({
    ...contractRoute(FAVORITE_ALERTS_API.setting, {
      tags,
      summary: 'Mes alertes sur les formations favorites',
      description: 'Activées tant que le bénéficiaire ne les a pas désactivées.',
    }),
    handler: async (request) => readFavoriteAlertSetting(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(FAVORITE_ALERTS_API.update, {
      tags,
      summary: 'Activer ou désactiver mes alertes sur les formations favorites',
      description:
        'Désactivées, les alertes en attente sont abandonnées : une réactivation n’annonce que ' +
        'ce qui arrive ensuite.',
    }),
    handler: async (request) =>
      updateFavoriteAlertSetting(app.db, currentUser(request), request.body),
  });

  app.route({
    ...contractRoute(FAVORITE_ALERTS_API.linkView, {
      tags,
      summary: 'Lien « ne plus recevoir » d’un courriel d’alerte : le réglage',
      description:
        'Le prénom de la personne et son réglage ; 404 pour un lien inconnu, expiré (un an) ou ' +
        'd’un compte désactivé.',
    }),
    config: { ...FAVORITE_ALERTS_API.linkView.access, rateLimit },
    preHandler: noStore,
    handler: async (request) => viewFavoriteAlertLink(app.db, request.params.token),
  });

  // What a mail client posts to the List-Unsubscribe address: a form, in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.route({
    ...contractRoute(FAVORITE_ALERTS_API.oneClick, {
      tags,
      summary: 'Désabonnement en un clic depuis le client de messagerie (RFC 8058)',
      description:
        'L’adresse de l’en-tête `List-Unsubscribe` des courriels d’alerte : un POST du ' +
        'formulaire `List-Unsubscribe=One-Click` désactive les alertes, sans connexion.',
    }),
    config: { ...FAVORITE_ALERTS_API.oneClick.access, rateLimit },
    preHandler: noStore,
    handler: async (request) =>
      updateByFavoriteAlertLink(app.db, request.params.token, { enabled: false }),
  });

  app.route({
    ...contractRoute(FAVORITE_ALERTS_API.linkUpdate, {
      tags,
      summary: 'Désactiver ou réactiver les alertes depuis le lien d’un courriel',
      description: 'Sans connexion ; le lien sert autant de fois qu’il faut tant qu’il vaut.',
    }),
    config: { ...FAVORITE_ALERTS_API.linkUpdate.access, rateLimit },
    preHandler: noStore,
    handler: async (request) =>
      updateByFavoriteAlertLink(app.db, request.params.token, request.body),
  });
};
