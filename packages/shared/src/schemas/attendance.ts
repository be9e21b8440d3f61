import { z } from 'zod';
import { REGISTRATION_STATUSES, SESSION_STATUSES } from '../enums';
import { t } from '../i18n';
import { personRefSchema } from './auth';
import { idParam, idParams } from './fields';
import './messages';
import { defineRoute } from './route';
import { ATTENDANCE_STATUSES } from '../workflows/registration-attendance';
import {
  HALF_DAY_KEY_PATTERN,
  HALF_DAY_PERIODS,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_METHODS,
  TYPED_NAME_MAX_LENGTH,
} from '../attendance/signing';

/*
 * The HTTP contract of the digital attendance (modules/attendance, decision 038): the provider's
 * screen of a session (half-days, windows, signatures, proposal), a window's live state with its
 * QR code, the trainee's signing page, and the signatures sent by either.
 */

/** `data:image/png;base64,` then the PNG: what `signature_pad`'s `toDataURL()` gives. */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
const DATA_URL_MAX_LENGTH = PNG_DATA_URL_PREFIX.length + Math.ceil(SIGNATURE_MAX_BYTES / 3) * 4;

const halfDayKeyField = z
  .string({ error: () => t('validation.required') })
  .regex(HALF_DAY_KEY_PATTERN, { error: () => t('attendance.validation.halfDay') });

/** `POST /api/sessions/{id}/signing_windows`: open (or reopen) the window of a half-day. */
export const openSigningWindowBodySchema = z.strictObject({ halfDay: halfDayKeyField });
export type OpenSigningWindowBody = z.output<typeof openSigningWindowBodySchema>;

const signatureImageField = z
  .string({ error: () => t('attendance.validation.imageFormat') })
  .max(DATA_URL_MAX_LENGTH, {
    error: () => t('attendance.validation.imageTooLarge', { max: SIGNATURE_MAX_BYTES / 1024 }),
  })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, {
    error: () => t('attendance.validation.imageFormat'),
  });

/**
 * A signature: either drawn (`image`, the pad's PNG) or, as the accessible alternative, the
 * trainee's own name typed (`typedName`) with `certified` ticked ("je certifie être présent…").
 */
const signatureShape = {
  image: signatureImageField.optional(),
  typedName: z
    .string({ error: () => t('validation.text') })
    .trim()
    .max(TYPED_NAME_MAX_LENGTH, {
      error: () => t('validation.maxLength', { max: TYPED_NAME_MAX_LENGTH }),
    })
    .optional(),
  certified: z.boolean({ error: () => t('validation.boolean') }).optional(),
};

function checkSignature(
  value: { image?: string; typedName?: string; certified?: boolean },
  ctx: z.RefinementCtx,
): void {
  const typed = value.typedName !== undefined && value.typedName !== '';
  if (value.image !== undefined && typed) {
    ctx.addIssue({
      code: 'custom',
      path: ['typedName'],
      message: t('attendance.validation.oneSignature'),
    });
  } else if (value.image === undefined && !typed) {
    ctx.addIssue({ code: 'custom', path: ['image'], message: t('attendance.validation.empty') });
  } else if (typed && value.certified !== true) {
    ctx.addIssue({
      code: 'custom',
      path: ['certified'],
      message: t('attendance.validation.certify'),
    });
  }
}

/** `POST /api/signatures`: the trainee's own signature, with the ticket its signing page got. */
export const signBodySchema = z
  .strictObject({
    ticket: z
      .string({ error: () => t('validation.required') })
      .min(1, { error: () => t('validation.required') })
      .max(300, { error: () => t('attendance.error.ticketInvalid') }),
    ...signatureShape,
  })
  .superRefine(checkSignature);
export type SignBody = z.output<typeof signBodySchema>;

/** `POST /api/signing_windows/{id}/signatures`: a trainee signs on the provider's device. */
export const collectSignatureBodySchema = z
  .strictObject({ registrationId: idParam, ...signatureShape })
  .superRefine(checkSignature);
export type CollectSignatureBody = z.output<typeof collectSignatureBodySchema>;

