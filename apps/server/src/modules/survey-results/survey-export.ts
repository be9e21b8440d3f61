import {
  SURVEY_STATUS_LABELS,
  t,
  type ActionScope,
  type ExportFormat,
  type SurveyResultsFilters,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { sendExport, type ExportColumn } from '../../lib/export/index.js';
import { loadQuestionnaires, mergeQuestionnaires } from './survey-figures.js';
import {
  selectExportSheets,
  selectExportSurveyKeys,
  selectSurveyCounts,
  type ExportSheetRow,
  type ExportSurveyKey,
} from './survey-results.repository.js';

/*
 * `survey_views/export` (decision 034): one row per answer sheet sent, its session's identity,
 * then one column per question of the questionnaires answered, headed with its wording (stars as
 * numbers, free text as text). Nothing about the trainee: no name, e-mail, registration or sheet
 * id, no date of answer; within a session the rows come in an order unrelated to them. Streamed
 * by pages of surveys (keyset paging in the export's order, then their sheets): memory stays
 * the same whatever the number of sheets.
 */

/** Surveys per page: each holds its session's trainees' sheets, a few thousand rows a page. */
export const SURVEY_EXPORT_PAGE_SURVEYS = 150;

/** The columns every row starts with: which session the answers are about. */
export const SURVEY_EXPORT_SESSION_COLUMNS: readonly ExportColumn<ExportSheetRow>[] = [
  { header: 'Année', kind: 'integer', value: (row) => row.action.year },
  { header: 'Axe', kind: 'text', value: (row) => row.axis, width: 30 },
  { header: "Type d'action", kind: 'text', value: (row) => row.type, width: 20 },
  { header: 'Action', kind: 'text', value: (row) => row.action.name, width: 40 },
  { header: 'Prestataire', kind: 'text', value: (row) => row.provider, width: 30 },
  { header: 'Session', kind: 'text', value: (row) => row.session.code, width: 16 },
  { header: 'Début de session', kind: 'datetime', value: (row) => row.session.startDate },
  { header: 'Fin de session', kind: 'datetime', value: (row) => row.session.endDate },
  {
    header: 'Questionnaire',
    kind: 'text',
    value: (row) => SURVEY_STATUS_LABELS[row.surveyStatus],
  },
];

/** The columns of the questions of the exported surveys' questionnaires, in order. */
async function questionColumns(
  db: Executor,
  query: { filters: SurveyResultsFilters; scope: ActionScope },
): Promise<ExportColumn<ExportSheetRow>[]> {
  const { questionnaireIds } = await selectSurveyCounts(db, query);
  const { questions } = mergeQuestionnaires(await loadQuestionnaires(db, questionnaireIds));
  return questions.map((question): ExportColumn<ExportSheetRow> =>
    question.type === 'rating'
      ? {
          header: question.label,
          kind: 'integer',
          value: (row) => row.ratings[question.key],
          width: 14,
        }
      : {
          header: question.label,
          kind: 'text',
          value: (row) => row.comments[question.key],
          width: 40,
        },
  );
}

/** The rows of the export, page after page of `pageSurveys` surveys. */
export async function* surveyExportRows(
  db: Executor,
  query: { filters: SurveyResultsFilters; scope: ActionScope },
  pageSurveys = SURVEY_EXPORT_PAGE_SURVEYS,
): AsyncGenerator<ExportSheetRow> {
  let after: ExportSurveyKey | undefined;
  for (;;) {
    const surveys = await selectExportSurveyKeys(db, query, after, pageSurveys);
    if (surveys.length === 0) return;
    yield* await selectExportSheets(
      db,
      surveys.map((survey) => survey.id),
    );
    if (surveys.length < pageSurveys) return;
    after = surveys.at(-1);
    // Between pages, the event loop's turn (see inIdBatches: PGlite settles through promise jobs).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function sendSurveyExport(
  db: Executor,
  reply: FastifyReply,
  query: { format: ExportFormat; filters: SurveyResultsFilters; scope: ActionScope },
) {
  const columns = [...SURVEY_EXPORT_SESSION_COLUMNS, ...(await questionColumns(db, query))];
  return sendExport(reply, {
    format: query.format,
    baseName: t(
      query.filters.kind === 'COLD'
        ? 'coldSurveys.export.fileName'
        : 'surveyResults.export.fileName',
    ),
    sheetName: t('surveyResults.export.sheet'),
    columns,
    rows: surveyExportRows(db, query),
  });
}
