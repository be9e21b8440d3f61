import { REPORT_SECTIONS, formatDay, t, type SessionReport } from '@passerelle/shared';
import { baseValues, reportValues } from './document-data.js';
import type { DocumentInput, DocumentModule } from './document-module.js';
import { sessionFacts } from './participant-list.document.js';

function reportOf(input: DocumentInput): SessionReport {
  if (!input.report) throw new Error('The report PDF needs its report.');
  return input.report;
}

/** The pedagogical report (bilan, decision 033) as written by the provider, with its attendance. */
export const reportDocument: DocumentModule<'REPORT'> = {
  template: 'REPORT',
  values: (input) => ({ ...baseValues(input.data), ...reportValues(reportOf(input)) }),
  draw(pdf, values, input) {
    const report = reportOf(input);
    pdf.title(
      t('documents.report.title'),
      t('documents.report.status', { status: values['report.status'] }),
    );
    sessionFacts(pdf, values);
    for (const [step, key] of [
      [report.completed, 'documents.report.completed'],
      [report.validated, 'documents.report.validated'],
    ] as const) {
      if (step)
        pdf.paragraph(t(key, { date: formatDay(step.at), name: step.by?.name ?? '' }), {
          size: 9.5,
        });
    }
    pdf.heading(t('reports.attendance.title'));
    pdf.fields(
      [
        [t('reports.attendance.present'), values['report.present']],
        [t('reports.attendance.partial'), values['report.partial']],
        [t('reports.attendance.absent'), values['report.absent']],
        [t('reports.attendance.excused'), values['report.excused']],
      ],
      170,
    );
    for (const section of REPORT_SECTIONS) {
      pdf.heading(t(`reports.section.${section}.label`));
      const text = report.sections[section].trim();
      pdf.paragraph(text || t('documents.report.empty'));
    }
  },
};