/** `POST /api/sessions/{id}/attendance_proposal`: the registrations whose proposal to record. */
export const applyAttendanceProposalBodySchema = z.strictObject({
  registrationIds: z
    .array(idParam, { error: () => t('validation.nonEmptyList') })
    .min(1, { error: () => t('validation.nonEmptyList') })
    .max(1000, { error: () => t('registrations.bulk.tooMany', { max: 1000 }) }),
});
export type ApplyAttendanceProposalBody = z.output<typeof applyAttendanceProposalBodySchema>;

/** `token` of `GET /api/signing/{token}` (the QR code's). */
export const signingTokenParams = z.object({
  token: z.string().max(200, { error: () => t('attendance.error.tokenInvalid') }),
});

// Answers.

const instant = z.string();

export const halfDayRefSchema = z.object({
  key: z.string(),
  day: z.string(),
  period: z.enum(HALF_DAY_PERIODS),
  startsAt: instant,
  endsAt: instant,
});
export type HalfDayRef = z.infer<typeof halfDayRefSchema>;

/** A signature as the provider's screens show it (its image: `GET /api/attendance_signatures/{id}/image`). */
export const signatureSummarySchema = z.object({
  id: z.number().int(),
  signedAt: instant,
  method: z.enum(SIGNATURE_METHODS),
  /** Who collected it: the trainee on its phone, the provider's user on its device. */
  collectedBy: personRefSchema.nullable(),
  /** The accessible alternative: the name typed; null for a drawn signature. */
  typedName: z.string().nullable(),
  drawn: z.boolean(),
});
export type SignatureSummary = z.infer<typeof signatureSummarySchema>;

export const signingWindowSchema = z.object({
  id: z.number().int(),
  openedAt: instant,
  closedAt: instant.nullable(),
  /** It closes by itself then (the end of the half-day's day). */
  closesAt: instant,
  open: z.boolean(),
});
export type SigningWindow = z.infer<typeof signingWindowSchema>;

export const attendanceHalfDaySchema = halfDayRefSchema.extend({
  /** Taught hours of the half-day (decimal). */
  hours: z.string(),
  /** Its window, once opened. */
  window: signingWindowSchema.nullable(),
  /** Why a window cannot be opened now (a French sentence); null when it can. */
  openRefusal: z.string().nullable(),
  signedCount: z.number().int(),
});
export type AttendanceHalfDay = z.infer<typeof attendanceHalfDaySchema>;

export const attendanceProposalSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  effectiveHours: z.string(),
  signed: z.number().int(),
  total: z.number().int(),
  /** Whether applying it changes what is recorded. */
  changes: z.boolean(),
});
export type AttendanceProposalItem = z.infer<typeof attendanceProposalSchema>;

export const attendanceTraineeSchema = z.object({
  registrationId: z.number().int(),
  name: z.string(),
  structureName: z.string().nullable(),
  status: z.enum(REGISTRATION_STATUSES),
  effectiveHours: z.string().nullable(),
  /** Its signatures by half-day key. */
  signatures: z.record(z.string(), signatureSummarySchema),
  proposal: attendanceProposalSchema.nullable(),
});
export type AttendanceTrainee = z.infer<typeof attendanceTraineeSchema>;

/** `GET /api/sessions/{id}/attendance`: the session's digital attendance, for its provider and staff. */
export const sessionAttendanceSchema = z.object({
  session: z.object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(SESSION_STATUSES),
    actionName: z.string(),
  }),
  /** What a full attendance is worth (decimal hours); null when unknown. */
  sessionHours: z.string().nullable(),
  halfDays: z.array(attendanceHalfDaySchema),
  /** The REGISTERED trainees, and those whose attendance is recorded. */
  trainees: z.array(attendanceTraineeSchema),
  /** Why the proposal cannot be applied now (a French sentence); null when it can. */
  applyRefusal: z.string().nullable(),
});
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>;

