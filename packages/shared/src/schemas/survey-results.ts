import { z } from 'zod';
import { SURVEY_STATUSES } from '../enums';
import { t } from '../i18n';
import { idParam, idParams, sessionHeadShape } from './fields';
import { EXPORT_FORMATS, listSortParam, type ExportFormat, type Sort } from './programming-queries';
import { pageSchema } from './programming-responses';
import { integerParam, pageParamsShape, param } from './query-params';
import { SURVEY_KINDS } from '../surveys/questionnaire';
import { defineRoute } from './route';
import './messages';

/*
 * The HTTP contract of the survey results (spec §7 `survey_views`, decision 034): the sessions'
 * surveys with their figures (`survey_views`), one survey's results (`survey_views/{id}`), the
 * figures of the filtered surveys taken together (`survey_views/summary`), the roll-ups by
 * action, axis, provider and year (`survey_views/rollups`), the filters' choices and the export of
 * every answer sheet (`survey_views/export`). Answers never carry a trainee's name nor anything
 * that leads to one.
 */

const choice = () => t('validation.choice');
const percentParam = param(
  integerParam
    .min(0, { error: () => t('validation.minValue', { min: 0 }) })
    .max(100, { error: () => t('validation.maxValue', { max: 100 }) }),
);

/** Filters of every survey view (list, summary, roll-ups, export); blank ones are dropped. */
export const surveyResultsFiltersShape = {
  /** The action's programme year. */
  year: param(integerParam),
  axisId: param(idParam),
  /** The action type. */
  typeId: param(idParam),
  /** The action's provider (a provider's views are already narrowed to its own sessions). */
  providerId: param(idParam),
  actionId: param(idParam),
  sessionId: param(idParam),
  /** The survey's status. */
  status: param(z.enum(SURVEY_STATUSES, { error: choice })),
  /** The response rate, in percent, bounds included (`rateWithin`). */
  rateMin: percentParam,
  rateMax: percentParam,
  /** The satisfaction survey (HOT, the default) or the cold evaluation (COLD). */
  kind: param(z.enum(SURVEY_KINDS, { error: choice })).transform((kind) => kind ?? 'HOT'),
};

function boundsInOrder(
  filters: { rateMin?: number; rateMax?: number },
  ctx: z.RefinementCtx,
): void {
  if (
    filters.rateMin !== undefined &&
    filters.rateMax !== undefined &&
    filters.rateMin > filters.rateMax
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['rateMax'],
      message: t('surveyResults.error.rateBounds'),
    });
  }
}

export const surveyResultsFiltersSchema = z
  .object(surveyResultsFiltersShape)
  .superRefine(boundsInOrder);
export type SurveyResultsFilters = z.output<typeof surveyResultsFiltersSchema>;

/** `GET /api/survey_views/filters`: the choices of one kind of questionnaire (HOT by default). */
export const surveyFilterChoicesQuerySchema = z.object({ kind: surveyResultsFiltersShape.kind });

/** The filter names, in the order the URL writes them. */
export const SURVEY_RESULTS_FILTER_NAMES = Object.keys(
  surveyResultsFiltersShape,
) as (keyof SurveyResultsFilters)[];

export const SURVEY_VIEW_SORT_FIELDS = ['startDate', 'rate', 'action'] as const;
export type SurveyViewSortField = (typeof SURVEY_VIEW_SORT_FIELDS)[number];
export const SURVEY_VIEW_DEFAULT_SORT: Sort<SurveyViewSortField> = {
  field: 'startDate',
  direction: 'desc',
};

/** `GET /api/survey_views`: the surveys, filtered, sorted and paged. */
export const surveyViewListQuerySchema = z
  .object({
    ...pageParamsShape,
    ...surveyResultsFiltersShape,
    sort: listSortParam(SURVEY_VIEW_SORT_FIELDS, SURVEY_VIEW_DEFAULT_SORT),
  })
  .superRefine(boundsInOrder);
