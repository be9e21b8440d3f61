import {
  SESSION_WORKFLOW,
  can,
  errorMessage,
  isSessionReadOnly,
  profileCode,
  realizeRefusal,
  sessionEventLabel,
  sessionEventSuccess,
  sessionTransitions,
  t,
  type Permission,
  type AnySessionEventBody,
  type ErrorCode,
  type Profile,
  type SessionEvent,
  type SessionStatus,
  type SessionWorkflowState,
} from '@passerelle/shared';
import { useRef, useState } from 'react';

import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { focusRing } from '~/components/ui/focus';
import { IGNORED_CALL, useMutation } from '~/lib/use-mutation';
import type { SubmitFailure, SubmitResult } from '~/lib/use-submit-form';

import { SessionStatusBadge } from '~/components/session-status-badge';

import { ConfirmEventDialog, DatedEventDialog } from './session-event-dialogs';
import {
  isStaleSessionAnswer,
  postSessionEvent,
  postSessionFlag,
  type SessionFlag,
} from './session-workflow-api';

/** What the actions need to know of the session; the flags are optional (no toggle without them). */
export interface SessionWorkflowView {
  id: number;
  status: SessionStatus;
  /** ISO instants: the reprogram dialog starts from them. */
  startDate?: string;
  endDate?: string;
  surveyEnabled?: boolean;
  reportEnabled?: boolean;
}

export interface SessionWorkflowActionsProps {
  session: SessionWorkflowView;
  /** The viewer's active profile (`profileOf(user.userProfileCode)`). */
  profile: Profile;
  /** After each change the API accepted, with the session's new workflow fields. */
  onChange?: (state: SessionWorkflowState) => void;
  /**
   * When the API refuses an event because the session is no longer in the status shown (someone
   * changed it meanwhile): reload the session's data. The refusal is already a toast.
   */
  onStale?: () => void;
  className?: string;
}

const FLAGS: {
  flag: SessionFlag;
  key: 'surveyEnabled' | 'reportEnabled';
  permission: Permission;
}[] = [
  { flag: 'survey', key: 'surveyEnabled', permission: 'sessions.toggleSurvey' },
  { flag: 'report', key: 'reportEnabled', permission: 'sessions.toggleReport' },
];

const FLAG_TOASTS = {
  survey: { on: 'toast.surveyEnabled', off: 'toast.surveyDisabled' },
  report: { on: 'toast.reportEnabled', off: 'toast.reportDisabled' },
} as const;

/** Refusals of a restoration: the dialog stays open with them, the manager may untick someone. */
const RESTORE_REFUSALS: readonly ErrorCode[] = [
  'SESSION_RESTORE_NOT_RESTORABLE',
  'SESSION_RESTORE_FULL',
  'SESSION_RESTORE_WAITING_LIST_FULL',
  'SESSION_RESTORE_QUOTA_MEMBERS_ONLY',
  'SESSION_RESTORE_QUOTA_HR_VALIDATED',
];

function successOf(event: SessionEvent, body: AnySessionEventBody): string {
  const restored =
    'restoreRegistrationIds' in body ? (body.restoreRegistrationIds?.length ?? 0) : 0;
  return restored > 0
    ? t('sessionReturn.success', { count: restored })
    : sessionEventSuccess(event);
}

function viewKey(session: SessionWorkflowView): string {
  return JSON.stringify([
    session.id,
    session.status,
    session.startDate,
    session.endDate,
    session.surveyEnabled,
    session.reportEnabled,
  ]);
}

/**
 * The workflow buttons of a session: exactly the events the shared table allows the viewer's
 * profile from the session's status, plus the survey and report switches. Irreversible events
 * and postponement ask for confirmation; reprogramming asks for the new dates, "return to
 * programmed" for the dates to confirm and, on a cancelled session, the registrations to restore;
 * the others run at once. Success and refusal (the API's French message) are toasts.
 * Each event carries the status shown (`expectedStatus`), so a stale page cannot apply an event
 * its user did not see; that refusal also asks the host to reload (`onStale`).
 * Usage: see index.ts.
 */
