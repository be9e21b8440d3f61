import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../enums';
import { t } from '../i18n';
import { idParam, idParams } from './fields';
import { firstNonBlank } from './query-params';
import { defineRoute } from './route';
import { GENERATED_DOCUMENTS } from '../documents/codes';
import {
  documentSendBodySchema,
  documentSendDetailSchema,
  documentSendSchema,
  sessionDocumentSendsSchema,
} from '../documents/sending';

/* The HTTP contract of the generated documents (decision 036). */

/** A required id in the query: blank or missing is "Champ obligatoire". */
const requiredIdParam = z.preprocess(
  firstNonBlank,
  z
    .unknown()
    .superRefine((value, context) => {
      if (value === undefined)
        context.addIssue({ code: 'custom', message: t('validation.required') });
    })
    .pipe(idParam),
);

/** `?registrationId=`: whose convocation or certificate. */
export const traineeDocumentQuerySchema = z.object({ registrationId: requiredIdParam });
/** `?structureId=`: which employer's convention. */
export const structureDocumentQuerySchema = z.object({ structureId: requiredIdParam });

/** A document one may download: its code, French name, format and download URL. */
export const documentLinkSchema = z.object({
  code: z.enum(GENERATED_DOCUMENTS),
  label: z.string(),
  format: z.enum(['pdf', 'csv', 'docx']),
  url: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** A trainee's document that does not exist yet, with why (the API's French message). */
export const unavailableDocumentSchema = z.object({
  code: z.enum(GENERATED_DOCUMENTS),
  label: z.string(),
  reason: z.string(),
});
export type UnavailableDocument = z.infer<typeof unavailableDocumentSchema>;

/** `GET /api/sessions/{id}/generated_documents`: what the session's page offers. */
export const sessionGeneratedDocumentsSchema = z.object({
  sessionId: z.number().int(),
  /** The whole session's documents (participant list, CSV, signature sheet, report). */
  documents: z.array(documentLinkSchema),
  /** One convention per employer structure of the trainees. */
  conventions: z.array(
    z.object({
      structureId: z.number().int(),
      structureName: z.string(),
      traineeCount: z.number().int(),
      link: documentLinkSchema,
    }),
  ),
  /** Per trainee, its convocation and certificates, or why not yet. */
  trainees: z.array(
    z.object({
      registrationId: z.number().int(),
      name: z.string(),
      structureName: z.string().nullable(),
      status: z.enum(REGISTRATION_STATUSES),
      documents: z.array(documentLinkSchema),
      unavailable: z.array(unavailableDocumentSchema),
    }),
  ),
});
export type SessionGeneratedDocuments = z.infer<typeof sessionGeneratedDocumentsSchema>;

/** `GET /api/registration_views/documents`: a beneficiary's documents, per registration. */
export const beneficiaryDocumentsSchema = z.object({
  items: z.array(
    z.object({
      registrationId: z.number().int(),
      sessionId: z.number().int(),
      documents: z.array(documentLinkSchema),
    }),
  ),
});
export type BeneficiaryDocuments = z.infer<typeof beneficiaryDocumentsSchema>;

/** The routes of sending a session's convocations and conventions (decision 039). */
export const DOCUMENT_SENDS_API = {
  /** A session's sends, who already received a document, and why a send is refused now. */
  ofSession: defineRoute({
    method: 'GET',
    path: '/sessions/:id/document_sends',
    access: { permission: 'sessions.sendDocuments' },
    params: idParams,
    response: sessionDocumentSendsSchema,
    errors: [400, 401, 403, 404],
  }),
  /** 202 with the send under way; 409 when the session may not have its documents sent now. */
  start: defineRoute({
    method: 'POST',
    path: '/sessions/:id/document_sends',
    access: { permission: 'sessions.sendDocuments' },
    params: idParams,
    body: documentSendBodySchema,
    status: 202,
    response: documentSendSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/document_sends/:id',
    access: { permission: 'sessions.sendDocuments' },
    params: idParams,
    response: documentSendDetailSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** The routes of the generated documents that answer JSON (the files are downloads: links). */
export const DOCUMENTS_API = {
  /** A session's documents, its conventions by structure, and each trainee's. */
  ofSession: defineRoute({
    method: 'GET',
    path: '/sessions/:id/generated_documents',
    access: { permission: 'documents.session' },
    params: idParams,
    response: sessionGeneratedDocumentsSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** `GET /api/registration_views/documents`: the signed-in beneficiary's documents. */
  beneficiary: defineRoute({
    method: 'GET',
    path: '/registration_views/documents',
    access: { permission: 'beneficiary.space' },
    response: beneficiaryDocumentsSchema,
    errors: [401, 403],
  }),
};