export type SurveyViewListQuery = z.output<typeof surveyViewListQuerySchema>;

/** What a roll-up groups the surveys by. */
export const SURVEY_ROLLUP_DIMENSIONS = ['action', 'axis', 'provider', 'year'] as const;
export type SurveyRollupDimension = (typeof SURVEY_ROLLUP_DIMENSIONS)[number];

/** `GET /api/survey_views/rollups`: the filtered surveys grouped, the groups paged. */
export const surveyRollupQuerySchema = z
  .object({
    ...pageParamsShape,
    ...surveyResultsFiltersShape,
    by: z.preprocess(
      (value) => (value === '' || value === undefined ? 'axis' : value),
      z.enum(SURVEY_ROLLUP_DIMENSIONS, { error: choice }),
    ),
  })
  .superRefine(boundsInOrder);
export type SurveyRollupQuery = z.output<typeof surveyRollupQuerySchema>;

/** `GET /api/survey_views/export`: the filters and the file format. */
export const surveyExportQuerySchema = z
  .object({
    ...surveyResultsFiltersShape,
    format: param(z.enum(EXPORT_FORMATS, { error: choice })).transform(
      (format): ExportFormat => format ?? 'csv',
    ),
  })
  .superRefine(boundsInOrder);
export type SurveyExportQuery = z.output<typeof surveyExportQuerySchema>;

// Answers.

const id = z.number().int();
const count = z.number().int();
/** Answers giving 1, 2, 3, 4 and 5 stars (StarCounts). */
const stars = z.array(count).length(5);
const average = z.number().nullable();
const rate = z.number().nullable();

/** A theme's figures: its rating answers, their average and distribution. */
export const surveyThemeFiguresSchema = z.object({
  key: z.string(),
  label: z.string(),
  answers: count,
  average,
  stars,
});
export type SurveyThemeFigures = z.infer<typeof surveyThemeFiguresSchema>;

/** A rating question's figures (by question key, with the wording it was asked with). */
export const surveyQuestionFiguresSchema = surveyThemeFiguresSchema.extend({
  theme: z.string(),
  conditioned: z.boolean(),
});
export type SurveyQuestionFigures = z.infer<typeof surveyQuestionFiguresSchema>;

/** The response figures every survey figure gives: sheets, answers and their average. */
const responseFiguresShape = {
  /** Answer sheets (trainees the surveys went to) and those sent. */
  sheets: count,
  filled: count,
  /** `responseRate(filled, sheets)`: 0 to 1, null without any sheet. */
  rate,
  /** Every rating answer: how many and their average. */
  answers: count,
  average,
};

/** The figures of one survey or of several taken together. */
export const surveyFiguresSchema = z.object({
  /** Surveys counted. */
  surveys: count,
  ...responseFiguresShape,
  /** The rating answers' distribution. */
  stars,
  themes: z.array(surveyThemeFiguresSchema),
  questions: z.array(surveyQuestionFiguresSchema),
});
export type SurveyFigures = z.infer<typeof surveyFiguresSchema>;

/** A theme's average in a row of a list. */
const themeAverageSchema = z.object({ key: z.string(), answers: count, average });

const named = z.object({ id, name: z.string() });

