import { z } from 'zod';
import {
  PROFILES,
  PROFILE_LABELS,
  SESSION_HISTORY_EVENTS,
  SESSION_STATUSES,
  SESSION_STATUS_LABELS,
  SESSION_STATUS_MEANINGS,
  profileCode,
  statusOptions,
  statusOptionsSchema,
  type Profile,
  type RegistrationStatus,
  type SessionStatus,
} from '../enums';
import { t, type MessageKey } from '../i18n';
import { frSessionWorkflow } from '../i18n/fr-session-workflow';
import type { MailEventCode } from '../mail/events';
import { PERMISSIONS, type Permission } from '../permissions/matrix';
import { personRefSchema } from '../schemas/auth';
import { optionalText } from '../schemas/fields';

/**
 * The session workflow of decisions.md "Session workflow", as data. The server enforces it
 * (apps/server/src/modules/session-workflow), the web app draws its buttons from it
 * (apps/web/app/features/session-workflow), and the tests read it.
 */

export const SESSION_EVENTS = [
  'postpone',
  'reprogram',
  'cancel',
  'realize',
  'validateManager',
  'close',
  'returnToProgrammed',
] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** The mails the session workflow sends (decisions.md "Mail templates"). */
export type SessionWorkflowMail = Extract<
  MailEventCode,
  'SESSION_CANCELED' | 'SESSION_POSTPONED' | 'SESSION_REPROGRAMMED'
>;

export interface SessionTransitionRule {
  /** Statuses the event may start from (for at least one profile). */
  readonly from: readonly SessionStatus[];
  readonly to: SessionStatus;
  /** Profiles holding this permission may fire the event from `from`… */
  readonly permission: Permission;
  /** …unless narrowed here for their profile. */
  readonly fromByProfile?: Partial<Record<Profile, readonly SessionStatus[]>>;
  /** The UI asks for confirmation (a dialog with an optional comment) before firing it. */
  readonly needsConfirmation: boolean;
  /** Leads to a status with no way back but an administrator's "return to programmed". */
  readonly irreversible: boolean;
  /** The body carries new start and end dates (reprogramSessionBodySchema and its extension). */
  readonly needsNewDates: boolean;
  /** The mail event sent to the open registrations' trainees, their HR validators and the provider. */
  readonly mail: SessionWorkflowMail | null;
  /** The API path: `POST /api/sessions/{id}/{path}`. */
  readonly path: string;
}

const ALL_BUT_PROGRAMMED = SESSION_STATUSES.filter((status) => status !== 'PROGRAMMED');

export const SESSION_WORKFLOW = {
  postpone: {
    from: ['PROGRAMMED'],
    to: 'REPORTED',
    permission: 'sessions.postpone',
    needsConfirmation: true,
    irreversible: false,
    needsNewDates: false,
    mail: 'SESSION_POSTPONED',
    path: 'postpone',
  },
  reprogram: {
    from: ['REPORTED'],
    to: 'PROGRAMMED',
    permission: 'sessions.reprogram',
    needsConfirmation: true,
    irreversible: false,
    needsNewDates: true,
    mail: 'SESSION_REPROGRAMMED',
    path: 'reprogram',
  },
  cancel: {
    from: ['PROGRAMMED', 'REPORTED'],
    to: 'CANCELED',
    permission: 'sessions.cancel',
    needsConfirmation: true,
    irreversible: true,
    needsNewDates: false,
    mail: 'SESSION_CANCELED',
    path: 'cancel',
  },
  realize: {
    from: ['PROGRAMMED'],
    to: 'REALIZED',
    permission: 'sessions.realize',
    // A routine forward step, guarded by the server (end date past, attendance recorded).
    needsConfirmation: false,
    irreversible: false,
    needsNewDates: false,
    mail: null,
    path: 'realize',
  },
  validateManager: {
    from: ['REALIZED'],
    to: 'VALIDATED_MANAGER',
    permission: 'sessions.validateManager',
    needsConfirmation: false,
    irreversible: false,
    needsNewDates: false,
    mail: null,
    path: 'validate_manager',
  },
  close: {
    from: ['VALIDATED_MANAGER'],
    to: 'CLOSED',
    permission: 'sessions.close',
    needsConfirmation: true,
    irreversible: true,
    needsNewDates: false,
    mail: null,
    path: 'close',
  },
  returnToProgrammed: {
    from: ALL_BUT_PROGRAMMED,
    to: 'PROGRAMMED',
    permission: 'sessions.returnToProgrammed',
    // The manager may bring back a postponed or a cancelled session (issue 14: undoing a
    // cancellation with its registrations); the administrator any other too.
    fromByProfile: { manager: ['REPORTED', 'CANCELED'] },
    needsConfirmation: true,
    irreversible: false,
    // The session is programmed again with its (new or confirmed) dates, and re-notified.
    needsNewDates: true,
    mail: 'SESSION_REPROGRAMMED',
    path: 'return_to_programmed',
  },
} as const satisfies Record<SessionEvent, SessionTransitionRule>;

