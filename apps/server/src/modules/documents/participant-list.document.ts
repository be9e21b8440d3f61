import { REGISTRATION_STATUS_LABELS, t } from '@passerelle/shared';
import { baseValues, traineeValues, type SessionDocumentData } from './document-data.js';
import type { DocumentModule } from './document-module.js';
import type { PdfWriter } from './pdf/writer.js';

/** The session's facts at the top of its lists: action, code, dates, place, provider. */
export function sessionFacts(pdf: PdfWriter, values: ReturnType<typeof baseValues>): void {
  pdf.fields(
    [
      [t('documents.pdf.field.action'), values['action.name']],
      [t('documents.pdf.field.session'), values['session.code']],
      [t('documents.pdf.field.dates'), values['session.dates']],
      [t('documents.pdf.field.hours'), values['session.hours']],
      [t('documents.pdf.field.place'), values['session.place']],
      [t('documents.pdf.field.provider'), values['provider.name']],
    ],
    130,
  );
}

export function traineeCount(data: SessionDocumentData): string {
  return t('documents.pdf.traineeCount', { count: data.trainees.length });
}

/** The participant list: the session's trainees with their structure and status. */
export const participantListDocument: DocumentModule<'PARTICIPANT_LIST'> = {
  template: 'PARTICIPANT_LIST',
  values: ({ data }) => ({ ...baseValues(data), trainees: data.trainees.map(traineeValues) }),
  draw(pdf, values, { data }) {
    pdf.title(t('documents.participants.title'), traineeCount(data));
    sessionFacts(pdf, values);
    pdf.space(0.5);
    if (data.trainees.length === 0) {
      pdf.paragraph(t('documents.participants.empty'));
      return;
    }
    const w = pdf.width;
    pdf.table({
      columns: [
        { header: t('documents.pdf.column.number'), width: 24, align: 'right' },
        { header: t('documents.pdf.column.familyName'), width: w * 0.17 },
        { header: t('documents.pdf.column.givenName'), width: w * 0.15 },
        { header: t('documents.pdf.field.structure'), width: w * 0.22 },
        { header: t('documents.pdf.column.email'), width: w * 0.26 },
        { header: t('documents.pdf.column.status'), width: w * 0.2 - 24 },
      ],
      rows: data.trainees.map((trainee, index) => [
        String(index + 1),
        trainee.familyName,
        trainee.givenName,
        trainee.structureName ?? '',
        trainee.email,
        REGISTRATION_STATUS_LABELS[trainee.status],
      ]),
    });
  },
};
