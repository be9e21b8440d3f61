import {
  NO_STARS,
  actionScopeOf,
  addStars,
  can,
  reachesSession,
  responseRate,
  starAnswers,
  starsAverage,
  t,
  textQuestions,
  type SessionUser,
  type StarCounts,
  type SurveyComments,
  type SurveyExportQuery,
  type SurveyFigures,
  type SurveyFilterChoices,
  type SurveyKind,
  type SurveyResultsFilters,
  type SurveyRollupPage,
  type SurveyRollupQuery,
  type SurveyViewDetail,
  type SurveyViewItem,
  type SurveyViewListQuery,
  type SurveyViewPage,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { pageWindow } from '../../lib/pagination.js';
import { reachedOrNotFound } from '../access/access.service.js';
import {
  buildFigures,
  loadQuestionnaires,
  mergeQuestionnaires,
  themeAverages,
  type MergedQuestionnaire,
} from './survey-figures.js';
import { sendSurveyExport } from './survey-export.js';
import {
  prepareSurveyDetail,
  selectFilterChoices,
  selectQuestionTotals,
  selectRollupPage,
  selectRollupThemeTotals,
  selectSurveyCounts,
  selectSurveyPageIds,
  selectSurveyRowsById,
  selectThemeTotalsOf,
  type QuestionTotals,
  type SurveyDetailRows,
  type SurveyRow,
} from './survey-results.repository.js';
import { sessionHeadOf } from '../../lib/session-columns.js';

/*
 * The survey results (spec §7 `survey_views`, decision 034): what the staff read on
 * /back/surveys and a provider on /surveys, for the surveys within their reach (admins and
 * managers every one, a provider its actions' sessions). Answers and free-text items are never
 * tied to a trainee: no name, no registration, no answer sheet id, no date of answer leaves here.
 */

const themesOnly = (merged: MergedQuestionnaire) =>
  merged.themes.map(({ key, label }) => ({ key, label }));

function toItem(
  row: SurveyRow,
  themes: MergedQuestionnaire['themes'],
  totals: QuestionTotals[],
): SurveyViewItem {
  const overall = totals.reduce<StarCounts>((sum, total) => addStars(sum, total.stars), NO_STARS);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    enabled: row.enabled,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    session: sessionHeadOf(row.session),
    action: row.action,
    axis: row.axis,
    type: row.type,
    provider: row.provider,
    sheets: row.sheets,
    filled: row.filled,
    rate: responseRate(row.filled, row.sheets),
    answers: starAnswers(overall),
    average: starsAverage(overall),
    themes: themeAverages(themes, totals),
  };
}

/** `GET /api/survey_views`: the surveys within reach, filtered, sorted, paged, with their figures. */
export async function listSurveyViews(
  db: Executor,
  user: SessionUser,
  query: SurveyViewListQuery,
): Promise<SurveyViewPage> {
  const { page, pageSize, sort, ...filters } = query;
  const { ids, total } = await selectSurveyPageIds(db, {
    filters,
    scope: actionScopeOf(user),
    sort,
    ...pageWindow({ page, pageSize }),
  });
  const [rows, totals] = await Promise.all([
    selectSurveyRowsById(db, ids),
    selectThemeTotalsOf(db, ids),
  ]);
  const merged = mergeQuestionnaires(
    await loadQuestionnaires(
      db,
      rows.map((row) => row.questionnaireId),
    ),
  );
  return {
    items: rows.map((row) =>
      toItem(
        row,
        merged.themes,
        totals.filter((total) => total.surveyId === row.id),
      ),
    ),
    total,
    page,
    pageSize,
    themes: themesOnly(merged),
  };
}

/**
 * `GET /api/survey_views/summary`: the matching surveys taken together: how many, their sheets
 * and response rate, and the stars per question, per theme and overall.
 */
export async function summariseSurveys(
  db: Executor,
  user: SessionUser,
  filters: SurveyResultsFilters,
): Promise<SurveyFigures> {
  const query = { filters, scope: actionScopeOf(user) };
  const [counts, totals] = await Promise.all([
    selectSurveyCounts(db, query),
    selectQuestionTotals(db, query),
  ]);
  const merged = mergeQuestionnaires(await loadQuestionnaires(db, counts.questionnaireIds));
  return buildFigures(counts, totals, merged);
}