/** The rule of an event, widened to the interface (so optional fields can be read). */
export function sessionTransitionRule(event: SessionEvent): SessionTransitionRule {
  return SESSION_WORKFLOW[event];
}

/** The statuses `profile` may fire `event` from (empty when it may not fire it at all). */
export function allowedFromStatuses(
  event: SessionEvent,
  profile: Profile,
): readonly SessionStatus[] {
  const rule = sessionTransitionRule(event);
  const holders: readonly Profile[] = PERMISSIONS[rule.permission];
  if (!holders.includes(profile)) return [];
  return rule.fromByProfile?.[profile] ?? rule.from;
}

/**
 * Who may undo `event` with "Remettre en programmation": the profiles allowed to return a session
 * from the status it leads to (decision 065). Empty: nobody, the event is irreversible.
 */
export function sessionEventWayBack(event: SessionEvent): Profile[] {
  const to = SESSION_WORKFLOW[event].to;
  return PROFILES.filter((profile) =>
    allowedFromStatuses('returnToProgrammed', profile).includes(to),
  );
}

/**
 * What the confirmation of an irreversible-looking event (cancel, close) warns, in French: who
 * may still bring the session back, or that nobody can; null for the other events.
 */
export function sessionEventWarning(event: SessionEvent): string | null {
  if (!SESSION_WORKFLOW[event].irreversible) return null;
  const profiles = sessionEventWayBack(event).map((profile) =>
    PROFILE_LABELS[profileCode(profile)].toLowerCase(),
  );
  if (profiles.length === 0) return t('sessionWorkflow.irreversible');
  return t('sessionWorkflow.wayBack', {
    count: profiles.length,
    profiles: profiles.join(' ou un '),
  });
}

/** The events `profile` may fire on a session in `status`, in table order: the UI's buttons. */
export function sessionTransitions(status: SessionStatus, profile: Profile): SessionEvent[] {
  return SESSION_EVENTS.filter((event) => allowedFromStatuses(event, profile).includes(status));
}

export type SessionTransitionCheck =
  | { ok: true; to: SessionStatus; rule: SessionTransitionRule }
  | {
      ok: false;
      /** 403: the profile may not do this here; 409: no profile may do this from this status. */
      code: 'SESSION_TRANSITION_FORBIDDEN' | 'SESSION_TRANSITION_NOT_ALLOWED';
      params: Record<string, string>;
      /** The French refusal, the same text as the API's `error`. */
      message: string;
    };

/** Whether `profile` may fire `event` on a session in `status`, with the refusal when not. */
export function checkSessionTransition(
  event: SessionEvent,
  status: SessionStatus,
  profile: Profile,
): SessionTransitionCheck {
  const rule = sessionTransitionRule(event);
  const action = sessionEventLabel(event);
  const statusLabel = SESSION_STATUS_LABELS[status];
  if (!rule.from.includes(status)) {
    const params = { action, status: statusLabel };
    return {
      ok: false,
      code: 'SESSION_TRANSITION_NOT_ALLOWED',
      params,
      message: t('sessionWorkflow.error.statusNotAllowed', params),
    };
  }
  if (!allowedFromStatuses(event, profile).includes(status)) {
    const params = { action, status: statusLabel, profile: PROFILE_LABELS[profileCode(profile)] };
    return {
      ok: false,
      code: 'SESSION_TRANSITION_FORBIDDEN',
      params,
      message: t('sessionWorkflow.error.profileNotAllowed', params),
    };
  }
  return { ok: true, to: rule.to, rule };
}

