import { z } from 'zod';
import {
  CIVILITIES,
  REGISTRATION_STATUSES,
  UPLOAD_TYPES,
  uploadTypeOfMime,
  type UploadType,
} from '../enums';
import { t } from '../i18n';
import { idParam } from './fields';
import { pageParamsShape, param } from './query-params';
import { storedFileSchema } from './files';
import { referenceIdField } from './programming';
import './messages';

/*
 * The endpoints behind the sessions, speakers and registrations tabs of an action
 * (/back/programming/{id}/…) that the action and session endpoints do not cover: the files of a
 * session, the people who may be chosen as speakers and the registrations across the sessions.
 */

const id = z.number().int();

// ---------------------------------------------------------------------------------------------
// Session files: documents, invoice, attendance sheet (spec §3 "Session")

/** The same values as the database enum `session_document_kind`. */
export const SESSION_DOCUMENT_KINDS = ['document', 'invoice', 'attendanceSheet'] as const;
export type SessionDocumentKind = (typeof SESSION_DOCUMENT_KINDS)[number];

export const SESSION_DOCUMENT_KIND_LABELS = {
  document: 'Documents',
  invoice: 'Facture',
  attendanceSheet: "Feuille d'émargement",
} as const satisfies Record<SessionDocumentKind, string>;

/**
 * The formats each kind accepts: an invoice is a PDF, a signed attendance sheet a PDF or a scan,
 * other documents any allowed upload type.
 */
export const SESSION_DOCUMENT_TYPES = {
  document: UPLOAD_TYPES,
  invoice: ['pdf'],
  attendanceSheet: ['pdf', 'jpeg', 'png'],
} as const satisfies Record<SessionDocumentKind, readonly UploadType[]>;

/** Whether a stored file of MIME type `mimeType` may be attached as `kind`. */
export function acceptsSessionDocument(kind: SessionDocumentKind, mimeType: string): boolean {
  const type = uploadTypeOfMime(mimeType);
  return type !== null && (SESSION_DOCUMENT_TYPES[kind] as readonly UploadType[]).includes(type);
}

/** At most this many files of a session, all kinds together. */
export const SESSION_DOCUMENTS_MAX = 50;

/** `POST /api/sessions/{id}/documents`: attaches files already uploaded (`session_files/multiple`). */
export const sessionDocumentsAttachSchema = z.strictObject({
  kind: z.enum(SESSION_DOCUMENT_KINDS, { error: () => t('validation.choice') }),
  fileIds: z
    .array(referenceIdField)
    .min(1, { error: () => t('validation.nonEmptyList') })
    .max(20, { error: () => t('validation.invalid') })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: () => t('programming.validation.duplicateItem'),
    }),
});
export type SessionDocumentsAttach = z.output<typeof sessionDocumentsAttachSchema>;

export const sessionDocumentSchema = z.object({
  id,
  kind: z.enum(SESSION_DOCUMENT_KINDS),
  name: z.string(),
  file: storedFileSchema,
  createdAt: z.string(),
});
export type SessionDocument = z.infer<typeof sessionDocumentSchema>;

// ---------------------------------------------------------------------------------------------
// Speakers: who may be chosen

/** At most this many candidates per answer: the combobox narrows with `q`. */
export const SPEAKER_CANDIDATES_LIMIT = 20;

/** `GET /api/actions/{id}/speaker_candidates?q=`. */
export const speakerCandidatesQuerySchema = z.object({
  q: param(z.string().trim().max(100)),
});

export const speakerCandidateSchema = z.object({
  id,
  civility: z.enum(CIVILITIES).nullable(),
  givenName: z.string(),
  familyName: z.string(),
  email: z.string(),
  /** Provider structures the person works for. */
  structures: z.array(z.string()),
  /** Works for the action's own provider (listed first). */
  ofActionProvider: z.boolean(),
  /** Already a speaker of the action. */
  speaker: z.boolean(),
});
export type SpeakerCandidate = z.infer<typeof speakerCandidateSchema>;

// ---------------------------------------------------------------------------------------------
// Registrations of an action

/** `GET /api/actions/{id}/registrations`: filters and pages (blank parameters are dropped). */
export const actionRegistrationsQuerySchema = z.object({
  sessionId: param(idParam),
  status: param(z.enum(REGISTRATION_STATUSES, { error: () => t('validation.choice') })),
  ...pageParamsShape,
});
export type ActionRegistrationsQuery = z.output<typeof actionRegistrationsQuerySchema>;
