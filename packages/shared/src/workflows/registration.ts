import {
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  isProfileCode,
  profileOf,
  type RegistrationStatus,
  type SessionStatus,
} from '../enums';
import { errorMessage, type ErrorCode } from '../errors/codes';
import { formatDate } from '../format/date-times';
import { t, type MessageKey, type MessageParams } from '../i18n';
import { can, type Permission } from '../permissions/matrix';
import type { SessionUser } from '../schemas/auth';
import { SEAT_TAKING_REGISTRATION_STATUSES } from '../schemas/programming';
import { ATTENDANCE_OPEN_STATUSES, ATTENDANCE_STATUSES } from './registration-attendance';
import { reachesRegistration } from '../permissions/reach';

/**
 * The registration workflow of decisions.md "Registration workflow", as data and pure functions.
 * The server enforces it (apps/server/src/modules/registrations), the web app draws its buttons
 * from `registrationEventsFor`, and the tests read it.
 */

export const REGISTRATION_EVENTS = [
  'request',
  'validate',
  'refuseRequest',
  'refuseRegistration',
  'cancel',
  'force',
  'revert',
  'complete',
  'effectiveHours',
] as const;
export type RegistrationEvent = (typeof REGISTRATION_EVENTS)[number];

/**
 * The staff's events (decisions.md 5 and 6): force a status, revert to the previous one, record
 * attendance and effective hours. Each has its own route and body (modules/registrations).
 */
export const REGISTRATION_STAFF_EVENTS = [
  'force',
  'revert',
  'complete',
  'effectiveHours',
] as const satisfies readonly RegistrationEvent[];
export type RegistrationStaffEvent = (typeof REGISTRATION_STAFF_EVENTS)[number];

/** The workflow events fired on an existing registration (`request` creates one). */
export type RegistrationChangeEvent = Exclude<
  RegistrationEvent,
  'request' | RegistrationStaffEvent
>;

/** Every event fired on an existing registration: what a row of the back office may offer. */
export type RegistrationRowEvent = RegistrationChangeEvent | RegistrationStaffEvent;

/** The validation steps an action type may require (`action_types.hr_validation`, `provider_validation`). */
export type ValidationStep = 'hr' | 'provider';

/** Who fires a transition, and so whose relation to the registration is checked. */
export type RegistrationActor = 'beneficiary' | ValidationStep | 'staff';

export interface RegistrationTransition {
  readonly event: RegistrationEvent;
  /** The statuses it starts from; null for the request, which creates the registration. */
  readonly from: readonly RegistrationStatus[] | null;
  /**
   * The nominal target; `validate` then passes the steps the type does not require (settleStatus).
   * Null when the caller chooses it among `targets` (force, complete) or the history gives it
   * (revert, effectiveHours derives it from the hours).
   */
  readonly to: RegistrationStatus | null;
  /** The statuses the caller may choose (force: any; complete: the attendance statuses). */
  readonly targets: readonly RegistrationStatus[] | null;
  readonly permission: Permission;
  readonly actor: RegistrationActor;
  /** The step the action type must require for the transition to exist. */
  readonly step: ValidationStep | null;
  /** A refusal and a cancellation need a reason (spec §5). */
  readonly needsReason: boolean;
  /** Whether it may be fired on a registration on the waiting list. */
  readonly onWaitingList: boolean;
  /** Only until the session starts. */
  readonly beforeStart: boolean;
  /** Only once the session has ended (attendance). */
  readonly afterEnd: boolean;
  /** The API path: `POST /api/registrations/{id}/{path}` (`sessions/{id}/register` for the request). */
  readonly path: string;
}

/** Open registrations: the beneficiary may still cancel them; they are counted everywhere. */
export const OPEN_REGISTRATION_STATUSES = [
  'REQUESTED',
  'PRE_REGISTERED',
  'REGISTERED',
] as const satisfies readonly RegistrationStatus[];

/**
 * The table. A validation of a registration on the waiting list is the HR step only: it advances
 * the request while it keeps its rank; the provider confirms a registration once it holds a seat.
 */
