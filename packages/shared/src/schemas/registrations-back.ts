import { z } from 'zod';
import { CIVILITIES, REGISTRATION_STATUSES } from '../enums';
import { t } from '../i18n';
import { ATTENDANCE_STATUSES } from '../workflows/registration-attendance';
import { REGISTRATION_ROW_EVENTS } from '../workflows/registration';
import { hoursField } from './decimal';
import { EXPORT_FORMATS, listPagingShape, listSortParam, type Sort } from './programming-queries';
import { idParam, idParams, sessionHeadShape } from './fields';
import { integerParam, param } from './query-params';
import { pageSchema } from './programming-responses';
import { registrationReasonBodySchema, registrationStateSchema } from './registrations';
import { defineRoute } from './route';
import { structureOptionSchema, structureOptionsQuerySchema } from './structures';
import './messages';

/*
 * The registrations back office (modules/registrations, /back/registrations): forcing and
 * reverting a status, attendance, the list with its filters, the export and bulk validation.
 */

const choice = () => t('validation.choice');

/** Statuses that may carry the waiting-list flag (decisions.md). */
export const WAITING_LIST_STATUSES = [
  'REQUESTED',
  'PRE_REGISTERED',
] as const satisfies readonly (typeof REGISTRATION_STATUSES)[number][];

/** `POST /api/registrations/{id}/force`: any status, on the waiting list or not, with a reason. */
export const forceRegistrationBodySchema = z
  .object({
    status: z.enum(REGISTRATION_STATUSES, { error: choice }),
    waitingList: z.boolean().optional().default(false),
    reason: registrationReasonBodySchema.shape.reason,
  })
  .superRefine((body, ctx) => {
    if (body.waitingList && !(WAITING_LIST_STATUSES as readonly string[]).includes(body.status)) {
      ctx.addIssue({
        code: 'custom',
        path: ['waitingList'],
        message: t('registrations.error.waitingListStatus'),
      });
    }
  });
export type ForceRegistrationBody = z.output<typeof forceRegistrationBodySchema>;

/** `POST /api/registrations/{id}/revert`: a reason. */
export const revertRegistrationBodySchema = registrationReasonBodySchema;

/** `POST /api/registrations/{id}/complete`. */
export const completeRegistrationBodySchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: choice }),
  effectiveHours: hoursField.nullish(),
  excusedAbsence: z.boolean().optional(),
});
export type CompleteRegistrationBody = z.output<typeof completeRegistrationBodySchema>;

/** `POST /api/registrations/{id}/effective_hours`. */
export const effectiveHoursBodySchema = z.object({ effectiveHours: hoursField });
export type EffectiveHoursBody = z.output<typeof effectiveHoursBodySchema>;

/** What force and revert answer: the new state, and whether a seat was taken beyond the seats. */
export const forcedRegistrationSchema = registrationStateSchema.extend({
  overbooked: z.boolean(),
});
export type ForcedRegistration = z.infer<typeof forcedRegistrationSchema>;

/** What attendance calls answer. */
export const registrationAttendanceSchema = registrationStateSchema.extend({
  effectiveHours: z.string().nullable(),
  excusedAbsence: z.boolean(),
});
export type RegistrationAttendance = z.infer<typeof registrationAttendanceSchema>;

// The list.

export const REGISTRATION_SORT_FIELDS = [
  'askedAt',
  'session',
  'beneficiary',
  'structure',
  'action',
  'status',
] as const;
export type RegistrationSortField = (typeof REGISTRATION_SORT_FIELDS)[number];
export const REGISTRATION_DEFAULT_SORT: Sort<RegistrationSortField> = {
  field: 'askedAt',
  direction: 'desc',
};

/** Filters of the list and of its export (blank parameters are dropped). */
export const registrationFiltersShape = {
  /** The action's programme year. */
  year: param(integerParam),
  actionId: param(idParam),
  sessionId: param(idParam),
  status: param(z.enum(REGISTRATION_STATUSES, { error: choice })),
  waitingList: param(
    z.enum(['true', 'false'], { error: choice }).transform((value) => value === 'true'),
  ),
  structureId: param(idParam),
  /** The beneficiary's name or email, accents and case ignored. */
  q: listPagingShape.q,
};

export const registrationFiltersSchema = z.object(registrationFiltersShape);
export type RegistrationFilters = z.output<typeof registrationFiltersSchema>;

/** `GET /api/registrations`. */
export const registrationListQuerySchema = z.object({
  ...listPagingShape,
  ...registrationFiltersShape,
  sort: listSortParam(REGISTRATION_SORT_FIELDS, REGISTRATION_DEFAULT_SORT),
});
export type RegistrationListQuery = z.output<typeof registrationListQuerySchema>;

/** `GET /api/registration_views/export`: the list's filters and sort, and the file format. */
export const registrationExportQuerySchema = z.object({
  ...registrationFiltersShape,
  sort: listSortParam(REGISTRATION_SORT_FIELDS, REGISTRATION_DEFAULT_SORT),
  format: param(z.enum(EXPORT_FORMATS, { error: choice })).transform((format) => format ?? 'csv'),
});
export type RegistrationExportQuery = z.output<typeof registrationExportQuerySchema>;

/**
 * `GET /api/registration_views/structures`: the choices of the structure filter (staff), by
 * name text or one by id (the filter showing its current choice).
 */
