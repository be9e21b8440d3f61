import { type ActionFilters, type ActionScope } from '@passerelle/shared';
import { and, eq, exists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actions, sessions } from '../../db/schema/index.js';
import { containsPattern, foldSql } from '../../lib/crud/fold.js';
import { actionScopeCondition } from '../../lib/scope-conditions.js';

/** `expression` contains `term`, ignoring accents and case. */
export function foldedContains(expression: SQLWrapper, term: string): SQL {
  return foldedColumnContains(foldSql(sql`coalesce(${expression}, '')`), term);
}

/**
 * An already folded expression — a stored column such as `actions.name_folded` — contains
 * `term`, ignoring accents and case: only the term is folded, not every row.
 */
export function foldedColumnContains(folded: SQLWrapper, term: string): SQL {
  return sql`${folded} like ${foldSql(sql`${containsPattern(term)}::text`)}`;
}

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
    actionScopeCondition(scope, actions.providerId),
    filters.year !== undefined ? eq(actions.year, filters.year) : undefined,
    filters.axisId !== undefined ? eq(actions.axisId, filters.axisId) : undefined,
    filters.typeId !== undefined ? eq(actions.typeId, filters.typeId) : undefined,
    filters.providerId !== undefined ? eq(actions.providerId, filters.providerId) : undefined,
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