/** `GET /api/signing_windows/{id}`: what the provider's screen shows while a window is open. */
export const signingWindowStateSchema = signingWindowSchema.extend({
  sessionId: z.number().int(),
  halfDay: halfDayRefSchema,
  /** The QR code's address and when its token stops being accepted; null once closed. */
  qr: z.object({ url: z.string(), expiresAt: instant, refreshAt: instant }).nullable(),
  trainees: z.array(
    z.object({
      registrationId: z.number().int(),
      name: z.string(),
      signature: signatureSummarySchema.nullable(),
    }),
  ),
});
export type SigningWindowState = z.infer<typeof signingWindowStateSchema>;

/** `GET /api/signing/{token}`: the trainee's signing page. */
export const signingPageSchema = z.object({
  session: z.object({ code: z.string(), actionName: z.string(), place: z.string().nullable() }),
  halfDay: halfDayRefSchema,
  trainee: z.object({ name: z.string() }),
  /** When the trainee signed this half-day; null while not signed. */
  signedAt: instant.nullable(),
  /** What sending the signature needs, bound to the trainee and the window; null once signed. */
  ticket: z.string().nullable(),
  ticketExpiresAt: instant.nullable(),
});
export type SigningPage = z.infer<typeof signingPageSchema>;

/** `POST /api/signatures`, `POST /api/signing_windows/{id}/signatures`: what was recorded. */
export const signatureRecordedSchema = z.object({
  registrationId: z.number().int(),
  halfDay: z.string(),
  signedAt: instant,
});
export type SignatureRecorded = z.infer<typeof signatureRecordedSchema>;

/** `POST /api/sessions/{id}/attendance_proposal`: how many attendances were recorded. */
export const attendanceAppliedSchema = z.object({ applied: z.number().int() });

/** The routes of the digital attendance the pages call (a signature's image is a link). */
export const ATTENDANCE_API = {
  /** A session's half-days, windows, trainees' signatures and proposed attendance. */
  ofSession: defineRoute({
    method: 'GET',
    path: '/sessions/:id/attendance',
    access: { permission: 'attendance.collect' },
    params: idParams,
    response: sessionAttendanceSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** Opens the window of a half-day (closing the session's other open ones). */
  openWindow: defineRoute({
    method: 'POST',
    path: '/sessions/:id/signing_windows',
    access: { permission: 'attendance.collect' },
    params: idParams,
    body: openSigningWindowBodySchema,
    response: signingWindowStateSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** A window's current QR code address and who signed. */
  window: defineRoute({
    method: 'GET',
    path: '/signing_windows/:id',
    access: { permission: 'attendance.collect' },
    params: idParams,
    response: signingWindowStateSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  closeWindow: defineRoute({
    method: 'POST',
    path: '/signing_windows/:id/close',
    access: { permission: 'attendance.collect' },
    params: idParams,
    response: signingWindowStateSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** A trainee signs on the provider's device: 201. */
  collectSignature: defineRoute({
    method: 'POST',
    path: '/signing_windows/:id/signatures',
    access: { permission: 'attendance.collect' },
    params: idParams,
    body: collectSignatureBodySchema,
    status: 201,
    response: signatureRecordedSchema,
    errors: [400, 401, 403, 404, 409, 413],
  }),
  /** Records the attendance the signatures propose for the chosen registrations. */
  applyProposal: defineRoute({
    method: 'POST',
    path: '/sessions/:id/attendance_proposal',
    access: { permission: 'registrations.recordAttendance' },
    params: idParams,
    body: applyAttendanceProposalBodySchema,
    response: attendanceAppliedSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** The trainee's signing page of a QR code's token. */
  signingPage: defineRoute({
    method: 'GET',
    path: '/signing/:token',
    access: { permission: 'attendance.sign' },
    params: signingTokenParams,
    response: signingPageSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  /** The signed-in trainee's own signature: 201. */
  sign: defineRoute({
    method: 'POST',
    path: '/signatures',
    access: { permission: 'attendance.sign' },
    body: signBodySchema,
    status: 201,
    response: signatureRecordedSchema,
    errors: [400, 401, 403, 404, 409, 413],
  }),
};
