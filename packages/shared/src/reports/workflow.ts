import {
  HELD_SESSION_STATUSES,
  PROFILE_LABELS,
  REPORT_STATUS_LABELS,
  profileCode,
  type Profile,
  type ReportStatus,
  type SessionStatus,
} from '../enums';
import { t, type MessageKey } from '../i18n';
import { PERMISSIONS, type Permission } from '../permissions/matrix';
import { isSessionReadOnly } from '../workflows/session';

/*
 * The workflow of a pedagogical report (spec §4, decisions.md "Surveys and reports", decision
 * 033), as data: the server enforces it (apps/server/src/modules/reports), the report page draws
 * its buttons from it.
 *
 *   IN_PROGRESS --complete (provider)--> COMPLETED --validate (manager, admin)--> VALIDATED
 *        ^                                   |
 *        +------sendBack (manager, admin)----+
 *
 * The provider saves drafts while IN_PROGRESS. Once COMPLETED, the provider cannot take it back
 * (the programme team may be reading it): a manager or an admin validates it, which is
 * irreversible, or sends it back to the provider with a reason.
 */

export const REPORT_EVENTS = ['save', 'complete', 'sendBack', 'validate'] as const;
export type ReportEvent = (typeof REPORT_EVENTS)[number];

export interface ReportTransitionRule {
  readonly from: readonly ReportStatus[];
  readonly to: ReportStatus;
  /** The profiles holding it may fire the event (on the reports they reach). */
  readonly permission: Permission;
  /** The UI asks for confirmation before firing it. */
  readonly needsConfirmation: boolean;
  /** No way back. */
  readonly irreversible: boolean;
  /** The body carries a required reason (kept in the report and the session's history). */
  readonly needsReason: boolean;
  /** The API path after `session_reports/{id}/` (save: `PUT session_reports/{id}`). */
  readonly path: string | null;
}

export const REPORT_WORKFLOW = {
  save: {
    from: ['IN_PROGRESS'],
    to: 'IN_PROGRESS',
    permission: 'reports.write',
    needsConfirmation: false,
    irreversible: false,
    needsReason: false,
    path: null,
  },
  complete: {
    from: ['IN_PROGRESS'],
    to: 'COMPLETED',
    permission: 'reports.write',
    needsConfirmation: true,
    irreversible: false,
    needsReason: false,
    path: 'complete',
  },
  sendBack: {
    from: ['COMPLETED'],
    to: 'IN_PROGRESS',
    permission: 'reports.validate',
    needsConfirmation: true,
    irreversible: false,
    needsReason: true,
    path: 'send_back',
  },
  validate: {
    from: ['COMPLETED'],
    to: 'VALIDATED',
    permission: 'reports.validate',
    needsConfirmation: true,
    irreversible: true,
    needsReason: false,
    path: 'validate',
  },
} as const satisfies Record<ReportEvent, ReportTransitionRule>;

export function reportTransitionRule(event: ReportEvent): ReportTransitionRule {
  return REPORT_WORKFLOW[event];
}

function holds(profile: Profile, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Profile[]).includes(profile);
}

/**
 * The session statuses in which a session's report exists: once the session is realised, and
 * after (validated by the manager, closed). A report also needs the session's report flag.
 */
export const REPORT_SESSION_STATUSES = HELD_SESSION_STATUSES;

/** Why a session has a report or not: its flag is off, it is not realised yet, or it is open. */
export type ReportAvailability = 'disabled' | 'notRealized' | 'open';

export function reportAvailability(session: {
  status: SessionStatus;
  reportEnabled: boolean;
}): ReportAvailability {
  if (!session.reportEnabled) return 'disabled';
  return (REPORT_SESSION_STATUSES as readonly SessionStatus[]).includes(session.status)
    ? 'open'
    : 'notRealized';
}

/**
 * The events `profile` may fire on a report in `status` whose session is in `sessionStatus`, in
 * table order: the report page's buttons. A closed session's report changes no more.
 */
export function reportTransitions(
  status: ReportStatus,
  profile: Profile,
  sessionStatus: SessionStatus,
): ReportEvent[] {
  if (isSessionReadOnly(sessionStatus)) return [];
  return REPORT_EVENTS.filter((event) => {
    const rule = reportTransitionRule(event);
    return rule.from.includes(status) && holds(profile, rule.permission);
  });
}

export type ReportTransitionCheck =
  | { ok: true; to: ReportStatus; rule: ReportTransitionRule }
  | {
      ok: false;
      /** 403: the profile may not do this; 409: nobody may do this from this status. */
      code: 'REPORT_TRANSITION_FORBIDDEN' | 'REPORT_TRANSITION_NOT_ALLOWED';
      params: Record<string, string>;
      message: string;
    };

/** Whether `profile` may fire `event` on a report in `status`, with the refusal when not. */
export function checkReportTransition(
  event: ReportEvent,
  status: ReportStatus,
  profile: Profile,
): ReportTransitionCheck {
  const rule = reportTransitionRule(event);
  const action = reportEventLabel(event);
  if (!holds(profile, rule.permission)) {
    const params = {
      action,
      status: REPORT_STATUS_LABELS[status],
      profile: PROFILE_LABELS[profileCode(profile)],
    };
    return {
      ok: false,
      code: 'REPORT_TRANSITION_FORBIDDEN',
      params,
      message: t('reports.error.profileNotAllowed', params),
    };
  }
  if (!rule.from.includes(status)) {
    const params = { action, status: REPORT_STATUS_LABELS[status] };
    return {
      ok: false,
      code: 'REPORT_TRANSITION_NOT_ALLOWED',
      params,
      message: t('reports.error.statusNotAllowed', params),
    };
  }
  return { ok: true, to: rule.to, rule };
}

/**
 * What a list or a badge shows: "À rédiger" for a report nobody has saved yet, else its status.
 */
export type ReportDisplayState = 'TO_WRITE' | ReportStatus;

export function reportDisplayState(report: {
  status: ReportStatus;
  savedAt: string | Date | null;
}): ReportDisplayState {
  return report.status === 'IN_PROGRESS' && report.savedAt === null ? 'TO_WRITE' : report.status;
}

export function reportDisplayLabel(state: ReportDisplayState): string {
  return state === 'TO_WRITE' ? t('reports.state.toWrite') : REPORT_STATUS_LABELS[state];
}

// French texts of each event (i18n/fr-reports.ts).

export function reportEventLabel(event: ReportEvent): string {
  return t(`reports.${event}.label` satisfies MessageKey);
}

/** What the confirmation says (events that ask for one). */
export function reportEventDescription(event: Exclude<ReportEvent, 'save'>): string {
  return t(`reports.${event}.description` satisfies MessageKey);
}

/** The success toast of an event (validation: the spec §8 toast "Bilan pédagogique validé."). */
export function reportEventSuccess(event: ReportEvent): string {
  return event === 'validate' ? t('toast.reportValidated') : t(`reports.${event}.success`);
}
