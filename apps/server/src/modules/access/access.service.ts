import {
  isSessionReadOnly,
  reachesAction,
  reachesProviderInformation,
  reachesSession,
  reachesStructure,
  type SessionUser,
} from '@passerelle/shared';
import type { Executor } from '../../db/executor.js';
import type { Action } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  findAction,
  findSession,
  findStructure,
  shareLockSessionStatus,
  type RowLock,
  type SessionInContext,
} from './access.repository.js';

/*
 * "May this user reach this action, session, registration, structure?" on the server: each
 * object-level route loads its object through here (or, for a registration, checks its loaded
 * context here), after its permission (config.permission) let the user in. The rules themselves
 * are the shared ones (packages/shared permissions/reach.ts), next to the permission matrix; the
 * lists apply them as SQL (lib/scope-conditions.ts). Out of reach answers 404 like a missing
 * object: nobody learns what exists outside their reach.
 */

export type { RowLock, SessionInContext };

/** `found` if it exists and `reaches` it, else NOT_FOUND. */
export function reachedOrNotFound<T>(found: T | undefined, reaches: (found: T) => boolean): T {
  if (found === undefined || !reaches(found)) throw new AppError('NOT_FOUND');
  return found;
}

/** The action `id` as `user` may see it; `lock` locks its row (e.g. `share`: not deleted meanwhile). */
export async function reachableAction(
  db: Executor,
  user: SessionUser,
  id: number,
  lock?: RowLock,
): Promise<Action> {
  return reachedOrNotFound(await findAction(db, id, lock), (action) => reachesAction(user, action));
}

/**
 * The session `id` with its action's provider and name and its city, for a caller whose reach is
 * settled otherwise (a signing token, a change already checked): the one lookup of a session with
 * its action and place. `lock` locks the session row.
 */
export function sessionInContext(
  db: Executor,
  id: number,
  lock?: RowLock,
): Promise<SessionInContext | undefined> {
  return findSession(db, id, lock);
}

/** The session `id` as `user` may see it, with its action's provider and name and its city. */
export async function reachableSession(
  db: Executor,
  user: SessionUser,
  id: number,
  lock?: RowLock,
): Promise<SessionInContext> {
  return reachedOrNotFound(await findSession(db, id, lock), (session) =>
    reachesSession(user, session),
  );
}

/**
 * The session `id` for a change by `user`: reachable (404), not closed (409 SESSION_READ_ONLY),
 * its row locked for update until the transaction ends.
 */
export async function editableSession(
  db: Executor,
  user: SessionUser,
  id: number,
): Promise<SessionInContext> {
  const session = await reachableSession(db, user, id, 'update');
  if (isSessionReadOnly(session.status)) throw new AppError('SESSION_READ_ONLY');
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
  const status = await shareLockSessionStatus(db, sessionId);
  if (status === undefined) throw new AppError('NOT_FOUND');
  if (isSessionReadOnly(status)) throw new AppError('SESSION_READ_ONLY');
}

/** The structure `id` as `user` may see it (an HR validator: its active structures). */
export async function reachableStructure(db: Executor, user: SessionUser, id: number) {
  return reachedOrNotFound(await findStructure(db, id), (structure) =>
    reachesStructure(user, structure),
  );
}

/**
 * The provider structure `id` as `user` may see what concerns it as a provider (its information,
 * its results): a provider its own, staff every one; anything else is NOT_FOUND.
 */
export async function reachableProviderStructure(db: Executor, user: SessionUser, id: number) {
  return reachedOrNotFound(await findStructure(db, id), (structure) =>
    reachesProviderInformation(user, structure),
  );
}
