import { formatEuros, t } from '@passerelle/shared';
import {
  baseValues,
  datesLoop,
  scheduleLines,
  structureValues,
  traineeValues,
  type ConventionParty,
} from './document-data.js';
import type { DocumentInput, DocumentModule } from './document-module.js';

function partyOf(input: DocumentInput): ConventionParty {
  if (!input.party) throw new Error('A convention needs its structure.');
  return input.party;
}

/**
 * The convention de formation professionnelle between the provider and one employer structure
 * of the session's trainees (decision 036): the parties, the action and its nature, dates, hours
 * and place, the structure's trainees by name, the session's cost and who pays, attendance and
 * certificates, cancellation; both signatures.
 */
export const conventionDocument: DocumentModule<'CONVENTION'> = {
  template: 'CONVENTION',
  values: (input) => {
    const party = partyOf(input);
    return {
      ...baseValues(input.data),
      'session.cost': formatEuros(input.data.session.cost),
      ...structureValues(party),
      trainees: party.trainees.map(traineeValues),
      dates: datesLoop(input.data),
    };
  },
  draw(pdf, values, input) {
    const { data } = input;
    const party = partyOf(input);
    const provider = data.identity.provider;
    pdf.title(t('documents.convention.title'), t('documents.convention.legal'));
    pdf.paragraph(t('documents.convention.between'));
    const providerLines = [
      values['provider.name'],
      values['provider.address'],
      values['provider.siret']
        ? t('documents.convention.siret', { siret: values['provider.siret'] })
        : '',
      provider?.managerName
        ? t('documents.convention.representedBy', {
            name: provider.managerName,
            title: provider.managerTitle ?? '',
          })
        : '',
    ].filter(Boolean);
    pdf.paragraph(providerLines.join('\n'), { bold: false, indent: 16 });
    pdf.paragraph(t('documents.convention.providerParty'), { indent: 16, size: 9.5 });
    pdf.paragraph(t('documents.convention.and'));
    const structureLines = [
      values['structure.name'],
      values['structure.address'],
      values['structure.siret']
        ? t('documents.convention.siret', { siret: values['structure.siret'] })
        : '',
    ].filter(Boolean);
    pdf.paragraph(structureLines.join('\n'), { indent: 16 });
    pdf.paragraph(t('documents.convention.structureParty'), { indent: 16, size: 9.5 });
    pdf.paragraph(t('documents.convention.agreed'));

    pdf.heading(t('documents.convention.article1'));
    pdf.paragraph(
      t('documents.convention.article1.text', {
        action: values['action.name'],
        code: values['session.code'],
      }),
    );
    pdf.fields([
      [t('documents.pdf.field.goal'), values['action.goal']],
      [t('documents.pdf.field.public'), values['action.public']],
    ]);
    pdf.heading(t('documents.convention.article2'));
    pdf.bullets(scheduleLines(data));
    pdf.fields([
      [t('documents.pdf.field.hours'), values['session.hours']],
      [t('documents.pdf.field.modality'), values['session.modality']],
      [t('documents.pdf.field.place'), values['session.place']],
    ]);
    pdf.heading(t('documents.convention.article3'));
    pdf.paragraph(t('documents.pdf.traineeCount', { count: party.trainees.length }));
    pdf.bullets(values.trainees.map((trainee) => trainee['trainee.name']));
    pdf.heading(t('documents.convention.article4'));
    pdf.paragraph(t('documents.convention.cost', { cost: values['session.cost'] }));
    pdf.paragraph(
      data.session.noFinancialContribution || !data.session.payable
        ? t('documents.convention.noContribution')
        : t('documents.convention.contribution'),
    );
    pdf.heading(t('documents.convention.article5'));
    pdf.paragraph(t('documents.convention.article5.text'));
    pdf.heading(t('documents.convention.article6'));
    pdf.paragraph(t('documents.convention.article6.text'));

    pdf.space(1);
    pdf.ensureSpace(190);
    pdf.paragraph(
      provider?.city
        ? t('documents.pdf.madeAt', { place: provider.city, date: values['document.date'] })
        : t('documents.pdf.madeOn', { date: values['document.date'] }),
    );
    const top = pdf.doc.y + 6;
    const half = pdf.width / 2;
    pdf.font('bold', 10.5).doc.text(t('documents.convention.forStructure'), pdf.left, top, {
      width: half - 10,
    });
    pdf.font('regular', 9).doc.text(t('documents.convention.nameAndTitle'), pdf.left, pdf.doc.y, {
      width: half - 10,
    });
    pdf.doc.y = top;
    pdf.font('bold', 10.5).doc.text(t('documents.convention.forProvider'), pdf.left + half, top, {
      width: half,
    });
    pdf.signature({
      date: values['document.date'],
      x: pdf.left + half,
      width: half,
      withoutPlace: true,
    });
  },
};