/** One session's survey in the list. */
export const surveyViewItemSchema = z.object({
  id,
  kind: z.enum(SURVEY_KINDS),
  status: z.enum(SURVEY_STATUSES),
  /** The session's survey switch: off, its trainees no longer see it. */
  enabled: z.boolean(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  session: z.object(sessionHeadShape),
  action: z.object({ id, name: z.string(), year: z.number().int() }),
  axis: z.object({ id, number: z.number().int(), name: z.string() }),
  type: named,
  provider: named.nullable(),
  ...responseFiguresShape,
  themes: z.array(themeAverageSchema),
});
export type SurveyViewItem = z.infer<typeof surveyViewItemSchema>;
/** The themes of the rows' averages, in order, with their labels. */
const themeLabelsSchema = z.array(z.object({ key: z.string(), label: z.string() }));

export const surveyViewPageSchema = pageSchema(surveyViewItemSchema).extend({
  themes: themeLabelsSchema,
});
export type SurveyViewPage = z.infer<typeof surveyViewPageSchema>;

/** A free-text item of the questionnaire and what was written, in no particular order. */
export const surveyCommentsSchema = z.object({
  key: z.string(),
  theme: z.string(),
  label: z.string(),
  answers: z.array(z.string()),
});
export type SurveyComments = z.infer<typeof surveyCommentsSchema>;

/** `GET /api/survey_views/{id}`: one session's survey and its results. */
export const surveyViewDetailSchema = surveyViewItemSchema.extend({
  figures: surveyFiguresSchema,
  comments: z.array(surveyCommentsSchema),
  /** Whether the viewer may close it now (`surveys.close`, and it is OPEN). */
  canClose: z.boolean(),
});
export type SurveyViewDetail = z.infer<typeof surveyViewDetailSchema>;

/** One group of a roll-up. */
export const surveyRollupItemSchema = z.object({
  /** The group's id (action, axis, provider) or year; null for actions without a provider. */
  key: z.number().int().nullable(),
  label: z.string(),
  surveys: count,
  ...responseFiguresShape,
  themes: z.array(themeAverageSchema),
});
export type SurveyRollupItem = z.infer<typeof surveyRollupItemSchema>;
export const surveyRollupPageSchema = pageSchema(surveyRollupItemSchema).extend({
  by: z.enum(SURVEY_ROLLUP_DIMENSIONS),
  themes: themeLabelsSchema,
});
export type SurveyRollupPage = z.infer<typeof surveyRollupPageSchema>;

/** `GET /api/survey_views/filters`: the choices of the filters, among the viewer's surveys. */
export const surveyFilterChoicesSchema = z.object({
  years: z.array(z.number().int()),
  axes: z.array(z.object({ id, number: z.number().int(), name: z.string() })),
  types: z.array(named),
  /** Empty for a provider (its views hold its own sessions only). */
  providers: z.array(named),
});
export type SurveyFilterChoices = z.infer<typeof surveyFilterChoicesSchema>;

/** The routes of the survey results the pages call (the export is a download: its link). */
export const SURVEY_RESULTS_API = {
  /** The sessions' surveys with their figures. */
  list: defineRoute({
    method: 'GET',
    path: '/survey_views',
    access: { permission: 'surveys.read' },
    query: surveyViewListQuerySchema,
    response: surveyViewPageSchema,
    errors: [400, 401, 403],
  }),
  /** The figures of the filtered surveys taken together. */
  summary: defineRoute({
    method: 'GET',
    path: '/survey_views/summary',
    access: { permission: 'surveys.read' },
    query: surveyResultsFiltersSchema,
    response: surveyFiguresSchema,
    errors: [400, 401, 403],
  }),
  /** The figures per action, axis, provider or year. */
  rollups: defineRoute({
    method: 'GET',
    path: '/survey_views/rollups',
    access: { permission: 'surveys.read' },
    query: surveyRollupQuerySchema,
    response: surveyRollupPageSchema,
    errors: [400, 401, 403],
  }),
  filters: defineRoute({
    method: 'GET',
    path: '/survey_views/filters',
    access: { permission: 'surveys.read' },
    query: surveyFilterChoicesQuerySchema,
    response: surveyFilterChoicesSchema,
    errors: [400, 401, 403],
  }),
  /** A session's survey results; 404 out of reach. */
  detail: defineRoute({
    method: 'GET',
    path: '/survey_views/:id',
    access: { permission: 'surveys.read' },
    params: idParams,
    response: surveyViewDetailSchema,
    errors: [400, 401, 403, 404],
  }),
};

/** `GET /api/survey_views/{id}/pdf`: a survey's results in PDF (permission `surveys.read`). */
export function surveyResultsPdfUrl(surveyId: number): string {
  return `/api/survey_views/${surveyId}/pdf`;
}
