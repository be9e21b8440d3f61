import { z } from 'zod';
import {
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_STATUS_MEANINGS,
  SESSION_STATUSES,
  statusOptions,
  statusOptionsSchema,
} from '../enums';
import { t } from '../i18n';
import { personRefSchema } from './auth';
import { idParam, idParams } from './fields';
import { pageSchema } from './programming-responses';
import { EXPORT_FORMATS, listPagingShape } from './programming-queries';
import { integerParam, param } from './query-params';
import { defineRoute } from './route';
import './messages';
import { REPORT_ATTENDANCE_KEYS } from '../reports/attendance';
import {
  REPORT_SECTIONS,
  REPORT_SECTION_MAX_LENGTH,
  missingReportSections,
  type ReportSection,
  type ReportSections,
} from '../reports/sections';

/*
 * The API contract of the pedagogical reports (modules/reports, decision 033) and the report
 * form's checks: a draft may leave every section empty; completing needs the required ones.
 */

const choice = () => t('validation.choice');

const sectionText = z.string({ error: () => t('validation.text') }).max(REPORT_SECTION_MAX_LENGTH, {
  error: () => t('validation.maxLength', { max: REPORT_SECTION_MAX_LENGTH }),
});

/** The sections of a draft: each optional, empty allowed; unknown sections refused. */
export const reportSectionsDraftSchema = z
  .strictObject(
    Object.fromEntries(REPORT_SECTIONS.map((section) => [section, sectionText.optional()])) as {
      [S in ReportSection]: z.ZodOptional<typeof sectionText>;
    },
  )
  .transform(
    (sections) =>
      Object.fromEntries(
        REPORT_SECTIONS.map((section) => [section, sections[section]?.trim() ?? '']),
      ) as ReportSections,
  );

/** The sections of a report being completed: the required ones must hold text. */
export const reportSectionsCompleteSchema = reportSectionsDraftSchema.superRefine(
  (sections, ctx) => {
    for (const section of missingReportSections(sections)) {
      ctx.addIssue({ code: 'custom', path: [section], message: t('validation.required') });
    }
  },
);

/**
 * `PUT /api/sessions/{id}/report`, `PUT /api/session_reports/{id}`: save the draft. The whole
 * text of every section is sent (a section left out is saved empty).
 */
export const saveReportBodySchema = z.strictObject({ sections: reportSectionsDraftSchema });
export type SaveReportBody = z.output<typeof saveReportBodySchema>;

/**
 * `POST /api/session_reports/{id}/complete`: complete the report, with the text shown (saved
 * first, then checked) or, without `sections`, as last saved.
 */
export const completeReportBodySchema = z.strictObject({
  sections: reportSectionsCompleteSchema.optional(),
});
export type CompleteReportBody = z.output<typeof completeReportBodySchema>;

/** `POST /api/session_reports/{id}/send_back`: the reason, shown to the provider. */
export const sendBackReportBodySchema = z.strictObject({
  reason: z
    .string({ error: () => t('validation.reasonRequired') })
    .trim()
    .min(1, { error: () => t('validation.reasonRequired') })
    .max(2000, { error: () => t('validation.maxLength', { max: 2000 }) }),
});
export type SendBackReportBody = z.output<typeof sendBackReportBodySchema>;

// Answers.

const instant = z.string();
const sessionStatus = z.enum(SESSION_STATUSES);
const reportStatus = z.enum(REPORT_STATUSES);

/** Who did something to the report, and when. */
const reportStepSchema = z.object({ at: instant, by: personRefSchema.nullable() });

export const reportAttendanceSchema = z.object(
  Object.fromEntries(REPORT_ATTENDANCE_KEYS.map((key) => [key, z.number().int()])) as {
    [K in (typeof REPORT_ATTENDANCE_KEYS)[number]]: z.ZodNumber;
  },
);

/** What a report is about: its session, action and provider. */
export const reportSessionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: sessionStatus,
  startDate: instant,
  endDate: instant,
  reportEnabled: z.boolean(),
  action: z.object({ id: z.number().int(), name: z.string(), year: z.number().int() }),
  provider: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ReportSession = z.infer<typeof reportSessionSchema>;

/**
 * A session's report (`GET /api/sessions/{id}/report`, `GET /api/session_reports/{id}`). A report
 * is identified by its session: `id` is the session's id. Before anybody saved it, it is
 * IN_PROGRESS with empty sections and `saved` null ("À rédiger").
 */