export const REGISTRATION_TRANSITIONS = [
  {
    event: 'request',
    from: null,
    to: 'REQUESTED',
    permission: 'registrations.request',
    actor: 'beneficiary',
    step: null,
    needsReason: false,
    onWaitingList: true,
    beforeStart: true,
    afterEnd: false,
    targets: null,
    path: 'register',
  },
  {
    event: 'validate',
    from: ['REQUESTED'],
    to: 'PRE_REGISTERED',
    permission: 'registrations.validateHr',
    actor: 'hr',
    step: 'hr',
    needsReason: false,
    onWaitingList: true,
    beforeStart: false,
    afterEnd: false,
    targets: null,
    path: 'validate',
  },
  {
    event: 'validate',
    from: ['PRE_REGISTERED'],
    to: 'REGISTERED',
    permission: 'registrations.validateProvider',
    actor: 'provider',
    step: 'provider',
    needsReason: false,
    onWaitingList: false,
    beforeStart: false,
    afterEnd: false,
    targets: null,
    path: 'validate',
  },
  {
    event: 'refuseRequest',
    from: ['REQUESTED'],
    to: 'REFUSED_HR',
    permission: 'registrations.validateHr',
    actor: 'hr',
    step: 'hr',
    needsReason: true,
    onWaitingList: true,
    beforeStart: false,
    afterEnd: false,
    targets: null,
    path: 'refuse_request',
  },
  {
    event: 'refuseRegistration',
    from: ['PRE_REGISTERED'],
    to: 'REFUSED_SUPPLIER',
    permission: 'registrations.validateProvider',
    actor: 'provider',
    step: 'provider',
    needsReason: true,
    onWaitingList: true,
    beforeStart: false,
    afterEnd: false,
    targets: null,
    path: 'refuse_registration',
  },
  {
    event: 'cancel',
    from: OPEN_REGISTRATION_STATUSES,
    to: 'CANCELED',
    permission: 'registrations.cancelOwn',
    actor: 'beneficiary',
    step: null,
    needsReason: true,
    onWaitingList: true,
    beforeStart: true,
    afterEnd: false,
    targets: null,
    path: 'cancel',
  },
  {
    event: 'force',
    from: REGISTRATION_STATUSES,
    to: null,
    permission: 'registrations.force',
    actor: 'staff',
    step: null,
    needsReason: true,
    onWaitingList: true,
    beforeStart: false,
    afterEnd: false,
    targets: REGISTRATION_STATUSES,
    path: 'force',
  },
  {
    event: 'revert',
    from: REGISTRATION_STATUSES,
    to: null,
    permission: 'registrations.force',
    actor: 'staff',
    step: null,
    needsReason: true,
    onWaitingList: true,
    beforeStart: false,
    afterEnd: false,
    targets: null,
    path: 'revert',
  },
  ...(['provider', 'staff'] as const).flatMap((actor) => [
    {
      event: 'complete' as const,
      from: ATTENDANCE_OPEN_STATUSES,
      to: null,
      permission: 'registrations.recordAttendance' as const,
      actor,
      step: null,
      needsReason: false,
      onWaitingList: false,
      beforeStart: false,
      afterEnd: true,
      targets: ATTENDANCE_STATUSES,
      path: 'complete',
    },
    {
      event: 'effectiveHours' as const,
      from: ATTENDANCE_OPEN_STATUSES,
      to: null,
      permission: 'registrations.recordAttendance' as const,
      actor,
      step: null,
      needsReason: false,
      onWaitingList: false,
      beforeStart: false,
      afterEnd: true,
      targets: null,
      path: 'effective_hours',
    },
  ]),
] as const satisfies readonly RegistrationTransition[];

/** The events a back-office row may offer, in the order of its buttons. */
export const REGISTRATION_ROW_EVENTS = [
  'validate',
  'refuseRequest',
  'refuseRegistration',
  'cancel',
  ...REGISTRATION_STAFF_EVENTS,
] as const satisfies readonly RegistrationRowEvent[];

