import { formatHoursNumber, t, type DocumentValues, type MessageKey } from '@passerelle/shared';
import { baseValues, datesLoop, sessionHours, traineeValues } from './document-data.js';
import { traineeOf, type DocumentInput } from './document-module.js';
import type { PdfWriter } from './pdf/writer.js';

/* What the three certificates share: their values, the signatory's words, the trainee block. */

type CertificateValues = DocumentValues<'COMPLETION_CERTIFICATE'>;

export function certificateValues(input: DocumentInput): CertificateValues {
  return {
    ...baseValues(input.data),
    ...traineeValues(traineeOf(input)),
    dates: datesLoop(input.data),
  };
}

/** "Claire Martin, directrice de Horizon," or "L’organisme de formation Horizon". */
export function signatoryOf(values: CertificateValues): string {
  const provider = values['provider.name'] || values['programme.name'];
  return values['provider.managerName']
    ? t('documents.certificate.signatoryManager', {
        name: values['provider.managerName'],
        title: values['provider.managerTitle'],
        provider,
      }).replace(', ,', ',')
    : t('documents.certificate.signatoryProvider', { provider });
}

/** The session's hours as a bare number ("14"), for sentences that say "heures" themselves. */
export function sessionHoursNumber(input: DocumentInput): string {
  return formatHoursNumber(sessionHours(input.data));
}

export function traineeHoursNumber(input: DocumentInput): string {
  return formatHoursNumber(traineeOf(input).effectiveHours);
}

/**
 * How the end and participation certificates open: the title, the signatory's sentence that
 * attests (its own words per certificate, the same values), then the facts block.
 */
export function certificateOpening(
  pdf: PdfWriter,
  values: CertificateValues,
  keys: { title: MessageKey; text: MessageKey },
): void {
  pdf.space(1);
  pdf.title(t(keys.title));
  pdf.paragraph(
    t(keys.text, {
      signatory: signatoryOf(values),
      trainee: values['trainee.name'],
      action: values['action.name'],
      code: values['session.code'],
      dates: values['session.dates'].toLocaleLowerCase('fr-FR'),
    }),
  );
  pdf.space(0.5);
  certificateFacts(pdf, values);
}

/** The facts block: trainee, structure, action, dates, place, hours. */
export function certificateFacts(pdf: PdfWriter, values: CertificateValues): void {
  pdf.fields([
    [t('documents.pdf.field.trainee'), values['trainee.name']],
    [t('documents.pdf.field.structure'), values['trainee.structure']],
    [t('documents.pdf.field.action'), values['action.name']],
    [t('documents.pdf.field.session'), values['session.code']],
    [t('documents.pdf.field.nature'), t('documents.pdf.nature')],
    [t('documents.pdf.field.dates'), values['session.dates']],
    [t('documents.pdf.field.place'), values['session.place']],
    [t('documents.pdf.field.hours'), values['session.hours']],
    [t('documents.pdf.field.traineeHours'), values['trainee.hours']],
  ]);
}
