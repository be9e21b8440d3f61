import {
  actionScopeOf,
  sessionCostFigures,
  type SessionCost,
  type SessionFilters,
  type SessionIndicators,
  type SessionUser,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { reachableSession } from '../access/access.service.js';
import {
  selectSessionAttendanceCounts,
  selectSessionIndicators,
} from './session-figures.repository.js';

/** `GET /api/session_views/indicators`: figures of the sessions `user` reaches and filters. */
export async function getSessionIndicators(
  db: Database,
  user: SessionUser,
  filters: SessionFilters,
): Promise<SessionIndicators> {
  return selectSessionIndicators(db, filters, actionScopeOf(user));
}

/** `GET /api/sessions/{id}/cost`: the session's cost, per seat held and per trainee who came. */
export async function getSessionCost(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<SessionCost> {
  const session = await reachableSession(db, user, id);
  return sessionCostFigures(session.cost, await selectSessionAttendanceCounts(db, id));
}
