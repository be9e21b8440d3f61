import type {
  ActionScope,
  Questionnaire,
  Sort,
  SurveyKind,
  SurveyResultsFilters,
  SurveyRollupDimension,
  SurveyStatus,
  SurveyViewSortField,
} from '@passerelle/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { fromJson } from '../../db/rows.js';
import {
  actionTypes,
  actions,
  axes,
  registrationSurveys,
  sessionSurveys,
  sessions,
  structures,
  surveyQuestionnaires,
  surveyRatingTotals,
  surveySheetCounts,
} from '../../db/schema/index.js';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { actionScopeCondition } from '../../lib/scope-conditions.js';
import { sessionHeadColumns, type SessionHead } from '../../lib/session-columns.js';
import { actionFilterConditions, eqWhenSet } from '../../lib/optional-filters.js';
import { selectActionsWithLabels } from '../../lib/query-joins.js';
import {
  selectActionAxes,
  selectActionProviders,
  selectActionTypes,
  selectActionYears,
} from '../../lib/action-choices.js';

/*
 * The SQL of the survey results (decision 034). It only adds up: answer sheets per survey
 * (`survey_sheet_counts`, kept by a trigger) and stars per question (`survey_rating_totals`, kept
 * by the answering); every ratio is computed from these sums by the shared figures. Each query
 * is narrowed to the viewer's reach (a provider: its actions' sessions).
 */

const sheets = sql<number>`coalesce(${surveySheetCounts.sheets}, 0)`;
const filled = sql<number>`coalesce(${surveySheetCounts.filled}, 0)`;

/** The filters and the reach as one condition on the surveys joined to sessions and actions. */
function conditions(filters: SurveyResultsFilters, scope: ActionScope): SQL | undefined {
  return and(
    eq(sessionSurveys.kind, filters.kind),
    actionFilterConditions(filters, scope),
    eqWhenSet(sessions.actionId, filters.actionId),
    eqWhenSet(sessionSurveys.sessionId, filters.sessionId),
    eqWhenSet(sessionSurveys.status, filters.status),
    // rateWithin (shared), without division: the survey went to somebody and the bounds hold.
    filters.rateMin !== undefined || filters.rateMax !== undefined ? sql`${sheets} > 0` : undefined,
    filters.rateMin !== undefined
      ? sql`100 * ${filled} >= ${filters.rateMin} * ${sheets}`
      : undefined,
    filters.rateMax !== undefined
      ? sql`100 * ${filled} <= ${filters.rateMax} * ${sheets}`
      : undefined,
  );
}

// What every view starts from: the surveys, their sessions and actions, and their sheet counts.
const bySession = eq(sessions.id, sessionSurveys.sessionId);
const byAction = eq(actions.id, sessions.actionId);
const byCounts = eq(surveySheetCounts.sessionSurveyId, sessionSurveys.id);

/** The tables the filters and the reach read, besides the surveys. */
interface Joins {
  sessions: boolean;
  actions: boolean;
  counts: boolean;
}

function joinsOf(filters: SurveyResultsFilters, scope: ActionScope): Joins {
  const actionsNeeded =
    !scope.all ||
    [filters.year, filters.axisId, filters.typeId, filters.providerId].some(
      (value) => value !== undefined,
    );
  return {
    actions: actionsNeeded,
    sessions: actionsNeeded || filters.actionId !== undefined,
    counts: filters.rateMin !== undefined || filters.rateMax !== undefined,
  };
}

/**
 * `query` (selecting from the surveys) joined only to what `joins` needs: counting or adding up
 * over every survey then reads no session nor action (decision 034, bench/survey-results.ts).
 */
function joined<T extends PgSelect>(query: T, joins: Joins): T {
  let result = query;
  if (joins.sessions) result = result.innerJoin(sessions, bySession) as unknown as T;
  if (joins.actions) result = result.innerJoin(actions, byAction) as unknown as T;
  if (joins.counts) result = result.leftJoin(surveySheetCounts, byCounts) as unknown as T;
  return result;
}