/** The API path segment of each change event. */
export const REGISTRATION_EVENT_PATHS = {
  validate: 'validate',
  refuseRequest: 'refuse_request',
  refuseRegistration: 'refuse_registration',
  cancel: 'cancel',
} as const satisfies Record<RegistrationChangeEvent, string>;

/** The API path segment of each staff event. */
export const REGISTRATION_STAFF_EVENT_PATHS = {
  force: 'force',
  revert: 'revert',
  complete: 'complete',
  effectiveHours: 'effective_hours',
} as const satisfies Record<RegistrationStaffEvent, string>;

export const REGISTRATION_CHANGE_EVENTS = [
  'validate',
  'refuseRequest',
  'refuseRegistration',
  'cancel',
] as const satisfies readonly RegistrationChangeEvent[];

/** The permission a route of each event declares; the transition narrows it (profile, step). */
export const REGISTRATION_EVENT_PERMISSIONS = {
  validate: 'registrations.validate',
  refuseRequest: 'registrations.validateHr',
  refuseRegistration: 'registrations.validateProvider',
  cancel: 'registrations.cancelOwn',
} as const satisfies Record<RegistrationChangeEvent, Permission>;

export function registrationEventNeedsReason(event: RegistrationEvent): boolean {
  return REGISTRATION_TRANSITIONS.some((rule) => rule.event === event && rule.needsReason);
}

// Steps and seats.

export interface ValidationSteps {
  hrValidation: boolean;
  providerValidation: boolean;
}

/**
 * The status reached from `status` once the steps the type does not require are passed
 * automatically: REQUESTED without HR validation becomes PRE_REGISTERED, PRE_REGISTERED without
 * provider validation becomes REGISTERED.
 */
export function settleStatus(
  status: RegistrationStatus,
  type: ValidationSteps,
): RegistrationStatus {
  let settled = status;
  if (settled === 'REQUESTED' && !type.hrValidation) settled = 'PRE_REGISTERED';
  if (settled === 'PRE_REGISTERED' && !type.providerValidation) settled = 'REGISTERED';
  return settled;
}

export function takesSeat(status: RegistrationStatus): boolean {
  return (SEAT_TAKING_REGISTRATION_STATUSES as readonly RegistrationStatus[]).includes(status);
}

/**
 * The status a registration waits in when no seat is left for it. The waiting flag lives on
 * REQUESTED and PRE_REGISTERED only (decisions.md): REGISTERED needs a seat, so a request that
 * would pass straight to REGISTERED waits as REQUESTED (nothing was validated yet), and an HR
 * validation with no seat left waits as PRE_REGISTERED (the HR step is done).
 */
export function waitingStatusOf(
  event: 'request' | 'validate',
  settled: RegistrationStatus,
): 'REQUESTED' | 'PRE_REGISTERED' {
  if (settled === 'REQUESTED' || settled === 'PRE_REGISTERED') return settled;
  return event === 'request' ? 'REQUESTED' : 'PRE_REGISTERED';
}

/** Where a registration lands: off the list (a seat, when its status takes one), waiting, refused. */
export type SeatPlacement = 'offList' | 'waitingList' | 'full';

/**
 * A seat is left: off the list. None left: the waiting list, while it holds fewer than the type's
 * `waitingSeatAmount` — beyond that a new request is refused (FULL); a registration already in
 * the workflow (an HR validation) joins the list whatever its length, so it is never lost.
 */
export function placeRegistration(input: {
  seatsLeft: number;
  waitingCount: number;
  waitingSeatAmount: number;
  newRequest: boolean;
}): SeatPlacement {
  if (input.seatsLeft > 0) return 'offList';
  if (!input.newRequest || input.waitingCount < input.waitingSeatAmount) return 'waitingList';
  return 'full';
}

/**
 * What promoting a waiting registration makes of it: off the list, then the steps its type does
 * not require are passed. A promoted REQUESTED of a type with HR validation stays REQUESTED and
 * goes on to the HR validator (it takes no seat until validated).
 */
