import { t } from '@passerelle/shared';
import { certificateFacts, certificateValues, signatoryOf } from './certificate-parts.js';
import type { DocumentModule } from './document-module.js';

/**
 * The attestation de fin de formation (Code du travail, art. L. 6353-1): the action's goals,
 * nature and length, and that what was learnt was assessed.
 */
export const endCertificateDocument: DocumentModule<'END_CERTIFICATE'> = {
  template: 'END_CERTIFICATE',
  values: certificateValues,
  draw(pdf, values) {
    pdf.space(1);
    pdf.title(t('documents.end.title'));
    pdf.paragraph(
      t('documents.end.text', {
        signatory: signatoryOf(values),
        trainee: values['trainee.name'],
        action: values['action.name'],
        code: values['session.code'],
        dates: values['session.dates'].toLocaleLowerCase('fr-FR'),
      }),
    );
    pdf.space(0.5);
    certificateFacts(pdf, values);
    if (values['action.goal']) {
      pdf.heading(t('documents.pdf.field.goal'));
      pdf.paragraph(values['action.goal']);
    }
    pdf.paragraph(t('documents.end.evaluation'));
    pdf.space(1.5);
    pdf.signature({ date: values['document.date'] });
  },
};
