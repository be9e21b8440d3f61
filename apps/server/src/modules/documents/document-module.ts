import type { DocumentTemplateCode, DocumentValues, SessionReport } from '@passerelle/shared';
import type { ConventionParty, SessionDocumentData, TraineeRow } from './document-data.js';
import type { PdfWriter } from './pdf/writer.js';

/** What a document is made from: the session's data, and whose document it is. */
export interface DocumentInput {
  data: SessionDocumentData;
  /** A trainee's document (convocation, certificates). */
  trainee?: TraineeRow;
  /** A convention's employer structure. */
  party?: ConventionParty;
  /** The report PDF's report. */
  report?: SessionReport;
  /**
   * Digital signatures of the signature sheet, by `${registrationId}:${halfDay.key}`
   * (decision 038): a drawn image (PNG), or the name typed by a trainee who could not draw.
   */
  signatures?: ReadonlyMap<string, SignatureMark>;
}

/** One digital signature as the signature sheet shows it. */
export interface SignatureMark {
  image: Buffer | null;
  typedName: string | null;
}

/**
 * One generated document (decision 036): its template code, the values of its tags (which also
 * fill an imported DOCX template) and how its built-in PDF is drawn from them.
 */
export interface DocumentModule<C extends DocumentTemplateCode> {
  template: C;
  landscape?: boolean;
  values(input: DocumentInput): DocumentValues<C>;
  draw(pdf: PdfWriter, values: DocumentValues<C>, input: DocumentInput): void;
}

/** `input.trainee`, which a trainee's document always has (the service checks it first). */
export function traineeOf(input: DocumentInput) {
  if (!input.trainee) throw new Error('A trainee document needs its trainee.');
  return input.trainee;
}