export function SessionWorkflowActions({
  session,
  profile,
  onChange,
  onStale,
  className,
}: SessionWorkflowActionsProps) {
  // Shown from the host's data, then from each answer until the host's data changes again.
  const [current, setCurrent] = useState(session);
  const [seenKey, setSeenKey] = useState(() => viewKey(session));
  if (viewKey(session) !== seenKey) {
    setSeenKey(viewKey(session));
    setCurrent(session);
  }
  const { pending, run } = useMutation();
  const [dialog, setDialog] = useState<SessionEvent | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const subject = { userProfileCode: profileCode(profile) };
  const events = sessionTransitions(current.status, profile);
  // Said before the click: "Marquer comme réalisée" waits for the session's end.
  const notYet =
    events.includes('realize') && current.endDate
      ? realizeRefusal({ endDate: current.endDate }, new Date())
      : null;
  const notYetId = `session-${current.id}-realize-not-yet`;
  const flags = FLAGS.filter(
    ({ key, permission }) =>
      current[key] !== undefined && can(subject, permission) && !isSessionReadOnly(current.status),
  );

  const accepted = (state: SessionWorkflowState) => {
    setCurrent((previous) => ({ ...previous, ...state }));
    onChange?.(state);
    // The clicked button may be gone with the old status: keep the focus on the status.
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) {
        statusRef.current?.focus();
      }
    });
  };

  /** Sends an event; a refusal the dated dialog shows on its fields is answered to it. */
  const fire = async (
    event: SessionEvent,
    body: AnySessionEventBody,
  ): Promise<SubmitResult<SessionWorkflowState>> => {
    // New dates the API refused stay in the dated dialog, on their fields; so does a refused
    // restoration, above them.
    const dated = SESSION_WORKFLOW[event].needsNewDates;
    const inDialog = (failure: SubmitFailure) =>
      dated &&
      ((failure.code === 'VALIDATION_FAILED' && Object.keys(failure.fieldErrors).length > 0) ||
        (failure.code !== undefined && RESTORE_REFUSALS.includes(failure.code)));
    const result = await run(() => postSessionEvent(current.id, event, current.status, body), {
      successToast: successOf(event, body),
      errorText: (failure) => (inDialog(failure) ? null : failure.error),
      onSuccess: (state) => {
        setDialog(null);
        accepted(state);
      },
      onFailure: (failure) => {
        if (inDialog(failure)) return;
        setDialog(null);
        if (isStaleSessionAnswer(failure)) onStale?.();
      },
    });
    return result ?? IGNORED_CALL;
  };

  const toggle = (flag: SessionFlag, key: 'surveyEnabled' | 'reportEnabled') =>
    void run(() => postSessionFlag(current.id, flag, !current[key]), {
      successToast: (state) => t(FLAG_TOASTS[flag][state[key] ? 'on' : 'off']),
      onSuccess: accepted,
    });

  const onClick = (event: SessionEvent) => {
    if (SESSION_WORKFLOW[event].needsConfirmation) setDialog(event);
    else void fire(event, {});
  };

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={cn('flex items-center gap-2 rounded-sm', focusRing)}
      >
        <span>{t('sessionWorkflow.status')}</span>
        <SessionStatusBadge status={current.status} />
      </p>
      {events.length > 0 ? (
        <div
          role="group"
          aria-label={t('sessionWorkflow.actions')}
          className="flex flex-wrap gap-2"
        >
          {events.map((event) => (
            <Button
              key={event}
              size="sm"
              variant={SESSION_WORKFLOW[event].irreversible ? 'danger' : 'secondary'}
              disabled={pending || (event === 'realize' && notYet !== null)}
              aria-describedby={event === 'realize' && notYet ? notYetId : undefined}
              onClick={() => onClick(event)}
            >
              {sessionEventLabel(event)}
            </Button>
          ))}
        </div>
      ) : null}
      {notYet ? (
        <p id={notYetId} className="text-sm text-muted">
          {errorMessage(notYet.code, notYet.params)}
        </p>
      ) : null}
      {flags.length > 0 ? (
        <div
          role="group"
          aria-label={t('sessionWorkflow.toggles')}
          className="flex flex-wrap gap-4"
        >
          {flags.map(({ flag, key }) => (
            <button
              key={flag}
              type="button"
              role="switch"
              aria-checked={current[key] === true}
              disabled={pending}
              onClick={() => toggle(flag, key)}
              className={cn(
                'inline-flex cursor-pointer items-center gap-2 rounded-sm px-1 disabled:cursor-not-allowed',
                focusRing,
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'relative inline-block h-5 w-9 rounded-full border-2 transition-colors',
                  current[key] ? 'border-primary bg-primary' : 'border-border-strong bg-surface',
                )}
              >
                <span
                  className={cn(
                    'absolute top-0.5 size-3 rounded-full transition-all',
                    current[key] ? 'left-4 bg-white' : 'left-0.5 bg-border-strong',
                  )}
                />
              </span>
              {t(`sessionWorkflow.toggle.${flag}`)}
            </button>
          ))}
        </div>
      ) : null}

      {dialog === 'reprogram' || dialog === 'returnToProgrammed' ? (
        <DatedEventDialog
          event={dialog}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          startDate={current.startDate}
          endDate={current.endDate}
          restoreFrom={
            dialog === 'returnToProgrammed' && current.status === 'CANCELED'
              ? current.id
              : undefined
          }
          onSubmit={(body) => fire(dialog, body)}
        />
      ) : dialog ? (
        <ConfirmEventDialog
          event={dialog}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          onConfirm={(body) => void fire(dialog, body)}
        />
      ) : null}
    </div>
  );
}