export interface SurveyQuery {
  filters: SurveyResultsFilters;
  scope: ActionScope;
}

/** A session survey as the list and the detail show it. */
export interface SurveyRow {
  id: number;
  kind: SurveyKind;
  status: SurveyStatus;
  enabled: boolean;
  openedAt: Date;
  closedAt: Date | null;
  questionnaireId: number;
  session: SessionHead;
  action: { id: number; name: string; year: number };
  axis: { id: number; number: number; name: string };
  type: { id: number; name: string };
  provider: { id: number; name: string } | null;
  providerId: number | null;
  sheets: number;
  filled: number;
}

function order(sort: Sort<SurveyViewSortField>): SQL[] {
  const dir = sort.direction === 'desc' ? desc : asc;
  const byField: Record<SurveyViewSortField, SQL[]> = {
    startDate: [dir(sessions.startDate)],
    rate: [
      sql`${filled}::float8 / nullif(${sheets}, 0) ${sql.raw(sort.direction)} nulls last`,
      desc(sessions.startDate),
    ],
    action: [dir(actions.nameFolded), desc(sessions.startDate)],
  };
  return [...byField[sort.field], dir(sessionSurveys.id)];
}

/** How many surveys match. */
async function countSurveys(db: Executor, query: SurveyQuery): Promise<number> {
  const [counted] = await joined(
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(sessionSurveys)
      .$dynamic(),
    joinsOf(query.filters, query.scope),
  ).where(conditions(query.filters, query.scope));
  return counted?.total ?? 0;
}

/**
 * One page of survey ids in the list's order, and how many match: the page read along the
 * sessions' start date index (it stops at the page), the count apart with only the joins the
 * filters need.
 */
