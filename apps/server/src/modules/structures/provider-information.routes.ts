import {
  DOCUMENT_IMAGE_MAX_BYTES,
  DOCUMENT_IMAGE_MAX_SIDE,
  DOCUMENT_IMAGE_MIN_SIDE,
  PROVIDER_INFORMATION_API,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { contractRoute } from '../../lib/contract-route.js';
import { getProviderInformation, saveProviderInformation } from './provider-information.service.js';

const WHO =
  'Le prestataire pour sa propre structure (profil prestataire actif), l’administrateur pour ' +
  'toute structure prestataire ; sinon 404 (une structure employeur n’en a pas).';

/** The provider information of a structure (decision 037): logo, stamp, manager. */
export const providerInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;

  app.route({
    ...contractRoute(PROVIDER_INFORMATION_API.get, {
      tags: ['structures'],
      summary: 'Informations du prestataire (documents générés)',
      description:
        `${WHO} Le nom, l’adresse et le SIRET sont ceux de l’administration des structures ; ` +
        'le logo, le tampon, le nom et la fonction du responsable figurent sur les documents.',
    }),
    handler: (request) => getProviderInformation(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(PROVIDER_INFORMATION_API.save, {
      tags: ['structures'],
      summary: 'Enregistrer les informations du prestataire',
      description:
        `${WHO} Champs absents inchangés, texte vide ou image \`null\` : effacé. Une image est ` +
        'un fichier envoyé par l’appelant (`POST /api/structure_files/multiple?accept=png,jpeg`) ' +
        `ou celle de la structure : PNG ou JPEG d’après son contenu, ` +
        `${DOCUMENT_IMAGE_MAX_BYTES / 1024 / 1024} Mo au plus, de ${DOCUMENT_IMAGE_MIN_SIDE} ` +
        `à ${DOCUMENT_IMAGE_MAX_SIDE} pixels de côté ; sinon 400, erreur sur le champ.`,
    }),
    handler: (request) =>
      saveProviderInformation(app.db, store, currentUser(request), request.params.id, request.body),
  });
};
