import { certificateOpening, certificateValues } from './certificate-parts.js';
import type { DocumentModule } from './document-module.js';

/** The attestation de participation: the trainee took part in the session. */
export const participationCertificateDocument: DocumentModule<'PARTICIPATION_CERTIFICATE'> = {
  template: 'PARTICIPATION_CERTIFICATE',
  values: certificateValues,
  draw(pdf, values) {
    certificateOpening(pdf, values, {
      title: 'documents.participation.title',
      text: 'documents.participation.text',
    });
    pdf.space(1.5);
    pdf.signature({ date: values['document.date'] });
  },
};