export function promotedStatusOf(
  status: RegistrationStatus,
  type: ValidationSteps,
): RegistrationStatus {
  return settleStatus(status, type);
}

// Opening, members-only rule and quotas (at request time).

/** What the request rules need to know of a session. */
export interface RegistrableSession {
  status: SessionStatus;
  published: boolean;
  externalRegistration: boolean;
  registrationRequired: boolean;
  registrationDeadline: Date | string | null;
  startDate: Date | string;
}

/** A refusal: an error code of the API and its message's placeholders. */
export interface RegistrationRefusal {
  code: ErrorCode;
  params?: MessageParams;
}

/** Whether a session takes requests at `now`, else why not (the web hides the button the same way). */
export function registrationOpening(
  session: RegistrableSession,
  now: Date = new Date(),
): RegistrationRefusal | null {
  if (session.externalRegistration) return { code: 'REGISTRATION_EXTERNAL' };
  if (!session.published || !session.registrationRequired || session.status !== 'PROGRAMMED') {
    return { code: 'REGISTRATION_NOT_OPEN' };
  }
  if (new Date(session.startDate).getTime() <= now.getTime()) {
    return { code: 'REGISTRATION_SESSION_STARTED' };
  }
  if (
    session.registrationDeadline !== null &&
    new Date(session.registrationDeadline).getTime() < now.getTime()
  ) {
    return {
      code: 'REGISTRATION_DEADLINE_PASSED',
      params: { date: formatDate(session.registrationDeadline) },
    };
  }
  return null;
}

/** Members-only action types accept the members of member structures only. */
export function membersOnlyRefusal(
  type: { membersOnly: boolean },
  structure: { member: boolean },
): RegistrationRefusal | null {
  return type.membersOnly && !structure.member ? { code: 'REGISTRATION_MEMBERS_ONLY' } : null;
}

export interface QuotaLimits {
  maxActionAmount: number;
  maxActionTypeAmount: number;
}

/**
 * decisions.md "Quotas": the beneficiary's registrations of the calendar year of the session start
 * (in Paris time: `parisYear`), not CANCELED, REFUSED_HR or REFUSED_SUPPLIER, on members-only types
 * (`maxActionAmount`) and on types with HR validation (`maxActionTypeAmount`). A request over
 * either quota that applies to its type is refused; no quota set means none applies.
 */
export function quotaRefusal(
  type: { membersOnly: boolean; hrValidation: boolean },
  counts: { membersOnly: number; hrValidated: number },
  quota: QuotaLimits | null,
): RegistrationRefusal | null {
  if (!quota) return null;
  if (type.membersOnly && counts.membersOnly >= quota.maxActionAmount) {
    return { code: 'REGISTRATION_QUOTA_MEMBERS_ONLY', params: { count: quota.maxActionAmount } };
  }
  if (type.hrValidation && counts.hrValidated >= quota.maxActionTypeAmount) {
    return {
      code: 'REGISTRATION_QUOTA_HR_VALIDATED',
      params: { count: quota.maxActionTypeAmount },
    };
  }
  return null;
}

// Who may do what on a registration.

/** The user as the rules need it (the session user fits). */
export type RegistrationUser = Pick<SessionUser, 'id' | 'userProfileCode' | 'profiles'>;

/** A registration as the rules need it. */
export interface RegistrationSubject extends ValidationSteps {
  status: RegistrationStatus;
  waitingList: boolean;
  beneficiaryId: number;
  /** The beneficiary's structure at request time. */
  structureId: number | null;
  /** The provider of the session's action. */
  providerId: number | null;
  sessionStartDate: Date | string;
  /** The session's end: attendance is recorded once it is past (unknown: not ended). */
  sessionEndDate?: Date | string;
  /**
   * What `revert` would go back to (the last history step's from-status): null when there is no
   * step to undo; undefined when the caller did not read it (the server checks it anyway).
   */
  previousStatus?: RegistrationStatus | null;
}

