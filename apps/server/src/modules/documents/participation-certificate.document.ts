import { t } from '@passerelle/shared';
import { certificateFacts, certificateValues, signatoryOf } from './certificate-parts.js';
import type { DocumentModule } from './document-module.js';

/** The attestation de participation: the trainee took part in the session. */
export const participationCertificateDocument: DocumentModule<'PARTICIPATION_CERTIFICATE'> = {
  template: 'PARTICIPATION_CERTIFICATE',
  values: certificateValues,
  draw(pdf, values) {
    pdf.space(1);
    pdf.title(t('documents.participation.title'));
    pdf.paragraph(
      t('documents.participation.text', {
        signatory: signatoryOf(values),
        trainee: values['trainee.name'],
        action: values['action.name'],
        code: values['session.code'],
        dates: values['session.dates'].toLocaleLowerCase('fr-FR'),
      }),
    );
    pdf.space(0.5);
    certificateFacts(pdf, values);
    pdf.space(1.5);
    pdf.signature({ date: values['document.date'] });
  },
};