/** The event of an API path segment (`validate_manager` → `validateManager`). */
export function sessionEventOfPath(path: string): SessionEvent | undefined {
  return SESSION_EVENTS.find((event) => SESSION_WORKFLOW[event].path === path);
}

/** A closed session is read-only: every later change of it or of its registrations is refused. */
export const SESSION_READ_ONLY_STATUSES = ['CLOSED'] as const satisfies readonly SessionStatus[];

export function isSessionReadOnly(status: SessionStatus): boolean {
  return (SESSION_READ_ONLY_STATUSES as readonly SessionStatus[]).includes(status);
}

/**
 * The open registrations: cancelled with the session (reason SESSION_CANCELLATION_REASON), and
 * whose trainees are mailed when it is cancelled, postponed or reprogrammed.
 */
export const SESSION_OPEN_REGISTRATION_STATUSES = [
  'REQUESTED',
  'PRE_REGISTERED',
  'REGISTERED',
] as const satisfies readonly RegistrationStatus[];

/**
 * A registration still REGISTERED once the session is over has no attendance recorded (recording
 * it makes it PRESENT, PARTIAL_ABSENCE or ABSENCE): it blocks `realize`.
 */
export const SESSION_AWAITING_ATTENDANCE_STATUS = 'REGISTERED' satisfies RegistrationStatus;

// French texts of each event (i18n/fr-session-workflow.ts).

export function sessionEventLabel(event: SessionEvent): string {
  return t(`sessionWorkflow.${event}.label` satisfies MessageKey);
}

export function sessionEventDescription(event: SessionEvent): string {
  return t(`sessionWorkflow.${event}.description` satisfies MessageKey);
}

export function sessionEventSuccess(event: SessionEvent): string {
  return t(`sessionWorkflow.${event}.success` satisfies MessageKey);
}

/**
 * The reason written on the registrations a session cancellation cancels. Read from the
 * dictionary, not through `t`: this module also loads in the browser, where `t` may not have the
 * session workflow's messages yet while modules load (decision 018).
 */
export const SESSION_CANCELLATION_REASON = frSessionWorkflow['sessionWorkflow.cancellationReason'];

// Request and answer bodies.

/**
 * Every event's body: an optional comment kept in the session's history, and the status the
 * caller's page shows. With `expectedStatus`, the event applies only if the session is still in
 * it (else 409 SESSION_STATUS_CHANGED, nothing changed): a stale page cannot apply an event its
 * user did not see coming. The web app always sends it.
 */
export const sessionEventBodySchema = z.object({
  comment: optionalText(2000),
  expectedStatus: z.enum(SESSION_STATUSES).optional(),
});
export type SessionEventBody = z.infer<typeof sessionEventBodySchema>;

/** An instant with its offset, as `Date.prototype.toISOString()` writes it. */
const instantField = z.iso.datetime({ offset: true });

/** `reprogram`: the new dates are required and the start must precede the end (spec §5). */
export const reprogramSessionBodySchema = sessionEventBodySchema
  .extend({ startDate: instantField, endDate: instantField })
  .refine((body) => Date.parse(body.startDate) < Date.parse(body.endDate), {
    path: ['endDate'],
    error: () => t('validation.dateRange'),
  });
export type ReprogramSessionBody = z.infer<typeof reprogramSessionBodySchema>;

/** At most this many registrations restored by one "return to programmed". */
export const MAX_RESTORED_REGISTRATIONS = 500;