export async function selectSurveyPageIds(
  db: Executor,
  query: SurveyQuery & { sort: Sort<SurveyViewSortField>; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select({ id: sessionSurveys.id })
      .from(sessionSurveys)
      .innerJoin(sessions, bySession)
      .innerJoin(actions, byAction)
      .leftJoin(surveySheetCounts, byCounts)
      .where(conditions(query.filters, query.scope))
      .orderBy(...order(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    countSurveys(db, query),
  ]);
  return { ids: rows.map((row) => row.id), total };
}

/** The columns of a survey row (its session, action, axis, type, provider and sheet counts). */
const surveyRowColumns = {
  id: sessionSurveys.id,
  kind: sessionSurveys.kind,
  status: sessionSurveys.status,
  enabled: sessions.surveyEnabled,
  openedAt: sessionSurveys.openedAt,
  closedAt: sessionSurveys.closedAt,
  questionnaireId: sessionSurveys.questionnaireId,
  session: sessionHeadColumns,
  action: { id: actions.id, name: actions.name, year: actions.year },
  axis: { id: axes.id, number: axes.number, name: axes.name },
  type: { id: actionTypes.id, name: actionTypes.name },
  providerId: actions.providerId,
  providerName: structures.name,
  sheets: sql<number>`${sheets}::int`,
  filled: sql<number>`${filled}::int`,
};

/** A row of `surveyRowColumns` as a SurveyRow. */
function toSurveyRow<T extends { providerId: number | null; providerName: string | null }>({
  providerName,
  ...row
}: T) {
  return {
    ...row,
    provider: row.providerId === null ? null : { id: row.providerId, name: providerName ?? '' },
  };
}

/**
 * `query` (selecting from the surveys) joined to every table a survey's row shows. The provider
 * is left-joined: its name is null for an action without one (`toSurveyRow`).
 */
function withSurveyTables<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(sessions, bySession)
    .innerJoin(actions, byAction)
    .leftJoin(surveySheetCounts, byCounts)
    .innerJoin(axes, eq(axes.id, actions.axisId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .leftJoin(structures, eq(structures.id, actions.providerId)) as unknown as T;
}

/** The surveys of `ids`, in the order of `ids`. */
export async function selectSurveyRowsById(
  db: Executor,
  ids: readonly number[],
): Promise<SurveyRow[]> {
  if (ids.length === 0) return [];
  const rows = await withSurveyTables(
    db.select(surveyRowColumns).from(sessionSurveys).$dynamic(),
  ).where(inArray(sessionSurveys.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toSurveyRow(row) satisfies SurveyRow]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Stars given to one question (or added up over several surveys). */
export interface QuestionTotals {
  key: string;
  theme: string;
  stars: number[];
}

const starSums = {
  stars1: sql<number>`sum(${surveyRatingTotals.stars1})::int`,
  stars2: sql<number>`sum(${surveyRatingTotals.stars2})::int`,
  stars3: sql<number>`sum(${surveyRatingTotals.stars3})::int`,
  stars4: sql<number>`sum(${surveyRatingTotals.stars4})::int`,
  stars5: sql<number>`sum(${surveyRatingTotals.stars5})::int`,
};

type StarSums = { [K in keyof typeof starSums]: number };
const starsOf = (row: StarSums) => [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5];

/** The stars per survey and theme of `ids` (the themes' averages of a page of the list). */
export async function selectThemeTotalsOf(
  db: Executor,
  ids: readonly number[],
): Promise<(QuestionTotals & { surveyId: number })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      surveyId: surveyRatingTotals.sessionSurveyId,
      theme: surveyRatingTotals.theme,
      ...starSums,
    })
    .from(surveyRatingTotals)
    .where(inArray(surveyRatingTotals.sessionSurveyId, [...ids]))
    .groupBy(surveyRatingTotals.sessionSurveyId, surveyRatingTotals.theme);
  return rows.map((row) => ({
    surveyId: row.surveyId,
    key: row.theme,
    theme: row.theme,
    stars: starsOf(row),
  }));
}

/** The stars per question of the matching surveys, added up. */
export async function selectQuestionTotals(
  db: Executor,
  query: SurveyQuery,
): Promise<QuestionTotals[]> {
  const totals = db
    .select({
      key: surveyRatingTotals.questionKey,
      theme: surveyRatingTotals.theme,
      ...starSums,
    })
    .from(sessionSurveys)
    .innerJoin(surveyRatingTotals, eq(surveyRatingTotals.sessionSurveyId, sessionSurveys.id))
    .$dynamic();
  const rows = await joined(totals, joinsOf(query.filters, query.scope))
    .where(conditions(query.filters, query.scope))
    .groupBy(surveyRatingTotals.questionKey, surveyRatingTotals.theme);
  return rows.map((row) => ({ key: row.key, theme: row.theme, stars: starsOf(row) }));
}

/** How many surveys match, with their sheets and filled sheets, and their questionnaires. */
export async function selectSurveyCounts(
  db: Executor,
  query: SurveyQuery,
): Promise<{ surveys: number; sheets: number; filled: number; questionnaireIds: number[] }> {
  const counts = db
    .select({
      questionnaireId: sessionSurveys.questionnaireId,
      surveys: sql<number>`count(*)::int`,
      sheets: sql<number>`sum(${sheets})::int`,
      filled: sql<number>`sum(${filled})::int`,
    })
    .from(sessionSurveys)
    .$dynamic();
  // The sheet counts are always read here (the sums); the rest as the filters need.
  const rows = await joined(counts, { ...joinsOf(query.filters, query.scope), counts: true })
    .where(conditions(query.filters, query.scope))
    .groupBy(sessionSurveys.questionnaireId);
  return {
    surveys: rows.reduce((sum, row) => sum + row.surveys, 0),
    sheets: rows.reduce((sum, row) => sum + row.sheets, 0),
    filled: rows.reduce((sum, row) => sum + row.filled, 0),
    questionnaireIds: rows.map((row) => row.questionnaireId),
  };
}

/** The questionnaires of `ids` (they never change once stored). */
export async function selectQuestionnaires(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; content: Questionnaire }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: surveyQuestionnaires.id, content: surveyQuestionnaires.content })
    .from(surveyQuestionnaires)
    .where(inArray(surveyQuestionnaires.id, [...ids]));
}

