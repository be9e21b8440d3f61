import type { ActionFilters } from '@passerelle/shared';
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actions, sessions } from '../../db/schema/index.js';
import { containsPattern, foldSql } from '../../lib/crud/fold.js';
import { providerScopeCondition, type ProviderScope } from '../../lib/provider-scope.js';

/** `expression` contains `term`, ignoring accents and case. */
export function foldedContains(expression: Parameters<typeof foldSql>[0], term: string): SQL {
  return sql`${foldSql(sql`coalesce(${expression}, '')`)} like ${foldSql(sql`${containsPattern(term)}::text`)}`;
}

/**
 * The WHERE of the action list, its indicators and its export: the list's filters and the
 * caller's provider scope, on the `actions` table only (the sessions through EXISTS), so any
 * query over `actions` can use it.
 */
export function actionConditions(
  db: Database,
  filters: ActionFilters,
  scope: ProviderScope,
): SQL | undefined {
  const sessionsOfAction = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(sessions)
        .where(and(eq(sessions.actionId, actions.id), condition)),
    );
  return and(
    providerScopeCondition(scope, actions.providerId),
    filters.year !== undefined ? eq(actions.year, filters.year) : undefined,
    filters.axisId !== undefined ? eq(actions.axisId, filters.axisId) : undefined,
    filters.typeId !== undefined ? eq(actions.typeId, filters.typeId) : undefined,
    filters.providerId !== undefined ? eq(actions.providerId, filters.providerId) : undefined,
    filters.status !== undefined
      ? sessionsOfAction(eq(sessions.status, filters.status))
      : undefined,
    filters.q !== undefined
      ? or(
          foldedContains(actions.name, filters.q),
          foldedContains(actions.lotNumber, filters.q),
          sessionsOfAction(foldedContains(sessions.code, filters.q)),
        )
      : undefined,
  );
}