export const sessionReportSchema = z.object({
  id: z.number().int(),
  session: reportSessionSchema,
  status: reportStatus,
  sections: z.object(
    Object.fromEntries(REPORT_SECTIONS.map((section) => [section, z.string()])) as {
      [S in ReportSection]: z.ZodString;
    },
  ),
  /** Computed from the registrations. */
  attendance: reportAttendanceSchema,
  /** The last save (draft or completion). */
  saved: reportStepSchema.nullable(),
  completed: reportStepSchema.nullable(),
  validated: reportStepSchema.nullable(),
  /** The last time a manager sent it back, with the reason (kept once resumed, as a reminder). */
  sentBack: reportStepSchema.extend({ reason: z.string() }).nullable(),
});
export type SessionReport = z.infer<typeof sessionReportSchema>;

// The list (`GET /api/session_reports`) and the export (`GET /api/survey_views/report_export`).

/** Filters of the list and the export. */
export const reportFiltersShape = {
  /** The action's programme year. */
  year: param(integerParam),
  status: param(z.enum(REPORT_STATUSES, { error: choice })),
  providerId: param(idParam),
  actionId: param(idParam),
  /** Action name or session code, accents and case ignored. */
  q: listPagingShape.q,
};
export const reportFiltersSchema = z.object(reportFiltersShape);
export type ReportFilters = z.output<typeof reportFiltersSchema>;

export const reportListQuerySchema = z.object({
  ...reportFiltersShape,
  page: listPagingShape.page,
  pageSize: listPagingShape.pageSize,
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

export const reportExportQuerySchema = z.object({
  ...reportFiltersShape,
  format: param(z.enum(EXPORT_FORMATS, { error: choice })).transform((format) => format ?? 'csv'),
});
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

export const reportListItemSchema = z.object({
  id: z.number().int(),
  session: reportSessionSchema.omit({ reportEnabled: true }),
  status: reportStatus,
  /** The last save; null: nobody wrote it yet ("À rédiger"). */
  savedAt: instant.nullable(),
  updatedAt: instant.nullable(),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportPageSchema = pageSchema(reportListItemSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;

/** `GET /api/report_statuses`: every status with its French label and meaning. */
export const reportStatusOptionsSchema = statusOptionsSchema(REPORT_STATUSES);
export type ReportStatusOption = z.infer<typeof reportStatusOptionsSchema>[number];
export const REPORT_STATUS_OPTIONS: ReportStatusOption[] = statusOptions(
  REPORT_STATUSES,
  REPORT_STATUS_LABELS,
  REPORT_STATUS_MEANINGS,
);

/** A report, read or saved, is its session's: the same routes under both paths. */
const readReport = (path: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: { permission: 'reports.read' },
    params: idParams,
    response: sessionReportSchema,
    errors: [400, 401, 403, 404, 409],
  });
const saveReport = (path: string) =>
  defineRoute({
    method: 'PUT',
    path,
    access: { permission: 'reports.write' },
    params: idParams,
    body: saveReportBodySchema,
    response: sessionReportSchema,
    errors: [400, 401, 403, 404, 409],
  });

/** The routes of the pedagogical reports the pages call (the export is a download: its link). */
export const REPORTS_API = {
  ofSession: readReport('/sessions/:id/report'),
  report: readReport('/session_reports/:id'),
  saveOfSession: saveReport('/sessions/:id/report'),
  save: saveReport('/session_reports/:id'),
  /** IN_PROGRESS → COMPLETED; with `sections`, saved first, then checked. */
  complete: defineRoute({
    method: 'POST',
    path: '/session_reports/:id/complete',
    access: { permission: 'reports.write' },
    params: idParams,
    body: completeReportBodySchema.nullish(),
    response: sessionReportSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** COMPLETED → IN_PROGRESS, with a reason. */
  sendBack: defineRoute({
    method: 'POST',
    path: '/session_reports/:id/send_back',
    access: { permission: 'reports.validate' },
    params: idParams,
    body: sendBackReportBodySchema,
    response: sessionReportSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** COMPLETED → VALIDATED, for good. */
  validate: defineRoute({
    method: 'POST',
    path: '/session_reports/:id/validate',
    access: { permission: 'reports.validate' },
    params: idParams,
    response: sessionReportSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/session_reports',
    access: { permission: 'reports.read' },
    query: reportListQuerySchema,
    response: reportPageSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
