import { type ActionFilters, type ActionScope } from '@passerelle/shared';
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actions, sessions } from '../../db/schema/index.js';
import { foldedColumnContains, foldedContains } from '../../lib/crud/fold.js';
import { actionFilterConditions } from '../../lib/optional-filters.js';

/**
 * The WHERE of the action list, its indicators and its export: the list's filters and the
 * caller's provider scope, on the `actions` table only (the sessions through EXISTS), so any
 * query over `actions` can use it.
 */
export function actionConditions(
  db: Database,
  filters: ActionFilters,
  scope: ActionScope,
): SQL | undefined {
  const sessionsOfAction = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(sessions)
        .where(and(eq(sessions.actionId, actions.id), condition)),
    );
  return and(
    actionFilterConditions(filters, scope),
    filters.status !== undefined
      ? sessionsOfAction(eq(sessions.status, filters.status))
      : undefined,
    filters.q !== undefined
      ? or(
          foldedColumnContains(actions.nameFolded, filters.q),
          foldedContains(actions.lotNumber, filters.q),
          sessionsOfAction(foldedColumnContains(sessions.codeFolded, filters.q)),
        )
      : undefined,
  );
}
