import {
  SURVEY_STATUS_LABELS,
  t,
  type ActionScope,
  type ExportFormat,
  type SurveyResultsFilters,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { inIdBatches, sendExport, type ExportColumn } from '../../lib/export/index.js';
import { loadQuestionnaires, mergeQuestionnaires } from './survey-figures.js';
import {
  selectExportSheetIds,
  selectExportSheetsById,
  selectSurveyCounts,
  type ExportSheetRow,
} from './survey-results.repository.js';

/*
 * `survey_views/export` (decision 034): one row per answer sheet sent, its session's identity,
 * then one column per question of the questionnaires answered, headed with its wording (stars as
 * numbers, free text as text). Nothing about the trainee: no name, e-mail, registration or sheet
 * id, no date of answer; within a session the rows come in an order unrelated to them. Streamed
 * (decision 014): the ordered ids are read once, then the sheets by batches of ids.
 */

export const SURVEY_EXPORT_BATCH_SIZE = 2000;

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

async function* sheetRows(
  db: Executor,
  query: { filters: SurveyResultsFilters; scope: ActionScope },
): AsyncGenerator<ExportSheetRow> {
  const ids = await selectExportSheetIds(db, query);
  yield* inIdBatches(ids, (batch) => selectExportSheetsById(db, batch), SURVEY_EXPORT_BATCH_SIZE);
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
    rows: sheetRows(db, query),
  });
}
