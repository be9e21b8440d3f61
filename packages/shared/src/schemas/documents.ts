import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../enums';
import { t } from '../i18n';
import { idParam } from './fields';
import { firstNonBlank } from './query-params';
import { defineRoute } from './route';
import { GENERATED_DOCUMENTS } from '../documents/codes';

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

/** The routes of the generated documents (converted so far: the beneficiary's own). */
export const DOCUMENTS_API = {
  /** `GET /api/registration_views/documents`: the signed-in beneficiary's documents. */
  beneficiary: defineRoute({
    method: 'GET',
    path: '/registration_views/documents',
    access: { permission: 'beneficiary.space' },
    response: beneficiaryDocumentsSchema,
    errors: [401, 403],
  }),
};
