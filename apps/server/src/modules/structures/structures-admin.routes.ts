import { STRUCTURES_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  attachStructureDocuments,
  createStructure,
  detachStructureDocument,
  editStructure,
  getStructureList,
  getStructureRecord,
  removeStructure,
} from './structures-admin.service.js';
import { contractRoute } from '../../lib/contract-route.js';

const SIRET_RULE =
  'SIRET : 14 chiffres (espaces ignorés), clé de Luhn, sauf La Poste (SIREN 356000000) dont la ' +
  "somme des chiffres est un multiple de 5 ; déjà celui d'une autre structure : 409, erreur sur " +
  'le champ `siret`.';

/** The structures administration (decision 028): admin writes, admin and manager read. */
export const structuresAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(STRUCTURES_API.list, {
      tags: ['structures'],
      summary: 'Structures (administration)',
      description:
        'Par nom ; filtres : texte (nom, ville, SIRET), type, adhésion, état ; paginée. ' +
        'Administrateur et gestionnaire (lecture seule).',
    }),
    handler: (request) => getStructureList(app.db, request.query),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.record, {
      tags: ['structures'],
      summary: "Fiche d'une structure",
      description:
        'Tous ses champs, sa structure parente, ses structures rattachées, ses valideurs RH ' +
        'et ses membres, ses fichiers et ce qui empêche sa suppression (`usedBy`).',
    }),
    handler: (request) => getStructureRecord(app.db, request.params.id),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.create, {
      tags: ['structures'],
      summary: 'Créer une structure',
      description: SIRET_RULE,
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await createStructure(app.db, request.body)),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.update, {
      tags: ['structures'],
      summary: 'Modifier, désactiver ou réactiver une structure',
      description:
        `${SIRET_RULE} Un type que ses profils, actions ou inscriptions interdisent : 409. ` +
        'Une structure parente qui en dépend déjà : 400.',
    }),
    handler: (request) => editStructure(app.db, request.params.id, request.body),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.remove, {
      tags: ['structures'],
      summary: 'Supprimer une structure inutilisée',
      description:
        'Refusé (409) tant que des profils, des actions, des inscriptions ou des structures ' +
        'rattachées en dépendent : la désactiver alors. Ses fichiers sont détachés.',
    }),
    handler: async (request, reply) => {
      await removeStructure(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(STRUCTURES_API.attachFiles, {
      tags: ['structures', 'files'],
      summary: 'Rattacher des fichiers à une structure',
      description:
        'Fichiers envoyés au préalable par `POST /api/structure_files/multiple` par le même ' +
        "utilisateur (le fichier d'un autre est refusé comme un fichier inconnu). Répond les " +
        'fichiers de la structure.',
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await attachStructureDocuments(app.db, currentUser(request), request.body)),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.detachFile, {
      tags: ['structures', 'files'],
      summary: "Retirer un fichier d'une structure",
      description: "Le fichier stocké n'est pas effacé tout de suite (nettoyage périodique).",
    }),
    handler: async (request, reply) => {
      await detachStructureDocument(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