/** `GET /api/survey_views/rollups`: the matching surveys grouped by action, axis, provider or year. */
export async function rollUpSurveys(
  db: Executor,
  user: SessionUser,
  query: SurveyRollupQuery,
): Promise<SurveyRollupPage> {
  const { page, pageSize, by, ...filters } = query;
  const scoped = { filters, scope: actionScopeOf(user) };
  const [{ rows, total }, counts] = await Promise.all([
    selectRollupPage(db, { ...scoped, by, ...pageWindow({ page, pageSize }) }),
    selectSurveyCounts(db, scoped),
  ]);
  const [totals, questionnaires] = await Promise.all([
    selectRollupThemeTotals(db, { ...scoped, by, keys: rows.map((row) => row.key) }),
    loadQuestionnaires(db, counts.questionnaireIds),
  ]);
  const { themes } = mergeQuestionnaires(questionnaires);
  return {
    by,
    items: rows.map((row) => {
      const own = totals.filter((totalRow) => totalRow.group === row.key);
      const overall = own.reduce<StarCounts>((sum, item) => addStars(sum, item.stars), NO_STARS);
      return {
        key: row.key,
        label:
          row.label ?? (by === 'provider' ? t('surveyResults.rollup.noProvider') : String(row.key)),
        surveys: row.surveys,
        sheets: row.sheets,
        filled: row.filled,
        rate: responseRate(row.filled, row.sheets),
        answers: starAnswers(overall),
        average: starsAverage(overall),
        themes: themeAverages(themes, own),
      };
    }),
    total,
    page,
    pageSize,
    themes: themes.map(({ key, label }) => ({ key, label })),
  };
}

/**
 * `GET /api/survey_views/{id}`: one session's survey, its figures and free-text answers. The
 * reader of `db`, its statement prepared once (prepareSurveyDetail).
 */
function prepareSurveyViewReader(db: Database) {
  const findDetail = prepareSurveyDetail(db);
  return (user: SessionUser, id: number) => readSurveyView(db, findDetail, user, id);
}

type SurveyViewReader = ReturnType<typeof prepareSurveyViewReader>;
const readers = new WeakMap<Database, SurveyViewReader>();

/**
 * The reader of `db`, prepared once for every caller: the results page and the documents that
 * print a survey's results (its statement has a name, prepared once per connection).
 */
export function surveyViewReaderOf(db: Database): SurveyViewReader {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = prepareSurveyViewReader(db)));
  return reader;
}

async function readSurveyView(
  db: Executor,
  findDetail: (id: number) => Promise<SurveyDetailRows | undefined>,
  user: SessionUser,
  id: number,
): Promise<SurveyViewDetail> {
  // A survey is reached through its session: out of reach answers as a missing one.
  const { row, totals, comments } = reachedOrNotFound(await findDetail(id), (found) =>
    reachesSession(user, found.row),
  );
  const questionnaires = await loadQuestionnaires(db, [row.questionnaireId]);
  const questionnaire = questionnaires.get(row.questionnaireId);
  const merged = mergeQuestionnaires(questionnaires);
  const figures = buildFigures(
    { surveys: 1, sheets: row.sheets, filled: row.filled },
    totals,
    merged,
  );
  const texts: SurveyComments[] = questionnaire
    ? textQuestions(questionnaire).map((question) => ({
        key: question.key,
        theme: question.theme,
        label: question.label,
        answers: comments.flatMap((sheet) => {
          const text = sheet[question.key]?.trim();
          return text ? [text] : [];
        }),
      }))
    : [];
  return {
    ...toItem(row, merged.themes, totals),
    figures,
    comments: texts,
    canClose: can(user, 'surveys.close') && row.status === 'OPEN',
  };
}

/** `GET /api/survey_views/filters`: the years, axes, types and providers of the surveys within reach. */
export async function surveyFilterChoices(
  db: Executor,
  user: SessionUser,
  kind: SurveyKind,
): Promise<SurveyFilterChoices> {
  const scope = actionScopeOf(user);
  const choices = await selectFilterChoices(db, scope, kind);
  return {
    years: choices.years,
    axes: choices.axes,
    types: choices.types,
    // A provider's views hold its own sessions: no provider to choose.
    providers: scope.all ? choices.providerRows : [],
  };
}

/** `GET /api/survey_views/export`: every answer sheet sent of the matching surveys, CSV or XLSX. */
export async function exportSurveyAnswers(
  db: Executor,
  reply: FastifyReply,
  user: SessionUser,
  query: SurveyExportQuery,
) {
  const { format, ...filters } = query;
  return sendSurveyExport(db, reply, { format, filters, scope: actionScopeOf(user) });
}
