import {
  attendanceFromHours,
  checkRegistrationTransition,
  isSessionReadOnly,
  resolveAttendance,
  sessionHoursOf,
  t,
  type Attendance,
  type AttendanceCheck,
  type CompleteRegistrationBody,
  type RegistrationAttendance,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { syncSessionSurvey } from '../surveys/survey-opening.service.js';
import { lockSessionRow } from './registration-seats.repository.js';
import {
  findSessionContext,
  findSessionHoursSource,
  type RegistrationContext,
} from './registration-context.repository.js';
import { insertHistory, updateRegistrationIf } from './registration-status.repository.js';
import {
  findReachableRegistration,
  subjectOf,
  type WorkflowOptions,
} from './registrations.service.js';

/*
 * decisions.md "Registration workflow" 5: once the session has ended, the provider of its action,
 * a manager or an admin records the attendance of a REGISTERED trainee (or corrects one already
 * recorded): `complete` with a status, `effective_hours` with the hours, which decide the status.
 * The session's hours are its realised hours, else its intervention dates (shared sessionHoursOf).
 */

type Resolve = (sessionHours: string | null, excusedAbsence: boolean) => AttendanceCheck;

/** `POST /api/registrations/{id}/complete`. */
export function completeRegistration(
  db: Database,
  input: { registrationId: number; user: SessionUser; body: CompleteRegistrationBody },
  options: Pick<WorkflowOptions, 'now' | 'publicUrl'>,
): Promise<RegistrationAttendance> {
  return record(db, { ...input, event: 'complete' }, options, (sessionHours) =>
    resolveAttendance(input.body, sessionHours),
  );
}

/** `POST /api/registrations/{id}/effective_hours`. */
export function recordEffectiveHours(
  db: Database,
  input: { registrationId: number; user: SessionUser; effectiveHours: string },
  options: Pick<WorkflowOptions, 'now' | 'publicUrl'>,
): Promise<RegistrationAttendance> {
  return record(db, { ...input, event: 'effectiveHours' }, options, (sessionHours, excused) =>
    attendanceFromHours(input.effectiveHours, sessionHours, excused),
  );
}

async function record(
  db: Database,
  input: { registrationId: number; user: SessionUser; event: 'complete' | 'effectiveHours' },
  options: Pick<WorkflowOptions, 'now' | 'publicUrl'>,
  resolve: Resolve,
): Promise<RegistrationAttendance> {
  const context = await checkedContext(db, input, options.now ?? new Date());
  return db.transaction(async (tx) => {
    const sessionHours = await lockedSessionHours(tx, context.session.id);
    const recorded = await recordIn(tx, input.user, context, {
      resolved: resolve(sessionHours, context.registration.excusedAbsence),
      reason: (attendance) =>
        input.event === 'complete'
          ? t('registrations.history.attendance')
          : t('registrations.history.effectiveHours', { hours: attendance.effectiveHours ?? '' }),
    });
    // Present or not, the trainee's satisfaction survey follows (modules/surveys).
    await syncSessionSurvey(tx, { sessionId: context.session.id, publicUrl: options.publicUrl });
    return recorded;
  });
}

/**
 * Records the attendance of several registrations of one session in one transaction, each checked
 * as by `complete` (reach, transition, the session's hours), each with its own history reason:
 * the digital attendance's proposal once its provider applied it (modules/attendance, decision
 * 038). Any refusal leaves every registration unchanged.
 */
export async function completeRegistrations(
  db: Database,
  input: {
    sessionId: number;
    user: SessionUser;
    items: readonly { registrationId: number; body: CompleteRegistrationBody; reason: string }[];
  },
  options: Pick<WorkflowOptions, 'now' | 'publicUrl'>,
): Promise<RegistrationAttendance[]> {
  const now = options.now ?? new Date();
  const contexts: RegistrationContext[] = [];
  for (const item of input.items) {
    const context = await checkedContext(
      db,
      { registrationId: item.registrationId, user: input.user, event: 'complete' },
      now,
    );
    if (context.session.id !== input.sessionId) throw new AppError('NOT_FOUND');
    contexts.push(context);
  }
  return db.transaction(async (tx) => {
    const sessionHours = await lockedSessionHours(tx, input.sessionId);
    const recorded: RegistrationAttendance[] = [];
    for (const [index, context] of contexts.entries()) {
      const item = input.items[index]!;
      recorded.push(
        await recordIn(tx, input.user, context, {
          resolved: resolveAttendance(item.body, sessionHours),
          reason: () => item.reason,
        }),
      );
    }
    await syncSessionSurvey(tx, { sessionId: input.sessionId, publicUrl: options.publicUrl });
    return recorded;
  });
}

/** The registration as the user may reach it, the event allowed on it now (else its refusal). */
async function checkedContext(
  db: Database,
  input: { registrationId: number; user: SessionUser; event: 'complete' | 'effectiveHours' },
  now: Date,
): Promise<RegistrationContext> {
  const context = await findReachableRegistration(db, input.registrationId, input.user);
  const check = checkRegistrationTransition(input.event, input.user, subjectOf(context), now);
  if (!check.ok) throw new AppError(check.code, { params: check.params });
  return context;
}

/**
 * Locks the session like every registration change (so the session's `realize` counts after
 * it), refuses a closed one, and gives its hours.
 */
async function lockedSessionHours(tx: Executor, sessionId: number): Promise<string | null> {
  await lockSessionRow(tx, sessionId);
  const fresh = await findSessionContext(tx, sessionId);
  if (!fresh) throw new AppError('NOT_FOUND');
  if (isSessionReadOnly(fresh.session.status)) throw new AppError('SESSION_READ_ONLY');
  const source = await findSessionHoursSource(tx, sessionId);
  return source ? sessionHoursOf(source) : null;
}

/** The conditional update of one registration and its history line, inside the transaction. */
async function recordIn(
  tx: Executor,
  user: SessionUser,
  context: RegistrationContext,
  change: { resolved: AttendanceCheck; reason: (attendance: Attendance) => string },
): Promise<RegistrationAttendance> {
  const { registration } = context;
  if (!change.resolved.ok) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { [change.resolved.field]: [change.resolved.message] },
    });
  }
  const { attendance } = change.resolved;
  const updated = await updateRegistrationIf(
    tx,
    registration.id,
    { status: registration.status, waitingList: registration.waitingList },
    attendance,
  );
  if (!updated) throw new AppError('REGISTRATION_CHANGED');
  await insertHistory(tx, [
    {
      registrationId: registration.id,
      authorId: user.id,
      impersonatorId: impersonatorIdOf(user),
      fromStatus: registration.status,
      toStatus: attendance.status,
      reason: change.reason(attendance),
    },
  ]);
  return { ...updated, ...attendance };
}
