/**
 * The generated documents whose template an admin may replace by importing a DOCX
 * (decisions.md "Documents"), filled with the same tags as the mails.
 */
export const DOCUMENT_TEMPLATE_CODES = [
  'CONVOCATION',
  'CONVENTION',
  'PARTICIPANT_LIST',
  'ATTENDANCE_SHEET',
  'PARTICIPATION_CERTIFICATE',
  'COMPLETION_CERTIFICATE',
  'END_CERTIFICATE',
  'REPORT',
] as const;
export type DocumentTemplateCode = (typeof DOCUMENT_TEMPLATE_CODES)[number];

export const DOCUMENT_TEMPLATE_LABELS = {
  CONVOCATION: 'Convocation',
  CONVENTION: 'Convention de formation',
  PARTICIPANT_LIST: 'Liste des participants',
  ATTENDANCE_SHEET: "Feuille d'émargement",
  PARTICIPATION_CERTIFICATE: 'Attestation de participation',
  COMPLETION_CERTIFICATE: 'Attestation de réalisation',
  END_CERTIFICATE: 'Attestation de fin de formation',
  REPORT: 'Bilan pédagogique',
} as const satisfies Record<DocumentTemplateCode, string>;

/** Largest DOCX template accepted, in bytes. */
export const DOCUMENT_TEMPLATE_MAX_BYTES = 10 * 1024 * 1024;

export const DOCX_MIME_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOCX_EXTENSION = '.docx';
