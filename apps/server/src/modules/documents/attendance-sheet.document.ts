import { formatDate, formatTime, fullName, t, type HalfDay } from '@passerelle/shared';
import {
  baseValues,
  halfDaysLoop,
  periodLabel,
  speakersText,
  traineeValues,
} from './document-data.js';
import type { DocumentModule } from './document-module.js';
import { sessionFacts, traineeCount } from './participant-list.document.js';

/** Half-day columns on one page width; more go on the following pages, names repeated. */
const HALF_DAYS_PER_PAGE = 8;
const NAME_WIDTH = 170;

/** `key` of a digital signature: the registration and the half-day. */
export function signatureKey(registrationId: number, halfDay: HalfDay): string {
  return `${registrationId}:${halfDay.key}`;
}

/**
 * The signature (attendance) sheet, landscape: one row per trainee, one column per half-day of
 * the intervention dates (morning, afternoon), a box to sign in each, and the speakers' row.
 * A digital signature (input.signatures) fills its box: the drawn image, or the typed name.
 */
export const attendanceSheetDocument: DocumentModule<'ATTENDANCE_SHEET'> = {
  template: 'ATTENDANCE_SHEET',
  landscape: true,
  values: ({ data }) => ({
    ...baseValues(data),
    'session.speakers': speakersText(data),
    trainees: data.trainees.map(traineeValues),
    halfDays: halfDaysLoop(data),
  }),
  draw(pdf, values, { data, signatures }) {
    const groups: HalfDay[][] = [];
    for (let start = 0; start < data.halfDays.length; start += HALF_DAYS_PER_PAGE) {
      groups.push(data.halfDays.slice(start, start + HALF_DAYS_PER_PAGE));
    }
    if (groups.length === 0) groups.push([]);
    groups.forEach((group, groupIndex) => {
      if (groupIndex > 0) pdf.doc.addPage();
      pdf.title(t('documents.signature.title'), traineeCount(data));
      sessionFacts(pdf, values);
      pdf.fields([[t('documents.pdf.field.speakers'), values['session.speakers']]], 130);
      pdf.paragraph(t('documents.signature.intro'), { size: 9 });
      const columnWidth = group.length > 0 ? (pdf.width - NAME_WIDTH) / group.length : 0;
      const columns = [
        { header: t('documents.signature.trainee'), width: NAME_WIDTH },
        ...group.map((halfDay) => ({
          header: `${formatDate(halfDay.startsAt)}\n${periodLabel(halfDay)}\n${formatTime(
            halfDay.startsAt,
          )} – ${formatTime(halfDay.endsAt)}`,
          width: columnWidth,
          align: 'center' as const,
        })),
      ];
      const rows = [
        ...data.trainees.map((trainee) => [
          [fullName(trainee), trainee.structureName].filter(Boolean).join('\n'),
          ...group.map(() => ''),
        ]),
        [
          [t('documents.signature.speaker'), values['session.speakers']].filter(Boolean).join('\n'),
          ...group.map(() => ''),
        ],
      ];
      pdf.table({
        columns,
        rows,
        rowHeight: 34,
        fontSize: 8.5,
        cell: (row, column, box) => {
          const trainee = data.trainees[row];
          const halfDay = group[column - 1];
          if (!trainee || !halfDay) return false;
          const mark = signatures?.get(signatureKey(trainee.registrationId, halfDay));
          if (mark?.image) {
            try {
              pdf.doc.image(mark.image, box.x + 3, box.y + 3, { fit: [box.w - 6, box.h - 6] });
              return true;
            } catch {
              // An image pdfkit cannot read (checked on upload, so unexpected): the name instead.
            }
          }
          if (!mark?.typedName) return false;
          pdf.doc
            .fontSize(7)
            .text(t('documents.signature.typed', { name: mark.typedName }), box.x + 2, box.y + 4, {
              width: box.w - 4,
              height: box.h - 6,
              align: 'center',
              ellipsis: true,
            });
          return true;
        },
      });
    });
  },
};
