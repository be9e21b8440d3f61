import { t } from '@passerelle/shared';
import { baseValues, datesLoop, scheduleLines, traineeValues } from './document-data.js';
import { traineeOf, type DocumentModule } from './document-module.js';

/**
 * The convocation of one trainee: what (the action, its goals), when (every date with its
 * hours), where (or remotely), what to bring, whom to contact; signed by the provider.
 */
export const convocationDocument: DocumentModule<'CONVOCATION'> = {
  template: 'CONVOCATION',
  values: (input) => ({
    ...baseValues(input.data),
    ...traineeValues(traineeOf(input)),
    dates: datesLoop(input.data),
  }),
  draw(pdf, values, { data }) {
    const { session } = data;
    // The addressee, on the right as in a letter.
    const half = pdf.width / 2;
    pdf.font('bold', 10.5).doc.text(values['trainee.name'], pdf.left + half, pdf.doc.y, {
      width: half,
    });
    pdf.font('regular', 10.5);
    if (values['trainee.structure']) pdf.doc.text(values['trainee.structure'], { width: half });
    pdf.doc.x = pdf.left;
    pdf.space(1.5);
    pdf.title(t('documents.convocation.title'), values['action.name']);
    pdf.paragraph(t('documents.convocation.subject', { action: values['action.name'] }), {
      bold: true,
    });
    pdf.space(0.5);
    pdf.paragraph(t('documents.convocation.greeting', { name: values['trainee.name'] }));
    pdf.paragraph(
      t('documents.convocation.intro', {
        code: values['session.code'],
        action: values['action.name'],
        provider: values['provider.name'] || values['programme.name'],
      }),
    );
    pdf.bullets(scheduleLines(data));
    pdf.fields([
      [t('documents.pdf.field.hours'), values['session.hours']],
      [t('documents.convocation.where'), values['session.place']],
      [t('documents.pdf.field.goal'), values['action.goal']],
      [t('documents.pdf.field.public'), values['action.public']],
    ]);
    if (session.modality !== 'ONSITE') {
      pdf.paragraph(
        values['session.remoteUrl']
          ? t('documents.convocation.remoteUrl', { url: values['session.remoteUrl'] })
          : t('documents.convocation.remoteLink'),
      );
    }
    pdf.heading(t('documents.convocation.bring'));
    if (session.modality !== 'REMOTE') pdf.paragraph(t('documents.convocation.bringOnsite'));
    if (session.modality !== 'ONSITE') pdf.paragraph(t('documents.convocation.bringRemote'));
    const contact = [
      values['provider.name'],
      values['provider.address'],
      values['provider.phone'],
      values['provider.email'],
    ].filter(Boolean);
    if (contact.length > 0) {
      pdf.heading(t('documents.convocation.contact'));
      pdf.paragraph(contact.join('\n'));
    }
    pdf.paragraph(t('documents.convocation.cancel'), { size: 9.5 });
    pdf.space(1);
    pdf.signature({ date: values['document.date'] });
  },
};
