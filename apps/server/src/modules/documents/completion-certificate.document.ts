import { formatDay, t } from '@passerelle/shared';
import { certificateValues, sessionHoursNumber, traineeHoursNumber } from './certificate-parts.js';
import type { DocumentModule } from './document-module.js';

/**
 * The certificat de réalisation, after the official French model: the provider's legal
 * representative certifies that the trainee (and its employer) attended the action, its nature
 * (ticked: action de formation), its dates and length, the hours attended; the keeping of
 * supporting documents; place, date, stamp and signature.
 */
export const completionCertificateDocument: DocumentModule<'COMPLETION_CERTIFICATE'> = {
  template: 'COMPLETION_CERTIFICATE',
  values: certificateValues,
  draw(pdf, values, input) {
    const provider = values['provider.name'] || values['programme.name'];
    pdf.space(1);
    pdf.title(t('documents.completion.title'));
    pdf.paragraph(
      values['provider.managerName']
        ? t('documents.completion.signatory', {
            name: values['provider.managerName'],
            provider,
            civility: input.data.identity.provider?.managerCivility,
          })
        : t('documents.completion.signatoryProvider', { provider }),
    );
    pdf.paragraph(t('documents.completion.attests'));
    pdf.paragraph(
      values['trainee.structure']
        ? t('documents.completion.trainee', {
            trainee: values['trainee.name'],
            structure: values['trainee.structure'],
          })
        : t('documents.completion.traineeAlone', { trainee: values['trainee.name'] }),
      { bold: true },
    );
    pdf.paragraph(t('documents.completion.followed', { action: values['action.name'] }));
    pdf.paragraph(t('documents.completion.nature'));
    const natures = [
      ['☒', t('documents.completion.natureTraining')],
      ['☐', t('documents.completion.natureSkills')],
      ['☐', t('documents.completion.natureVae')],
      ['☐', t('documents.completion.natureApprenticeship')],
    ] as const;
    for (const [box, label] of natures) pdf.paragraph(`${box} ${label}`, { indent: 16 });
    const { session } = input.data;
    pdf.paragraph(
      t('documents.completion.when', {
        start: formatDay(session.startDate),
        end: formatDay(session.endDate),
        hours: sessionHoursNumber(input),
      }),
    );
    pdf.paragraph(t('documents.completion.attendance', { hours: traineeHoursNumber(input) }), {
      bold: true,
    });
    pdf.space(0.5);
    pdf.paragraph(t('documents.completion.keep'), { size: 9 });
    pdf.space(1);
    pdf.signature({ date: values['document.date'], label: t('documents.completion.signature') });
  },
};
