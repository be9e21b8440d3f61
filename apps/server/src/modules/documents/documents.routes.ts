import {
  GENERATED_DOCUMENTS,
  GENERATED_DOCUMENT_INFO,
  DOCUMENTS_API,
  qualityResultsPdfQuerySchema,
  structureDocumentQuerySchema,
  traineeDocumentQuerySchema,
  type GeneratedDocument,
  type Permission,
} from '@passerelle/shared';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse, idParams, noQuery } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  documentLabel,
  listBeneficiaryDocuments,
  listSessionDocuments,
  renderDocumentFor,
  renderInformationPreviewFor,
  renderQualityResultsPdfFor,
  type DocumentFile,
} from './documents.service.js';
import { openQualityEvidence } from './quality-evidence.service.js';
import { renderSurveyResultsPdfFor } from './survey-results-pdf.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Who may ask for each document (the service then checks whose session or registration). */
function permissionOf(code: GeneratedDocument): Permission {
  if (code === 'report_pdf') return 'reports.read';
  return GENERATED_DOCUMENT_INFO[code].scope === 'trainee'
    ? 'documents.trainee'
    : 'documents.session';
}

const WHO = {
  trainee:
    'Un document par stagiaire (`registrationId`) : administrateurs et gestionnaires pour toute ' +
    'session, le prestataire pour les sessions de ses actions, le bénéficiaire pour sa propre ' +
    'inscription (404 sinon). Une attestation n’existe que pour un stagiaire présent ou en ' +
    'absence partielle d’une session réalisée (409 avec la raison sinon).',
  structure:
    'Une convention par structure employeur des stagiaires (`structureId`) : administrateurs, ' +
    'gestionnaires, le prestataire pour ses sessions (404 sinon ; 409 si aucun stagiaire de la ' +
    'session n’est de cette structure).',
  session:
    'Administrateurs et gestionnaires pour toute session, le prestataire pour les sessions de ' +
    'ses actions (404 sinon).',
} as const;

/** A download no cache keeps: a document's bytes, or an archive's stream as it is made. */
function sendDownload(
  reply: FastifyReply,
  fileName: string,
  contentType: string,
  body: Buffer | Readable,
) {
  return reply
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store, private')
    .type(contentType)
    .send(body);
}

/** A generated document as a download: never cached, a French file name. */
function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return sendDownload(reply, file.fileName, file.contentType, file.bytes);
}