// Roll-ups.

/** A roll-up's group: its key and label in SQL, and its order. */
const GROUPS: Record<SurveyRollupDimension, { key: SQL<number | null>; order: SQL[] }> = {
  action: { key: sql`${actions.id}`, order: [asc(actions.nameFolded), asc(actions.id)] },
  axis: { key: sql`${actions.axisId}`, order: [asc(axes.number)] },
  provider: {
    key: sql`${actions.providerId}`,
    order: [sql`${structures.name} asc nulls last`, asc(actions.providerId)],
  },
  year: { key: sql`${actions.year}`, order: [desc(actions.year)] },
};

/**
 * "3 – Accompagner les publics": an axis's number and name. `E' \u2013 '` is the dash, so that
 * the server bundle stays Latin-1 (apps/server/build.mjs).
 */
const AXIS_LABEL = sql<string>`${axes.number}::text || E' \\u2013 ' || ${axes.name}`;

const LABELS: Record<SurveyRollupDimension, SQL<string | null>> = {
  action: sql`${actions.name}`,
  axis: AXIS_LABEL,
  provider: sql`${structures.name}`,
  year: sql`${actions.year}::text`,
};

export interface RollupRow {
  key: number | null;
  label: string | null;
  surveys: number;
  sheets: number;
  filled: number;
}

