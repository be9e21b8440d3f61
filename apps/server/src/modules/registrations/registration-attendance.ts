import {
  attendanceFromHours,
  checkRegistrationTransition,
  isSessionReadOnly,
  resolveAttendance,
  sessionHoursOf,
  t,
  type AttendanceCheck,
  type CompleteRegistrationBody,
  type RegistrationAttendance,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { impersonatorIdOf } from '../../lib/history-author.js';
import { syncSessionSurvey } from '../surveys/survey-opening.service.js';
import { lockSessionRow } from './registration-seats.js';
import { findSessionContext, findSessionHoursSource } from './registration-context.repository.js';
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
  const { user } = input;
  const context = await findReachableRegistration(db, input.registrationId, user);
  const check = checkRegistrationTransition(
    input.event,
    user,
    subjectOf(context),
    options.now ?? new Date(),
  );
  if (!check.ok) throw new AppError(check.code, { params: check.params });
  const { registration } = context;

  return db.transaction(async (tx) => {
    // Held like every registration change, so the session's `realize` counts after it.
    await lockSessionRow(tx, context.session.id);
    const fresh = await findSessionContext(tx, context.session.id);
    if (!fresh) throw new AppError('NOT_FOUND');
    if (isSessionReadOnly(fresh.session.status)) throw new AppError('SESSION_READ_ONLY');
    const source = await findSessionHoursSource(tx, context.session.id);
    const resolved = resolve(
      source ? sessionHoursOf(source) : null,
      context.registration.excusedAbsence,
    );
    if (!resolved.ok) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: { [resolved.field]: [resolved.message] },
      });
    }
    const { attendance } = resolved;
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
        reason:
          input.event === 'complete'
            ? t('registrations.history.attendance')
            : t('registrations.history.effectiveHours', {
                hours: attendance.effectiveHours ?? '',
              }),
      },
    ]);
    // Present or not, the trainee's satisfaction survey follows (modules/surveys).
    await syncSessionSurvey(tx, { sessionId: context.session.id, publicUrl: options.publicUrl });
    return { ...updated, ...attendance };
  });
}
