import {
  formatAverage,
  formatQualityPeriod,
  formatRate,
  QUALITY_RESULTS_MIN_ANSWERS,
  t,
  type ProviderQualityResults,
  type QualityResults,
} from '@passerelle/shared';
import type { PdfWriter } from './pdf/writer.js';

/*
 * The provider's "indicateurs de résultats" of a calendar year (Qualiopi indicator 2, decision
 * 079): what each figure counts, all its trainings together with the average per theme, then
 * each training and whether the portal publishes it. The figures are those of the panel of
 * `/back/information`, over the year.
 */

function keyFigures(results: QualityResults): [string, string][] {
  return [
    [t('qualityResults.trained'), String(results.trained)],
    [t('qualityResults.completion'), formatRate(results.completionRate)],
    [t('qualityResults.pdf.answers'), String(results.answers)],
    [t('qualityResults.satisfaction'), formatRate(results.satisfactionRate)],
  ];
}

export function drawQualityResults(pdf: PdfWriter, quality: ProviderQualityResults, year: number) {
  const { total } = quality;
  pdf.title(
    t('qualityResults.pdf.title', { year }),
    t('qualityResults.pdf.subtitle', { period: formatQualityPeriod(total.period) }),
  );
  pdf.paragraph(t('qualityResults.pdf.intro'), { size: 9.5 });
  if (quality.actions.length === 0) {
    pdf.paragraph(t('qualityResults.pdf.none'));
    return;
  }
  pdf.heading(t('qualityResults.pdf.whole'));
  pdf.fields(keyFigures(total), 190);
  pdf.heading(t('qualityResults.themes'));
  pdf.fields(
    total.themes.map((theme) => [
      theme.label,
      theme.average === null
        ? formatAverage(null)
        : t('qualityResults.outOf5', { average: formatAverage(theme.average) }),
    ]),
    190,
  );
  pdf.heading(t('qualityResults.pdf.byAction'));
  const rest = pdf.width - 4 * 62 - 70;
  pdf.table({
    columns: [
      { header: t('qualityResults.panel.action'), width: rest },
      { header: t('qualityResults.panel.trained'), width: 62, align: 'right' },
      { header: t('qualityResults.completion'), width: 62, align: 'right' },
      { header: t('qualityResults.panel.answers'), width: 62, align: 'right' },
      { header: t('qualityResults.satisfaction'), width: 62, align: 'right' },
      { header: t('qualityResults.panel.published'), width: 70 },
    ],
    rows: quality.actions.map(({ name, results }) => [
      name,
      String(results.trained),
      formatRate(results.completionRate),
      String(results.answers),
      formatRate(results.satisfactionRate),
      results.publishable ? t('qualityResults.panel.yes') : t('qualityResults.panel.no.short'),
    ]),
  });
  pdf.space(0.5);
  pdf.paragraph(t('qualityResults.pdf.published', { min: QUALITY_RESULTS_MIN_ANSWERS }), {
    size: 9.5,
  });
}