/** One page of the groups of the matching surveys, with their counts, and how many groups. */
export async function selectRollupPage(
  db: Executor,
  query: SurveyQuery & { by: SurveyRollupDimension; limit: number; offset: number },
): Promise<{ rows: RollupRow[]; total: number }> {
  const group = GROUPS[query.by];
  const label = LABELS[query.by];
  const rows = await db
    .select({
      key: group.key,
      label: sql<string | null>`min(${label})`,
      surveys: sql<number>`count(*)::int`,
      sheets: sql<number>`sum(${sheets})::int`,
      filled: sql<number>`sum(${filled})::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(sessionSurveys)
    .innerJoin(sessions, bySession)
    .innerJoin(actions, byAction)
    .leftJoin(surveySheetCounts, byCounts)
    .innerJoin(axes, eq(axes.id, actions.axisId))
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .where(conditions(query.filters, query.scope))
    .groupBy(
      group.key,
      ...(query.by === 'action' ? [actions.nameFolded] : []),
      ...(query.by === 'axis' ? [axes.number] : []),
      ...(query.by === 'provider' ? [structures.name] : []),
    )
    .orderBy(...group.order)
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page the window count is not there: count the groups apart (null too).
    const [counted] = await db
      .select({ total: sql<number>`count(distinct coalesce(${group.key}, -1))::int` })
      .from(sessionSurveys)
      .innerJoin(sessions, bySession)
      .innerJoin(actions, byAction)
      .leftJoin(surveySheetCounts, byCounts)
      .where(conditions(query.filters, query.scope));
    return { rows: [], total: counted?.total ?? 0 };
  }
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
}

/** The stars per group and theme of the matching surveys, for the groups of `keys`. */
export async function selectRollupThemeTotals(
  db: Executor,
  query: SurveyQuery & { by: SurveyRollupDimension; keys: readonly (number | null)[] },
): Promise<(QuestionTotals & { group: number | null })[]> {
  if (query.keys.length === 0) return [];
  const group = GROUPS[query.by];
  const known = query.keys.filter((key): key is number => key !== null);
  const rows = await db
    .select({
      group: group.key,
      theme: surveyRatingTotals.theme,
      ...starSums,
    })
    .from(sessionSurveys)
    .innerJoin(sessions, bySession)
    .innerJoin(actions, byAction)
    .leftJoin(surveySheetCounts, byCounts)
    .innerJoin(surveyRatingTotals, eq(surveyRatingTotals.sessionSurveyId, sessionSurveys.id))
    .where(
      and(
        conditions(query.filters, query.scope),
        query.keys.includes(null)
          ? sql`(${group.key} is null${known.length > 0 ? sql` or ${group.key} in ${known}` : sql``})`
          : sql`${group.key} in ${known}`,
      ),
    )
    .groupBy(group.key, surveyRatingTotals.theme);
  return rows.map((row) => ({
    group: row.group,
    key: row.theme,
    theme: row.theme,
    stars: starsOf(row),
  }));
}

// One survey.

/** One survey's row, its stars per question and the free-text answers of its sent sheets. */
export interface SurveyDetailRows {
  row: SurveyRow;
  totals: QuestionTotals[];
  comments: Record<string, string>[];
}

/**
 * The lookup of one survey's results by id, in one statement prepared once per database handle
 * (a results page is read often: one round trip, and on PostgreSQL one plan per connection
 * instead of planning six joins and two subqueries per request; decision 020, a lookup by key).
 * The free-text answers come in the order of `md5(sheet id)`: neither by sheet, registration nor
 * time, which the fill statuses list would match.
 */
export function prepareSurveyDetail(
  db: Database,
): (id: number) => Promise<SurveyDetailRows | undefined> {
  const query = db
    .select({
      ...surveyRowColumns,
      // The action's axis, type and provider read by key in subqueries rather than joined:
      // planning four tables instead of seven halves the planning time, most of the cost.
      axis: {
        id: actions.axisId,
        number: sql<number>`(select ${axes.number} from ${axes} where ${axes.id} = ${actions.axisId})`,
        name: sql<string>`(select ${axes.name} from ${axes} where ${axes.id} = ${actions.axisId})`,
      },
      type: {
        id: actions.typeId,
        name: sql<string>`(select ${actionTypes.name} from ${actionTypes}
          where ${actionTypes.id} = ${actions.typeId})`,
      },
      providerName: sql<string | null>`(select ${structures.name} from ${structures}
        where ${structures.id} = ${actions.providerId})`,
      totals: sql<[string, string, number, number, number, number, number][] | string>`(
          select coalesce(json_agg(json_build_array(${surveyRatingTotals.questionKey},
            ${surveyRatingTotals.theme}, ${surveyRatingTotals.stars1}, ${surveyRatingTotals.stars2},
            ${surveyRatingTotals.stars3}, ${surveyRatingTotals.stars4}, ${surveyRatingTotals.stars5})),
            '[]'::json)
          from ${surveyRatingTotals}
          where ${surveyRatingTotals.sessionSurveyId} = ${sessionSurveys.id})`,
      comments: sql<Record<string, string>[] | string>`(
          select coalesce(json_agg(${registrationSurveys.comments}
            order by md5(${registrationSurveys.id}::text)), '[]'::json)
          from ${registrationSurveys}
          where ${registrationSurveys.sessionSurveyId} = ${sessionSurveys.id}
            and ${registrationSurveys.fillStatus} = 'FILLED'
            and ${registrationSurveys.comments} <> '{}'::jsonb)`,
    })
    .from(sessionSurveys)
    .innerJoin(sessions, bySession)
    .innerJoin(actions, byAction)
    .leftJoin(surveySheetCounts, byCounts)
    .where(eq(sessionSurveys.id, sql.placeholder('id')))
    .prepare('survey_detail');
  return async (id) => {
    const [found] = await query.execute({ id });
    if (!found) return undefined;
    const { totals, comments, ...row } = found;
    return {
      row: toSurveyRow(row),
      totals: fromJson(totals).map(([key, theme, ...stars]) => ({ key, theme, stars })),
      comments: fromJson(comments),
    };
  };
}

// The filters' choices.

/** The years, axes, action types and providers of the surveys of `kind` within reach. */
export async function selectFilterChoices(db: Executor, scope: ActionScope, kind: SurveyKind) {
  const reach = and(
    actionScopeCondition(scope, actions.providerId),
    inArray(
      actions.id,
      db
        .selectDistinct({ id: sessions.actionId })
        .from(sessionSurveys)
        .innerJoin(sessions, eq(sessions.id, sessionSurveys.sessionId))
        .where(eq(sessionSurveys.kind, kind)),
    ),
  );
  const [years, axisRows, typeRows, providerRows] = await Promise.all([
    selectActionYears(db, reach),
    selectActionAxes(db, reach),
    selectActionTypes(db, reach),
    selectActionProviders(db, reach),
  ]);
  return { years, axes: axisRows, types: typeRows, providerRows };
}

// The export.

/** Where a page of the export's surveys ends: the next page starts after it. */
export interface ExportSurveyKey {
  id: number;
  year: number;
  /** As the database writes it: exact to the microsecond, unlike a Date. */
  startDate: string;
}

/** The export's order of surveys: latest year first, then by session start, then by id. */
const exportSurveyOrder = [desc(actions.year), asc(sessions.startDate), asc(sessionSurveys.id)];

/**
 * The next `limit` matching surveys in the export's order, after `after` (keyset paging: each
 * page costs the same, and nothing proportional to the whole export is ever held).
 */
export async function selectExportSurveyKeys(
  db: Executor,
  query: SurveyQuery,
  after: ExportSurveyKey | undefined,
  limit: number,
): Promise<ExportSurveyKey[]> {
  return db
    .select({
      id: sessionSurveys.id,
      year: actions.year,
      startDate: sql<string>`${sessions.startDate}::text`,
    })
    .from(sessionSurveys)
    .innerJoin(sessions, bySession)
    .innerJoin(actions, byAction)
    .leftJoin(surveySheetCounts, byCounts)
    .where(
      and(
        conditions(query.filters, query.scope),
        after &&
          // (-year, start, id) ascending is the order above; a row comparison takes it whole.
          sql`(-${actions.year}, ${sessions.startDate}, ${sessionSurveys.id}) >
            (${-after.year}, ${after.startDate}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(...exportSurveyOrder)
    .limit(limit);
}

/** One answer sheet as the export writes it: its session, never its trainee. */
export interface ExportSheetRow {
  questionnaireId: number;
  surveyStatus: SurveyStatus;
  session: { code: string; startDate: Date; endDate: Date };
  action: { name: string; year: number };
  axis: string;
  type: string;
  provider: string | null;
  ratings: Record<string, number>;
  comments: Record<string, string>;
}

/**
 * The sheets sent of the surveys `surveyIds` (a page of `selectExportSurveyKeys`), in the
 * export's order of surveys, then within a survey in an order unrelated to people (md5 of the
 * sheet's id).
 */
export async function selectExportSheets(
  db: Executor,
  surveyIds: readonly number[],
): Promise<ExportSheetRow[]> {
  if (surveyIds.length === 0) return [];
  const rows = await selectActionsWithLabels(db, {
    questionnaireId: sessionSurveys.questionnaireId,
    surveyStatus: sessionSurveys.status,
    session: { code: sessions.code, startDate: sessions.startDate, endDate: sessions.endDate },
    action: { name: actions.name, year: actions.year },
    axis: AXIS_LABEL,
    type: actionTypes.name,
    provider: structures.name,
    ratings: registrationSurveys.ratings,
    comments: registrationSurveys.comments,
  })
    .innerJoin(sessions, eq(sessions.actionId, actions.id))
    .innerJoin(sessionSurveys, eq(sessionSurveys.sessionId, sessions.id))
    .innerJoin(registrationSurveys, eq(registrationSurveys.sessionSurveyId, sessionSurveys.id))
    .where(
      and(
        inArray(registrationSurveys.sessionSurveyId, [...surveyIds]),
        eq(registrationSurveys.fillStatus, 'FILLED'),
      ),
    )
    .orderBy(...exportSurveyOrder, sql`md5(${registrationSurveys.id}::text)`);
  return rows.map(({ ratings, comments, ...row }) => ({
    ...row,
    ratings: ratings ?? {},
    comments: comments ?? {},
  }));
}
