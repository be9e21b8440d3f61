import type { DocumentTemplateCode } from '../mail/document-templates';

/*
 * The documents the portal generates from a session's data (decision 036), named by their API
 * path under `/api/sessions/{id}/` (spec §7). Each says whose it is — one per trainee, one per
 * employer structure of the trainees, or one for the whole session —, which DOCX template code
 * may replace its built-in PDF, and whether a beneficiary may download its own.
 */

export const GENERATED_DOCUMENTS = [
  'convocation',
  'convention',
  'participant_list',
  'csv',
  'registration_signature',
  'participation_certificate',
  'completion_certificate',
  'end_certificate',
  'report_pdf',
] as const;
export type GeneratedDocument = (typeof GENERATED_DOCUMENTS)[number];

/** Whose document it is: the request names a registration, a structure, or only the session. */
export type GeneratedDocumentScope = 'trainee' | 'structure' | 'session';

export interface GeneratedDocumentInfo {
  scope: GeneratedDocumentScope;
  /** The template an admin may import to replace the built-in PDF; null: never replaced. */
  template: DocumentTemplateCode | null;
  /** Built-in format. */
  format: 'pdf' | 'csv';
  /** The file name's start, before the session code (and the person or structure). */
  fileName: string;
  /** A beneficiary downloads its own (convocation, certificates). */
  forBeneficiary: boolean;
}

export const GENERATED_DOCUMENT_INFO = {
  convocation: {
    scope: 'trainee',
    template: 'CONVOCATION',
    format: 'pdf',
    fileName: 'Convocation',
    forBeneficiary: true,
  },
  convention: {
    scope: 'structure',
    template: 'CONVENTION',
    format: 'pdf',
    fileName: 'Convention de formation',
    forBeneficiary: false,
  },
  participant_list: {
    scope: 'session',
    template: 'PARTICIPANT_LIST',
    format: 'pdf',
    fileName: 'Liste des participants',
    forBeneficiary: false,
  },
  csv: {
    scope: 'session',
    template: null,
    format: 'csv',
    fileName: 'Participants',
    forBeneficiary: false,
  },
  registration_signature: {
    scope: 'session',
    template: 'ATTENDANCE_SHEET',
    format: 'pdf',
    fileName: 'Feuille d’émargement',
    forBeneficiary: false,
  },
  participation_certificate: {
    scope: 'trainee',
    template: 'PARTICIPATION_CERTIFICATE',
    format: 'pdf',
    fileName: 'Attestation de participation',
    forBeneficiary: true,
  },
  completion_certificate: {
    scope: 'trainee',
    template: 'COMPLETION_CERTIFICATE',
    format: 'pdf',
    fileName: 'Certificat de réalisation',
    forBeneficiary: true,
  },
  end_certificate: {
    scope: 'trainee',
    template: 'END_CERTIFICATE',
    format: 'pdf',
    fileName: 'Attestation de fin de formation',
    forBeneficiary: true,
  },
  report_pdf: {
    scope: 'session',
    template: 'REPORT',
    format: 'pdf',
    fileName: 'Bilan pédagogique',
    forBeneficiary: false,
  },
} as const satisfies Record<GeneratedDocument, GeneratedDocumentInfo>;

export const TRAINEE_DOCUMENTS = GENERATED_DOCUMENTS.filter(
  (code) => GENERATED_DOCUMENT_INFO[code].scope === 'trainee',
);
export const SESSION_DOCUMENTS = GENERATED_DOCUMENTS.filter(
  (code) => GENERATED_DOCUMENT_INFO[code].scope !== 'trainee',
);

export function isGeneratedDocument(value: unknown): value is GeneratedDocument {
  return typeof value === 'string' && (GENERATED_DOCUMENTS as readonly string[]).includes(value);
}

/** `/api/sessions/12/convocation?registrationId=34`: where a document is downloaded. */
export function generatedDocumentUrl(
  code: GeneratedDocument,
  sessionId: number,
  owner: { registrationId?: number; structureId?: number } = {},
): string {
  const query = [
    owner.registrationId === undefined ? null : `registrationId=${owner.registrationId}`,
    owner.structureId === undefined ? null : `structureId=${owner.structureId}`,
  ].filter(Boolean);
  const search = query.join('&');
  return `/api/sessions/${sessionId}/${code}${search ? `?${search}` : ''}`;
}

/*
 * Which documents a session offers is its action type's choice (decision 064): the documents the
 * regulations ask of a training (the agreement, the signed attendance sheet and the certificate
 * of completion, Code du travail L6353-1 and Qualiopi) and the programme's other documents, each
 * ticked or not in the type's "Documents réglementaires" and "Documents générés". The staff's
 * exports (participant CSV) and the provider's report are always there.
 */
export const REGULATORY_DOCUMENTS = [
  'convention',
  'registration_signature',
  'completion_certificate',
] as const satisfies readonly GeneratedDocument[];
export const OPTIONAL_DOCUMENTS = [
  'convocation',
  'participant_list',
  'participation_certificate',
  'end_certificate',
] as const satisfies readonly GeneratedDocument[];
const ALWAYS_OFFERED: readonly GeneratedDocument[] = ['csv', 'report_pdf'];

/** An action type's choice of documents, as stored (values outside the lists are ignored). */
export interface DocumentChoice {
  regulatoryDocuments: readonly string[];
  generatedDocuments: readonly string[];
}

/** Whether a session of an action of this type offers `code`. */
export function documentOffered(code: GeneratedDocument, type: DocumentChoice): boolean {
  if (ALWAYS_OFFERED.includes(code)) return true;
  const chosen = (REGULATORY_DOCUMENTS as readonly string[]).includes(code)
    ? type.regulatoryDocuments
    : type.generatedDocuments;
  return chosen.includes(code);
}