/**
 * The generated documents (decision 036): each document of spec §7 under its session, the list
 * of a session's documents for its page, and a beneficiary's own documents.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, store: app.fileStore };

  for (const code of GENERATED_DOCUMENTS) {
    const info = GENERATED_DOCUMENT_INFO[code];
    const querystring =
      info.scope === 'trainee'
        ? traineeDocumentQuerySchema
        : info.scope === 'structure'
          ? structureDocumentQuerySchema
          : z.object({});
    const format =
      info.format === 'csv'
        ? 'CSV (`;`, UTF-8 avec BOM).'
        : 'PDF, ou DOCX si un modèle a été importé pour ce document.';
    app.get(
      `/sessions/:id/${code}`,
      {
        schema: {
          tags: ['documents'],
          summary: documentLabel(code),
          description: `${format} ${WHO[info.scope]}`,
          params: idParams,
          querystring,
          response: { 200: fileResponse, ...errors },
        },
        config: { permission: permissionOf(code) },
      },
      async (request, reply) => {
        const query = request.query as { registrationId?: number; structureId?: number };
        const file = await renderDocumentFor(context, currentUser(request), {
          code,
          sessionId: request.params.id,
          registrationId: query.registrationId,
          structureId: query.structureId,
        });
        return sendDocument(reply, file);
      },
    );
  }

  app.route({
    ...contractRoute(DOCUMENTS_API.ofSession, {
      tags: ['documents'],
      summary: 'Documents générés de la session',
      description:
        'Les documents de la session, ses conventions par structure et, par stagiaire, ses ' +
        `documents ou pourquoi ils ne sont pas encore disponibles. ${WHO.session}`,
    }),
    handler: async (request) =>
      listSessionDocuments(context, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(DOCUMENTS_API.beneficiary, {
      tags: ['documents'],
      summary: 'Mes documents',
      description:
        'Les documents du bénéficiaire connecté, par inscription : sa convocation une fois ' +
        'inscrit, ses attestations une fois la session réalisée et sa présence enregistrée.',
    }),
    handler: async (request) => listBeneficiaryDocuments(context, currentUser(request)),
  });

  app.get(
    '/structures/:id/quality_results/pdf',
    {
      schema: {
        tags: ['documents'],
        summary: 'Indicateurs de résultats d’un prestataire pour une année, en PDF',
        description:
          'Sur les sessions réalisées et terminées dans l’année civile : stagiaires formés, taux ' +
          'd’achèvement, réponses et taux de satisfaction des questionnaires clos, note moyenne ' +
          'par thème, pour toutes les formations puis chacune (Qualiopi, indicateur 2). Le ' +
          'prestataire pour sa propre structure, le personnel du programme pour toute structure ' +
          'prestataire (404 sinon).',
        params: idParams,
        querystring: qualityResultsPdfQuerySchema,
        response: { 200: fileResponse, ...errors },
      },
      config: { permission: 'quality.results' },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await renderQualityResultsPdfFor(
          context,
          currentUser(request),
          request.params.id,
          request.query.year,
        ),
      ),
  );

  app.get(
    '/structures/:id/quality_evidence',
    {
      schema: {
        tags: ['documents'],
        summary: 'Preuves qualité d’un prestataire pour une année, en ZIP',
        description:
          'Pour l’audit Qualiopi : les indicateurs de résultats de l’année (indicateur 2) puis, ' +
          'pour chaque session réalisée et terminée dans l’année civile, sa feuille d’émargement ' +
          'signée (12), les attestations de chaque stagiaire (11), le bilan pédagogique (11 et ' +
          '32) et les résultats de ses questionnaires (30), chaque fichier nommé d’après les ' +
          'indicateurs qu’il prouve, avec un sommaire (CSV) de chaque preuve et de ce qui manque. ' +
          'Le prestataire pour sa propre structure, le personnel du programme pour toute ' +
          'structure prestataire (404 sinon).',
        params: idParams,
        querystring: qualityResultsPdfQuerySchema,
        response: { 200: fileResponse, ...errors },
      },
      config: { permission: 'quality.results' },
    },
    async (request, reply) => {
      const archive = await openQualityEvidence(
        context,
        currentUser(request),
        request.params.id,
        request.query.year,
      );
      return sendDownload(reply, archive.fileName, 'application/zip', archive.stream);
    },
  );

  app.get(
    '/survey_views/:id/pdf',
    {
      schema: {
        tags: ['documents'],
        summary: 'Résultats du questionnaire d’une session, en PDF',
        description:
          'Taux de réponse, notes moyennes par thème et par question, commentaires libres sans ' +
          'leurs auteurs. Administrateurs et gestionnaires pour toute session, le prestataire ' +
          'pour les sessions de ses actions (404 sinon).',
        params: idParams,
        querystring: noQuery,
        response: { 200: fileResponse, ...errors },
      },
      config: { permission: 'surveys.read' },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await renderSurveyResultsPdfFor(context, currentUser(request), request.params.id),
      ),
  );

  app.get(
    '/structures/:id/information/preview',
    {
      schema: {
        tags: ['documents'],
        summary: 'Aperçu d’un document avec les informations du prestataire',
        description:
          'Une convocation d’exemple (stagiaire et session fictifs) avec le logo, le tampon et le ' +
          'responsable enregistrés de la structure prestataire, en PDF à afficher. Le prestataire ' +
          'pour sa propre structure, l’administrateur pour toute structure prestataire (404 sinon).',
        params: idParams,
        querystring: noQuery,
        response: { 200: fileResponse, ...errors },
      },
      config: { permission: 'provider.information' },
    },
    async (request, reply) => {
      const file = await renderInformationPreviewFor(
        context,
        currentUser(request),
        request.params.id,
      );
      return reply
        .header(
          'content-disposition',
          attachmentDisposition(file.fileName).replace(/^attachment/, 'inline'),
        )
        .header('cache-control', 'no-store, private')
        .type(file.contentType)
        .send(file.bytes);
    },
  );
};
