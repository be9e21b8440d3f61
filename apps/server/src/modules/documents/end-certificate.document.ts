import { t } from '@passerelle/shared';
import { certificateOpening, certificateValues } from './certificate-parts.js';
import type { DocumentModule } from './document-module.js';

/**
 * The attestation de fin de formation (Code du travail, art. L. 6353-1): the action's goals,
 * nature and length, and that what was learnt was assessed.
 */
export const endCertificateDocument: DocumentModule<'END_CERTIFICATE'> = {
  template: 'END_CERTIFICATE',
  values: certificateValues,
  draw(pdf, values) {
    certificateOpening(pdf, values, {
      title: 'documents.end.title',
      text: 'documents.end.text',
    });
    if (values['action.goal']) {
      pdf.heading(t('documents.pdf.field.goal'));
      pdf.paragraph(values['action.goal']);
    }
    pdf.paragraph(t('documents.end.evaluation'));
    pdf.space(1.5);
    pdf.signature({ date: values['document.date'] });
  },
};
