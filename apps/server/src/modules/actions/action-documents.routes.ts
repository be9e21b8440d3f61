import { ACTION_DOCUMENTS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import {
  addActionLink,
  attachActionDocument,
  detachActionDocument,
  getActionDocuments,
  getActionLinks,
  listParticipantDocuments,
  removeActionLink,
} from './action-documents.service.js';

const SCOPE_NOTE =
  'Un prestataire : les actions de ses structures seulement (les autres répondent 404).';
const DOCUMENT_WRITERS =
  'Administrateurs et gestionnaires : toutes les natures. Un prestataire, sur ses propres ' +
  'actions : les documents publics (`public`) et participants (`participant`) seulement (403 ' +
  'pour les autres natures).';

/** Documents (files by kind) and public links of an action (spec §3 "Action", §7). */
export const actionDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.participant, {
      tags: ['actions', 'files'],
      summary: 'Documents et badges des actions de mes sessions',
      description:
        'Pour chaque inscription confirmée du bénéficiaire connecté (inscrit, présent ou ' +
        "absent), les documents participants et ressources complémentaires de l'action de la " +
        'session, et son open badge.',
    }),
    handler: async (request) => listParticipantDocuments(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.documents, {
      tags: ['actions', 'files'],
      summary: "Documents d'une action",
      description:
        'Fichiers, documents publics, gestionnaire, participants et ressources ' +
        `complémentaires, dans cet ordre. ${SCOPE_NOTE}`,
    }),
    handler: async (request) =>
      getActionDocuments(app.db, currentUser(request), request.query.actionId),
  });

  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.attach, {
      tags: ['actions', 'files'],
      summary: 'Rattacher un fichier à une action',
      description:
        'Fichier envoyé au préalable par `POST /api/action_files/multiple` par le même ' +
        "utilisateur (le fichier d'un autre est refusé comme un fichier inconnu). Un document " +
        `public devient téléchargeable sans connexion. ${DOCUMENT_WRITERS} ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const document = await attachActionDocument(app.db, currentUser(request), request.body);
      return reply.code(201).send(document);
    },
  });

  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.detach, {
      tags: ['actions', 'files'],
      summary: "Retirer un document d'une action",
      description: `Le fichier stocké n'est pas effacé. ${DOCUMENT_WRITERS} ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      await detachActionDocument(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.links, {
      tags: ['actions'],
      summary: "Liens publics d'une action",
      description: `Dans l'ordre d'ajout. ${SCOPE_NOTE}`,
    }),
    handler: async (request) =>
      getActionLinks(app.db, currentUser(request), request.query.actionId),
  });

  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.addLink, {
      tags: ['actions'],
      summary: 'Ajouter un lien public à une action',
      description:
        'Adresse http ou https. Administrateurs et gestionnaires : toute action ; un ' +
        `prestataire : ses propres actions. ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const link = await addActionLink(app.db, currentUser(request), request.body);
      return reply.code(201).send(link);
    },
  });

  app.route({
    ...contractRoute(ACTION_DOCUMENTS_API.removeLink, {
      tags: ['actions'],
      summary: "Retirer un lien public d'une action",
      description: `Administrateurs, gestionnaires et le prestataire de l'action. ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      await removeActionLink(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
