import {
  SESSION_FIELD_LABELS,
  sessionFieldsRefusedTo,
  sessionRuleIssues,
  t,
  type InterventionDate,
  type InterventionDateItem,
  type SessionCreate,
  type SessionDetail,
  type SessionListQuery,
  type SessionPage,
  type SessionPreview,
  type SessionUpdate,
  type SessionUser,
  actionScopeOf,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { editableSession, reachableAction, reachableSession } from '../access/access.service.js';
import { fillSessionSeats } from '../registrations/registrations.service.js';
import { mailSessionMoved } from '../session-workflow/session-workflow.service.js';
import { resendConvocationsIfSent } from '../document-sends/document-sends.service.js';
import { selectSessionPage } from './sessions-list.repository.js';
import {
  cityExists,
  countRegistrations,
  deleteSession,
  insertSession,
  replaceInterventionDates,
  roomExists,
  selectInterventionDates,
  selectSessionDetail,
  selectSessionPreviews,
  updateSession,
} from './sessions.repository.js';
import type { Executor } from '../../db/executor.js';

/** City and room must exist: a wrong id is a message on its field, not a database error. */
async function checkSessionReferences(db: Executor, input: SessionUpdate): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  if (input.cityId != null && !(await cityExists(db, input.cityId))) {
    fieldErrors.cityId = [t('programming.validation.unknownReference')];
  }
  if (input.roomId != null && !(await roomExists(db, input.roomId))) {
    fieldErrors.roomId = [t('programming.validation.unknownReference')];
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
}

function toColumns(input: SessionUpdate) {
  const { interventionDates: _dates, startDate, endDate, registrationDeadline, ...rest } = input;
  return {
    ...rest,
    ...(startDate !== undefined && { startDate: new Date(startDate) }),
    ...(endDate !== undefined && { endDate: new Date(endDate) }),
    ...(registrationDeadline !== undefined && {
      registrationDeadline: registrationDeadline === null ? null : new Date(registrationDeadline),
    }),
  };
}

/** `GET /api/sessions`: one page of the sessions `user` reaches, filtered and sorted. */
export async function listSessions(
  db: Database,
  user: SessionUser,
  query: SessionListQuery,
): Promise<SessionPage> {
  const { items, total } = await selectSessionPage(db, query, actionScopeOf(user));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** The sessions of the action `actionId`, by start date, with their seats. */
export async function getSessionPreviews(
  db: Database,
  user: SessionUser,
  actionId: number,
): Promise<SessionPreview[]> {
  await reachableAction(db, user, actionId);
  return selectSessionPreviews(db, actionId);
}

export async function getSessionDetail(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<SessionDetail> {
  const detail = await selectSessionDetail(db, id, actionScopeOf(user));
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
}

/** Adds a session to an action; it starts PROGRAMMED (the workflow moves it on). */
export async function addSession(
  db: Database,
  user: SessionUser,
  actionId: number,
  input: SessionCreate,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Shared lock: the action cannot be deleted meanwhile.
    await reachableAction(tx, user, actionId, 'share');
    await checkSessionReferences(tx, input);
    const session = await insertSession(tx, {
      ...toColumns(input),
      actionId,
      code: input.code,
      startDate: new Date(input.startDate),
      endDate: new Date(input.endDate),
    });
    await replaceInterventionDates(tx, session.id, input.interventionDates);
    return session.id;
  });
}

/**
 * Refuses (403, nothing changed) a change holding fields `user` may not change: a provider
 * changes only the realised hours of its sessions (shared sessionFieldsRefusedTo).
 */
function checkEditableFields(user: SessionUser, input: SessionUpdate): void {
  const refused = sessionFieldsRefusedTo(user, Object.keys(input));
  if (refused.length === 0) return;
  const fields = refused
    .map((field) => SESSION_FIELD_LABELS[field as keyof typeof SESSION_FIELD_LABELS] ?? field)
    .join(', ');
  throw new AppError('FORBIDDEN', {
    detail: t('programming.error.providerReadOnlyFields', { fields }),
  });
}

/**
 * Changes a session's fields (never its status): the staff any field, a provider the realised
 * hours of its own sessions (another provider's session is 404, any other field 403). The rules
 * spanning several fields are judged on the session as it will be, the stored values completed
 * by the change.
 */
export async function changeSession(
  db: Database,
  user: SessionUser,
  id: number,
  input: SessionUpdate,
  /** The portal's address, for the mails of registrations promoted into added seats. */
  publicUrl: string,
): Promise<void> {
  const told = await db.transaction(async (tx) => {
    const current = await editableSession(tx, user, id);
    checkEditableFields(user, input);
    const issues = sessionRuleIssues({
      startDate: input.startDate ?? current.startDate,
      endDate: input.endDate ?? current.endDate,
      registrationDeadline:
        input.registrationDeadline !== undefined
          ? input.registrationDeadline
          : current.registrationDeadline,
      externalRegistration: input.externalRegistration ?? current.externalRegistration,
      externalRegistrationUrl:
        input.externalRegistrationUrl !== undefined
          ? input.externalRegistrationUrl
          : current.externalRegistrationUrl,
    });
    if (issues.length > 0) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of issues) (fieldErrors[issue.path.join('.')] ??= []).push(issue.message);
      throw new AppError('VALIDATION_FAILED', { fieldErrors });
    }
    await checkSessionReferences(tx, input);
    await updateSession(tx, id, toColumns(input));
    // More seats: the oldest waiting registrations take them (decisions.md "Seats").
    if (input.seats !== undefined) await fillSessionSeats(tx, id, publicUrl);
    if (input.interventionDates !== undefined) {
      await replaceInterventionDates(tx, id, input.interventionDates);
    }
    // New dates, times or place: the registered trainees are told (decision 060).
    return movesSession(current, input) ? mailSessionMoved(tx, id, publicUrl) : 0;
  });
  // Their convocations, when sent before, follow with the new dates.
  if (told > 0) await resendConvocationsIfSent(db, user, id);
}

/** Whether a change moves the session in time or space: its dates and times, town or room. */
function movesSession(
  current: { startDate: Date; endDate: Date; cityId: number | null; roomId: number | null },
  input: SessionUpdate,
): boolean {
  const differs = (next: string | undefined, saved: Date) =>
    next !== undefined && new Date(next).getTime() !== saved.getTime();
  return (
    differs(input.startDate, current.startDate) ||
    differs(input.endDate, current.endDate) ||
    (input.cityId !== undefined && input.cityId !== current.cityId) ||
    (input.roomId !== undefined && input.roomId !== current.roomId)
  );
}

/** Deletes a session that has no registration; otherwise 409. A closed session stays. */
export async function removeSession(db: Database, user: SessionUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableSession(tx, user, id);
    const count = await countRegistrations(tx, id);
    if (count > 0) {
      throw new AppError('CONFLICT', {
        detail: t('programming.error.sessionHasRegistrations', { count }),
      });
    }
    await deleteSession(tx, id);
  });
}

export async function getInterventionDates(
  db: Database,
  user: SessionUser,
  sessionId: number,
): Promise<InterventionDateItem[]> {
  await reachableSession(db, user, sessionId);
  return selectInterventionDates(db, sessionId);
}

export async function setInterventionDates(
  db: Database,
  user: SessionUser,
  sessionId: number,
  dates: readonly InterventionDate[],
): Promise<InterventionDateItem[]> {
  return db.transaction(async (tx) => {
    await editableSession(tx, user, sessionId);
    await replaceInterventionDates(tx, sessionId, dates);
    return selectInterventionDates(tx, sessionId);
  });
}
