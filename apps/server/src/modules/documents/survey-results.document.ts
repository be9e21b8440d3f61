import {
  formatAverage,
  formatDay,
  formatDayRangeInline,
  formatRate,
  SURVEY_KIND_LABELS,
  SURVEY_STATUS_LABELS,
  t,
  type SurveyViewDetail,
} from '@passerelle/shared';
import type { PdfWriter } from './pdf/writer.js';

/*
 * A session's survey results as a document (decision 081): what `/back/surveys/{id}` shows —
 * response rate, averages per theme and per question with their stars, the free-text answers
 * without their authors — for the provider's Qualiopi evidence (indicator 30) and its download.
 */

/** "Questionnaire de satisfaction S-2026-001": the PDF's title and file name. */
export function surveyResultsName(survey: SurveyViewDetail): string {
  return t('surveyResults.pdf.fileName', {
    kind: SURVEY_KIND_LABELS[survey.kind],
    code: survey.session.code,
  });
}

const outOf5 = (average: number | null) =>
  average === null
    ? formatAverage(null)
    : t('qualityResults.outOf5', { average: formatAverage(average) });

function statusOf(survey: SurveyViewDetail): string {
  const steps = [t('surveyResults.detail.openedAt', { date: formatDay(survey.openedAt) })];
  if (survey.closedAt) {
    steps.push(t('surveyResults.detail.closedAt', { date: formatDay(survey.closedAt) }));
  }
  return `${SURVEY_STATUS_LABELS[survey.status]} (${steps.join(', ').toLowerCase()})`;
}

export function drawSurveyResults(pdf: PdfWriter, survey: SurveyViewDetail): void {
  const { figures } = survey;
  pdf.title(
    t('surveyResults.pdf.title', { kind: SURVEY_KIND_LABELS[survey.kind] }),
    t('surveyResults.pdf.subtitle', { code: survey.session.code }),
  );
  pdf.fields(
    [
      [t('documents.pdf.field.action'), survey.action.name],
      [t('documents.pdf.field.session'), survey.session.code],
      [
        t('documents.pdf.field.dates'),
        formatDayRangeInline(survey.session.startDate, survey.session.endDate),
      ],
      [t('documents.pdf.field.provider'), survey.provider?.name ?? ''],
      [t('surveyResults.pdf.status'), statusOf(survey)],
      [
        t('surveyResults.pdf.responses'),
        t('surveyResults.pdf.responsesValue', {
          filled: figures.filled,
          sheets: figures.sheets,
          rate: formatRate(figures.rate),
        }),
      ],
      [t('surveyResults.pdf.average'), outOf5(figures.average)],
    ],
    130,
  );
  if (figures.filled === 0) {
    pdf.paragraph(t('surveyResults.pdf.noAnswer'));
    return;
  }
  pdf.heading(t('surveyResults.pdf.themes'));
  const rest = pdf.width - 2 * 80;
  pdf.table({
    columns: [
      { header: t('surveyResults.pdf.theme'), width: rest },
      { header: t('surveyResults.pdf.answers'), width: 80, align: 'right' },
      { header: t('surveyResults.pdf.average'), width: 80, align: 'right' },
    ],
    rows: figures.themes.map((theme) => [
      theme.label,
      String(theme.answers),
      outOf5(theme.average),
    ]),
  });
  pdf.heading(t('surveyResults.pdf.questions'));
  const star = 26;
  pdf.table({
    columns: [
      { header: t('surveyResults.pdf.question'), width: pdf.width - 2 * 58 - 5 * star },
      { header: t('surveyResults.pdf.answers'), width: 58, align: 'right' },
      { header: t('surveyResults.pdf.average'), width: 58, align: 'right' },
      ...[1, 2, 3, 4, 5].map((stars) => ({
        header: String(stars),
        width: star,
        align: 'right' as const,
      })),
    ],
    rows: figures.questions.map((question) => [
      question.label,
      String(question.answers),
      formatAverage(question.average),
      ...question.stars.map(String),
    ]),
  });
  pdf.paragraph(t('surveyResults.pdf.starsNote'), { size: 9 });
  pdf.heading(t('surveyResults.comments.title'));
  pdf.paragraph(t('surveyResults.comments.anonymous'), { size: 9.5 });
  for (const question of survey.comments) {
    pdf.paragraph(question.label, { bold: true });
    if (question.answers.length === 0) pdf.paragraph(t('surveyResults.comments.none'));
    else pdf.bullets(question.answers);
  }
}
