import { z } from 'zod';
import { CIVILITIES, REGISTRATION_STATUSES } from '../enums';
import { t, type MessageKey } from '../i18n';
import {
  REGISTRATION_EVENT_PATHS,
  REGISTRATION_EVENT_PERMISSIONS,
  REGISTRATION_ROW_EVENTS,
  type RegistrationChangeEvent,
} from '../workflows/registration';
import { personRefSchema } from './auth';
import { idParams, sessionHeadShape } from './fields';
import './messages';
import { defineRoute, type RouteContract } from './route';

/*
 * The registration workflow's API contract (apps/server/src/modules/registrations), also the
 * forms' validation in the web app.
 */

function requiredTextWith(messageKey: MessageKey, max: number) {
  const required = () => t(messageKey);
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: () => t('validation.maxLength', { max }) });
}

export const MOTIVATION_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 2000;

/** `POST /api/sessions/{id}/register`: the motivation is required. */
export const registerBodySchema = z.object({
  motivation: requiredTextWith('registrations.motivationRequired', MOTIVATION_MAX_LENGTH),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `refuse_request`, `refuse_registration`, `cancel`: a reason is required (spec §5). */
export const registrationReasonBodySchema = z.object({
  reason: requiredTextWith('registrations.reasonRequired', REASON_MAX_LENGTH),
});
export type RegistrationReasonBody = z.infer<typeof registrationReasonBodySchema>;

/** A registration's workflow fields, as every workflow call answers them. */
export const registrationStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  waitingList: z.boolean(),
});
export type RegistrationState = z.infer<typeof registrationStateSchema>;

/**
 * `GET /api/registrations/{id}`: the registration itself, without its session's figures nor its
 * history (those are `registrations/{id}/detail`).
 */
export const registrationRecordSchema = registrationStateSchema.extend({
  sessionId: z.number().int(),
  beneficiaryId: z.number().int(),
  structureId: z.number().int().nullable(),
  motivation: z.string(),
  askedAt: z.string(),
  hrValidatedAt: z.string().nullable(),
  providerValidatedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** Hours attended, once attendance is recorded. */
  effectiveHours: z.string().nullable(),
  excusedAbsence: z.boolean(),
});
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;

/** `POST /api/sessions/{id}/register` answer: the new registration and French notices. */
export const registerResponseSchema = z.object({
  registration: registrationStateSchema,
  notices: z.array(z.string()),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** One line of a registration's history (date, author, from, to, reason). */
export const registrationHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The admin who acted as the author (impersonation, decision 031), else null. */
  impersonator: personRefSchema.nullable(),
  fromStatus: z.enum(REGISTRATION_STATUSES).nullable(),
  toStatus: z.enum(REGISTRATION_STATUSES),
  reason: z.string(),
  /** Decided through a link of an "à valider" mail, not in the portal (decision 077). */
  viaMailLink: z.boolean(),
});
export type RegistrationHistoryEntry = z.infer<typeof registrationHistoryEntrySchema>;

/** `GET /api/registrations/{id}/detail`. */
export const registrationDetailSchema = z.object({
  registration: registrationStateSchema.extend({
    motivation: z.string(),
    askedAt: z.string(),
    hrValidatedAt: z.string().nullable(),
    providerValidatedAt: z.string().nullable(),
    refusalReason: z.string().nullable(),
    /** 1 for the oldest on the session's waiting list; null off the list. */
    waitingPosition: z.number().int().nullable(),
  }),
  session: z.object({
    ...sessionHeadShape,
    registrationDeadline: z.string().nullable(),
    seats: z.number().int(),
    seatsTaken: z.number().int(),
    waitingCount: z.number().int(),
  }),
  action: z.object({
    id: z.number().int(),
    name: z.string(),
    providerId: z.number().int().nullable(),
    type: z.object({
      id: z.number().int(),
      name: z.string(),
      hrValidation: z.boolean(),
      providerValidation: z.boolean(),
      membersOnly: z.boolean(),
      waitingSeatAmount: z.number().int(),
    }),
  }),
  beneficiary: z.object({
    id: z.number().int(),
    civility: z.enum(CIVILITIES).nullable(),
    givenName: z.string(),
    familyName: z.string(),
    email: z.string(),
  }),
  structure: z.object({ id: z.number().int(), name: z.string(), member: z.boolean() }).nullable(),
  /** The events the caller may fire now (shared registrationEventsFor). */
  events: z.array(z.enum(REGISTRATION_ROW_EVENTS)),
  /**
   * The "more than 2 requests from the same structure" notice (spec §9), for HR validators and
   * staff: the open registrations of the structure to the session; null for other profiles.
   */
  structureRequests: z.object({ count: z.number().int(), notice: z.boolean() }).nullable(),
  /** Oldest first. */
  history: z.array(registrationHistoryEntrySchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

// --- Routes ------------------------------------------------------------------------------

const workflowErrors = [400, 401, 403, 404, 409] as const;

/** The body of an event without a reason: none, or `{}`. */
export const noReasonBodySchema = z.object({}).nullish();

/** `POST /api/registrations/{id}/{event path}`: the event's permission; a reason when it needs one. */
const eventRoute = <const E extends RegistrationChangeEvent, B extends z.ZodType>(
  event: E,
  body: B,
) =>
  defineRoute({
    method: 'POST',
    path: `/registrations/:id/${REGISTRATION_EVENT_PATHS[event]}`,
    access: { permission: REGISTRATION_EVENT_PERMISSIONS[event] },
    params: idParams,
    body,
    response: registrationStateSchema,
    errors: workflowErrors,
  });

/**
 * The registration workflow's routes (shared REGISTRATION_TRANSITIONS): the request, one route per
 * change event (a reason for those whose transition needs one, `registrationEventNeedsReason`),
 * and a registration with or without its history.
 */
export const REGISTRATIONS_API = {
  register: defineRoute({
    method: 'POST',
    path: '/sessions/:id/register',
    access: { permission: 'registrations.request' },
    params: idParams,
    body: registerBodySchema,
    status: 201,
    response: registerResponseSchema,
    errors: workflowErrors,
  }),
  events: {
    validate: eventRoute('validate', noReasonBodySchema),
    refuseRequest: eventRoute('refuseRequest', registrationReasonBodySchema),
    refuseRegistration: eventRoute('refuseRegistration', registrationReasonBodySchema),
    cancel: eventRoute('cancel', registrationReasonBodySchema),
  } satisfies Record<RegistrationChangeEvent, RouteContract>,
  record: defineRoute({
    method: 'GET',
    path: '/registrations/:id',
    access: { permission: 'registrations.detail' },
    params: idParams,
    response: registrationRecordSchema,
    errors: workflowErrors,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/registrations/:id/detail',
    access: { permission: 'registrations.detail' },
    params: idParams,
    response: registrationDetailSchema,
    errors: workflowErrors,
  }),
};