/**
 * `return_to_programmed`: the dates the session is programmed again with (required, start before
 * end: the dialog offers the current ones to confirm), and the registrations cancelled by the
 * session's cancellation that come back (`restoreRegistrationIds`, each to the status it had
 * before; the others stay cancelled). Only a cancelled session has such registrations.
 */
export const returnToProgrammedBodySchema = sessionEventBodySchema
  .extend({
    startDate: instantField,
    endDate: instantField,
    restoreRegistrationIds: z
      .array(z.number().int().positive().max(2147483647))
      .max(MAX_RESTORED_REGISTRATIONS)
      .refine((ids) => new Set(ids).size === ids.length, {
        error: () => t('sessionReturn.validation.duplicateRegistrations'),
      })
      .optional(),
  })
  .refine((body) => Date.parse(body.startDate) < Date.parse(body.endDate), {
    path: ['endDate'],
    error: () => t('validation.dateRange'),
  });
export type ReturnToProgrammedBody = z.infer<typeof returnToProgrammedBodySchema>;

/** Any event's body (the dated ones carry their dates, "return to programmed" its restorations). */
export type AnySessionEventBody = SessionEventBody | ReprogramSessionBody | ReturnToProgrammedBody;

/** The body schema of an event. */
export function sessionEventBodySchemaOf(event: SessionEvent) {
  if (event === 'returnToProgrammed') return returnToProgrammedBodySchema;
  return SESSION_WORKFLOW[event].needsNewDates
    ? reprogramSessionBodySchema
    : sessionEventBodySchema;
}

/**
 * `GET /api/sessions/{id}/cancelled_registrations`: the registrations the session's cancellation
 * cancelled (still CANCELED with the reason "session annulée", the cancellation their last step),
 * each with the status it had before, which restoring brings back.
 */
export const cancelledRegistrationSchema = z.object({
  id: z.number().int(),
  beneficiary: z.object({ id: z.number().int(), name: z.string() }),
  structureName: z.string().nullable(),
  previousStatus: z.enum(SESSION_OPEN_REGISTRATION_STATUSES),
  /** On the waiting list before the cancellation (restored onto it). */
  waitingList: z.boolean(),
  cancelledAt: z.string(),
});
export type CancelledRegistration = z.infer<typeof cancelledRegistrationSchema>;
export const cancelledRegistrationsSchema = z.array(cancelledRegistrationSchema);

/** `toggle_report` and `survey`: set the flag, or flip it when `enabled` is absent. */
export const sessionToggleBodySchema = z.object({ enabled: z.boolean().optional() });
export type SessionToggleBody = z.infer<typeof sessionToggleBodySchema>;

/** What a workflow call answers: the session's workflow fields after the change. */
export const sessionWorkflowStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(SESSION_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  surveyEnabled: z.boolean(),
  reportEnabled: z.boolean(),
});
export type SessionWorkflowState = z.infer<typeof sessionWorkflowStateSchema>;

/** One line of `GET /api/sessions/{id}/history`. */
export const sessionHistoryEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The admin who acted as the author (impersonation, decision 031), else null. */
  impersonator: personRefSchema.nullable(),
  fromStatus: z.enum(SESSION_STATUSES).nullable(),
  toStatus: z.enum(SESSION_STATUSES),
  /** A step of the report (the status stays as it was), else null: a change of status. */
  event: z.enum(SESSION_HISTORY_EVENTS).nullable(),
  /** The reason given, if any. */
  comment: z.string(),
});
export type SessionHistoryEntry = z.infer<typeof sessionHistoryEntrySchema>;
export const sessionHistorySchema = z.array(sessionHistoryEntrySchema);

/** `GET /api/session_statuses`: every status with its French label and meaning. */
export const sessionStatusOptionsSchema = statusOptionsSchema(SESSION_STATUSES);
export type SessionStatusOption = z.infer<typeof sessionStatusOptionsSchema>[number];
export const SESSION_STATUS_OPTIONS: SessionStatusOption[] = statusOptions(
  SESSION_STATUSES,
  SESSION_STATUS_LABELS,
  SESSION_STATUS_MEANINGS,
);
