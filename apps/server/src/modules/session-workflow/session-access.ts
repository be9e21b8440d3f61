import { isSessionReadOnly, reachesSession, type SessionUser } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { actions, cities, sessions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';

/** What the workflow needs to know of a session and of its action. */
export interface WorkflowSession {
  id: number;
  code: string;
  status: (typeof sessions.$inferSelect)['status'];
  startDate: Date;
  endDate: Date;
  surveyEnabled: boolean;
  reportEnabled: boolean;
  modality: (typeof sessions.$inferSelect)['modality'];
  cityName: string | null;
  actionName: string;
  providerId: number | null;
}

export async function findWorkflowSession(
  db: Executor,
  id: number,
): Promise<WorkflowSession | undefined> {
  const [row] = await db
    .select({
      id: sessions.id,
      code: sessions.code,
      status: sessions.status,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
      surveyEnabled: sessions.surveyEnabled,
      reportEnabled: sessions.reportEnabled,
      modality: sessions.modality,
      cityName: cities.value,
      actionName: actions.name,
      providerId: actions.providerId,
    })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .where(eq(sessions.id, id));
  return row;
}

/**
 * The session `id` as `user` may act on it, else 404: a session that does not exist and one out of
 * the user's reach (another provider's, shared `reachesSession`) answer the same, so a provider
 * cannot learn which sessions exist. Every session-level route of the back office loads through here.
 */
export async function findReachableSession(
  db: Executor,
  id: number,
  user: SessionUser,
): Promise<WorkflowSession> {
  const session = await findWorkflowSession(db, id);
  if (!session || !reachesSession(user, session)) throw new AppError('NOT_FOUND');
  return session;
}

/**
 * Refuses (409, SESSION_READ_ONLY) any change of a closed session or of what belongs to it
 * (registrations, attendance, documents, costs…); 404 when it does not exist. Inside a transaction,
 * the session row is share-locked, so it cannot be closed until the caller's change commits.
 *
 * Usage, in another module's service, first thing in its transaction (locking the session before its
 * registrations, as the workflow does, keeps the lock order deadlock-free):
 * `await assertSessionEditable(tx, sessionId);`
 */
export async function assertSessionEditable(db: Executor, sessionId: number): Promise<void> {
  const [row] = await db
    .select({ status: sessions.status })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('share');
  if (!row) throw new AppError('NOT_FOUND');
  if (isSessionReadOnly(row.status)) throw new AppError('SESSION_READ_ONLY');
}