export const registrationStructureOptionsQuerySchema = structureOptionsQuerySchema.pick({
  q: true,
  id: true,
});
export type RegistrationStructureOptionsQuery = z.output<
  typeof registrationStructureOptionsQuerySchema
>;

const id = z.number().int();

export const registrationListItemSchema = z.object({
  id,
  status: z.enum(REGISTRATION_STATUSES),
  waitingList: z.boolean(),
  askedAt: z.string(),
  effectiveHours: z.string().nullable(),
  excusedAbsence: z.boolean(),
  beneficiary: z.object({
    id,
    civility: z.enum(CIVILITIES).nullable(),
    givenName: z.string(),
    familyName: z.string(),
    email: z.string(),
  }),
  structure: z.object({ id, name: z.string() }).nullable(),
  session: z.object(sessionHeadShape),
  action: z.object({ id, name: z.string() }),
  /** What `revert` goes back to; null when there is nothing to undo. */
  previousStatus: z.enum(REGISTRATION_STATUSES).nullable(),
  /** The events the viewer may fire now (shared registrationEventsFor). */
  events: z.array(z.enum(REGISTRATION_ROW_EVENTS)),
  /**
   * The "more than 2 requests from the same structure" notice (spec §9): the session's counted
   * registrations of the structure, for HR validators and staff; null for other profiles.
   */
  structureRequests: z.object({ count: z.number().int(), notice: z.boolean() }).nullable(),
  /**
   * A request awaiting an HR validation from a structure with no enabled HR validator (decision
   * 059): the staff decide in its stead. Always false for other profiles.
   */
  noHrValidator: z.boolean(),
});
export type RegistrationListItem = z.infer<typeof registrationListItemSchema>;

export const registrationPageSchema = pageSchema(registrationListItemSchema);
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

// Bulk validation.

export const BULK_VALIDATE_MAX = 100;

/** `POST /api/registrations/bulk_validate`. */
export const bulkValidateBodySchema = z.object({
  ids: z
    .array(id.positive(), { error: () => t('validation.required') })
    .min(1, { error: () => t('validation.required') })
    .max(BULK_VALIDATE_MAX, {
      error: () => t('registrations.bulk.tooMany', { max: BULK_VALIDATE_MAX }),
    })
    .transform((ids) => [...new Set(ids)]),
});
export type BulkValidateBody = z.output<typeof bulkValidateBodySchema>;

export const bulkValidateOutcomeSchema = z.discriminatedUnion('ok', [
  registrationStateSchema.extend({ ok: z.literal(true) }),
  z.object({ id, ok: z.literal(false), code: z.string(), error: z.string() }),
]);
export type BulkValidateOutcome = z.infer<typeof bulkValidateOutcomeSchema>;

export const bulkValidateResponseSchema = z.object({ results: z.array(bulkValidateOutcomeSchema) });
export type BulkValidateResponse = z.infer<typeof bulkValidateResponseSchema>;

// --- Routes ------------------------------------------------------------------------------

const backErrors = [400, 401, 403, 404, 409] as const;

/** A staff event on one registration: `POST /api/registrations/{id}/{path}`. */
const staffEventRoute = <const P extends string, B extends z.ZodType, R extends z.ZodType>(
  path: P,
  permission: 'registrations.force' | 'registrations.recordAttendance',
  body: B,
  response: R,
) =>
  defineRoute({
    method: 'POST',
    path,
    access: { permission },
    params: idParams,
    body,
    response,
    errors: backErrors,
  });

/**
 * The routes of the registrations back office (/back/registrations): the list, the structure
 * filter's choices, bulk validation, forcing and reverting, attendance. (The export is
 * a file download: its route is not a JSON contract.)
 */
export const REGISTRATIONS_BACK_API = {
  list: defineRoute({
    method: 'GET',
    path: '/registrations',
    access: { permission: 'registrations.read' },
    query: registrationListQuerySchema,
    response: registrationPageSchema,
    errors: backErrors,
  }),
  structures: defineRoute({
    method: 'GET',
    path: '/registration_views/structures',
    access: { permission: 'registrations.filterByStructure' },
    query: registrationStructureOptionsQuerySchema,
    response: z.array(structureOptionSchema),
    errors: backErrors,
  }),
  bulkValidate: defineRoute({
    method: 'POST',
    path: '/registrations/bulk_validate',
    access: { permission: 'registrations.validate' },
    body: bulkValidateBodySchema,
    response: bulkValidateResponseSchema,
    errors: backErrors,
  }),
  force: staffEventRoute(
    '/registrations/:id/force',
    'registrations.force',
    forceRegistrationBodySchema,
    forcedRegistrationSchema,
  ),
  revert: staffEventRoute(
    '/registrations/:id/revert',
    'registrations.force',
    revertRegistrationBodySchema,
    forcedRegistrationSchema,
  ),
  complete: staffEventRoute(
    '/registrations/:id/complete',
    'registrations.recordAttendance',
    completeRegistrationBodySchema,
    registrationAttendanceSchema,
  ),
  effectiveHours: staffEventRoute(
    '/registrations/:id/effective_hours',
    'registrations.recordAttendance',
    effectiveHoursBodySchema,
    registrationAttendanceSchema,
  ),
};
