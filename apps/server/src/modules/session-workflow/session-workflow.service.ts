import {
  SESSION_CANCELLATION_REASON,
  checkSessionTransition,
  profileOf,
  realizeRefusal,
  type AnySessionEventBody,
  type CancelledRegistration,
  type SessionEvent,
  type SessionHistoryEntry,
  type SessionUser,
  type SessionWorkflowState,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { reachableSession, sessionInContext } from '../access/access.service.js';
import type { Executor } from '../../db/executor.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { sessionMailValues } from '../../lib/registration-mail-values.js';
import {
  listCancelledWithSession,
  restoreCancelledRegistrations,
} from '../registrations/registrations.service.js';
import { followSessionChange } from './session-follow-ups.js';
import {
  enqueueSessionMail,
  registeredTraineeAddresses,
  sessionMailRecipients,
} from './session-mails.js';
import {
  cancelOpenRegistrations,
  countAwaitingAttendance,
  insertSessionHistory,
  listSessionHistory,
  shiftInterventionDates,
  updateFlagUnlessClosed,
  updateStatusIf,
} from './session-workflow.repository.js';

export interface FireSessionEventInput {
  sessionId: number;
  event: SessionEvent;
  user: SessionUser;
  /** With `expectedStatus`, the status the caller's page shows (see sessionEventBodySchema). */
  body: AnySessionEventBody;
  /** The portal's address (PUBLIC_URL), for the links in the mails. */
  publicUrl: string;
  /** The current time (tests); the realize rule compares the end date with it. */
  now?: Date;
}

/**
 * Fires a workflow event (shared SESSION_WORKFLOW): checks reach (404), profile and status (403 or
 * 409 with the shared French refusal) and the event's own preconditions, then, in one transaction,
 * the conditional status update, its history row, its side effects and its mails.
 *
 * The event is judged from the status the caller saw (`body.expectedStatus`, else the one read at
 * the start of the call) and the UPDATE applies only while the session is still in it: otherwise
 * 409 and nothing changes — SESSION_STATUS_CHANGED when the caller's page was stale,
 * SESSION_CHANGED when another change slipped in during this call.
 */
export async function fireSessionEvent(
  db: Database,
  input: FireSessionEventInput,
): Promise<SessionWorkflowState> {
  const { event, user, body } = input;
  const now = input.now ?? new Date();
  const session = await reachableSession(db, user, input.sessionId);
  // Not compared with `session.status` here: the conditional UPDATE below is the one judge.
  const expected = body.expectedStatus;
  const from = expected ?? session.status;
  const check = checkSessionTransition(event, from, profileOf(user.userProfileCode));
  if (!check.ok) throw new AppError(check.code, { params: check.params });
  const notYet = event === 'realize' ? realizeRefusal(session, now) : null;
  if (notYet) throw new AppError(notYet.code, { params: notYet.params });

  const dates = check.rule.needsNewDates ? newDates(body) : undefined;
  const comment = body.comment ?? '';
  const restoreIds = ('restoreRegistrationIds' in body && body.restoreRegistrationIds) || [];
  // Only a cancellation cancels registrations with the session: nothing else to restore.
  if (restoreIds.length > 0 && (event !== 'returnToProgrammed' || from !== 'CANCELED')) {
    throw new AppError('SESSION_RESTORE_NOT_RESTORABLE', { params: { id: restoreIds[0]! } });
  }
  const author = { authorId: user.id, impersonatorId: impersonatorIdOf(user) };

  return db.transaction(async (tx) => {
    const state = await updateStatusIf(tx, session.id, from, { status: check.to, ...dates });
    if (!state) throw new AppError(expected ? 'SESSION_STATUS_CHANGED' : 'SESSION_CHANGED');
    await insertSessionHistory(tx, {
      sessionId: session.id,
      authorId: user.id,
      impersonatorId: author.impersonatorId,
      fromStatus: from,
      toStatus: check.to,
      comment,
    });

    if (event === 'realize') {
      const missing = await countAwaitingAttendance(tx, session.id);
      if (missing > 0)
        throw new AppError('SESSION_ATTENDANCE_MISSING', { params: { count: missing } });
    }
    // Who is told: the people of the open registrations, read before a cancellation closes
    // them, and after "return to programmed" restored some (of a cancelled session, only those
    // restored are told).
    const mail = check.rule.mail;
    const mailAfterChanges = event === 'returnToProgrammed';
    let recipients = mail && !mailAfterChanges ? await sessionMailRecipients(tx, session) : [];
    if (dates) {
      await shiftInterventionDates(
        tx,
        session.id,
        dates.startDate.getTime() - session.startDate.getTime(),
      );
    }
    if (event === 'cancel') {
      await cancelOpenRegistrations(tx, session.id, author, SESSION_CANCELLATION_REASON);
    }
    if (restoreIds.length > 0) {
      await restoreCancelledRegistrations(tx, {
        sessionId: session.id,
        ids: restoreIds,
        author,
        publicUrl: input.publicUrl,
      });
    }
    if (mail && mailAfterChanges) recipients = await sessionMailRecipients(tx, session);
    if (mail) {
      await enqueueSessionMail(tx, {
        template: mail,
        session,
        state,
        recipients,
        comment,
        publicUrl: input.publicUrl,
      });
    }
    await followSessionChange(tx, { session: state, publicUrl: input.publicUrl });
    return state;
  });
}

function newDates(body: AnySessionEventBody): {
  startDate: Date;
  endDate: Date;
} {
  if (!('startDate' in body)) throw new AppError('VALIDATION_FAILED');
  return { startDate: new Date(body.startDate), endDate: new Date(body.endDate) };
}

/**
 * Sets or flips the survey or report flag (spec §4). The session must be reachable (404) and not
 * read-only (409); the update itself re-checks it, so a session closed meanwhile is not changed.
 * Enabling the survey of a REALIZED session opens it to its trainees (followSessionChange).
 */
export async function toggleSessionFlag(
  db: Database,
  input: {
    sessionId: number;
    user: SessionUser;
    flag: 'surveyEnabled' | 'reportEnabled';
    enabled?: boolean;
    /** The portal's address (PUBLIC_URL), for the links in the mails. */
    publicUrl: string;
  },
): Promise<SessionWorkflowState> {
  await reachableSession(db, input.user, input.sessionId);
  return db.transaction(async (tx) => {
    const state = await updateFlagUnlessClosed(tx, input.sessionId, input.flag, input.enabled);
    if (!state) throw new AppError('SESSION_READ_ONLY');
    await followSessionChange(tx, { session: state, publicUrl: input.publicUrl });
    return state;
  });
}

/**
 * `GET /api/sessions/{id}/cancelled_registrations`: what "return to programmed" offers back, the
 * registrations the session's cancellation cancelled (empty unless the session is cancelled).
 */
export async function cancelledRegistrationsFor(
  db: Database,
  sessionId: number,
  user: SessionUser,
): Promise<CancelledRegistration[]> {
  const session = await reachableSession(db, user, sessionId);
  if (session.status !== 'CANCELED') return [];
  return listCancelledWithSession(db, sessionId);
}

export async function sessionHistoryFor(
  db: Database,
  sessionId: number,
  user: SessionUser,
): Promise<SessionHistoryEntry[]> {
  await reachableSession(db, user, sessionId);
  return listSessionHistory(db, sessionId);
}

/**
 * After a change of a programmed session's dates, times or place (modules/sessions, in its
 * transaction): "Session reprogrammée" to every registered trainee, convened or not, with the
 * session as it now is (decision 060). Answers how many were told.
 */
export async function mailSessionMoved(
  tx: Executor,
  sessionId: number,
  publicUrl: string,
): Promise<number> {
  const session = await sessionInContext(tx, sessionId);
  if (!session || session.status !== 'PROGRAMMED') return 0;
  const to = await registeredTraineeAddresses(tx, sessionId);
  if (to.length === 0) return 0;
  await enqueueMail(tx, {
    template: 'SESSION_REPROGRAMMED',
    to,
    values: sessionMailValues(session.actionName, session, { publicUrl }),
  });
  return to.length;
}