function actsAs(user: RegistrationUser, actor: RegistrationActor, subject: RegistrationSubject) {
  if (!isProfileCode(user.userProfileCode)) return false;
  const profile = profileOf(user.userProfileCode);
  const acts = actor === 'staff' ? profile === 'admin' || profile === 'manager' : profile === actor;
  return acts && reachesRegistration(user, subject);
}

export type RegistrationTransitionCheck =
  | { ok: true; transition: RegistrationTransition }
  | { ok: false; code: ErrorCode; params: MessageParams; message: string };

/**
 * Whether `user` may fire `event` on the registration at `now`, with the refusal when not: 403
 * when no transition of the event is the user's to fire (profile, permission, own registration,
 * own structure, own action), 409 when it is but not from this status (or the type does not
 * require that step), or not on the waiting list, or too late.
 */
export function checkRegistrationTransition(
  event: RegistrationRowEvent,
  user: RegistrationUser,
  subject: RegistrationSubject,
  now: Date = new Date(),
): RegistrationTransitionCheck {
  const params = {
    action: registrationEventLabel(event),
    status: REGISTRATION_STATUS_LABELS[subject.status],
  };
  const refuse = (code: ErrorCode, extra: MessageParams = {}): RegistrationTransitionCheck => {
    const all = { ...params, ...extra };
    return {
      ok: false,
      code,
      params: all,
      message: errorMessage(code, all),
    };
  };
  const mine = (REGISTRATION_TRANSITIONS as readonly RegistrationTransition[]).filter(
    (rule) =>
      rule.event === event && can(user, rule.permission) && actsAs(user, rule.actor, subject),
  );
  if (mine.length === 0) return refuse('REGISTRATION_TRANSITION_FORBIDDEN');
  const transition = mine.find(
    (rule) =>
      rule.from?.includes(subject.status) &&
      (rule.step === null ||
        (rule.step === 'hr' ? subject.hrValidation : subject.providerValidation)),
  );
  if (!transition) return refuse('REGISTRATION_TRANSITION_NOT_ALLOWED');
  if (subject.waitingList && !transition.onWaitingList)
    return refuse('REGISTRATION_ON_WAITING_LIST');
  if (transition.beforeStart && new Date(subject.sessionStartDate).getTime() <= now.getTime()) {
    return refuse('REGISTRATION_CANCEL_TOO_LATE', {
      date: formatDate(subject.sessionStartDate),
    });
  }
  if (
    transition.afterEnd &&
    (subject.sessionEndDate === undefined ||
      new Date(subject.sessionEndDate).getTime() > now.getTime())
  ) {
    return refuse('REGISTRATION_SESSION_NOT_ENDED', {
      date: subject.sessionEndDate === undefined ? '' : formatDate(subject.sessionEndDate),
    });
  }
  if (event === 'revert' && subject.previousStatus === null) {
    return refuse('REGISTRATION_NOTHING_TO_REVERT');
  }
  return { ok: true, transition };
}

/** The events `user` may fire on the registration at `now`, in table order: the UI's buttons. */
export function registrationEventsFor(
  user: RegistrationUser,
  subject: RegistrationSubject,
  now: Date = new Date(),
): RegistrationRowEvent[] {
  return REGISTRATION_ROW_EVENTS.filter(
    (event) => checkRegistrationTransition(event, user, subject, now).ok,
  );
}

/** The event of an API path segment (`refuse_request` → `refuseRequest`). */
export function registrationEventOfPath(path: string): RegistrationChangeEvent | undefined {
  return REGISTRATION_CHANGE_EVENTS.find((event) => REGISTRATION_EVENT_PATHS[event] === path);
}

// French texts (i18n/fr-registrations.ts).

export function registrationEventLabel(event: RegistrationEvent): string {
  return t(`registrations.${event}.label` satisfies MessageKey);
}

export function registrationEventSuccess(event: RegistrationEvent): string {
  return t(`registrations.${event}.success` satisfies MessageKey);
}
