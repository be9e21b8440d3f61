import type { ActionScope, RegistrationScope } from '@passerelle/shared';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The shared reach scopes (packages/shared permissions/reach.ts) as WHERE conditions, for the
 * lists, figures and exports: they keep the rows the user reaches, as the loaders of
 * modules/access check one object. Each returns undefined when the scope is everything.
 */

/** On the column holding the action's provider (`actions.provider_id`). */
export function actionScopeCondition(
  scope: ActionScope,
  providerColumn: AnyPgColumn,
): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.providerIds.length === 0) return sql`false`;
  return inArray(providerColumn, [...scope.providerIds]);
}

/** On the action's provider and the registration's structure. */
export function registrationScopeCondition(
  scope: RegistrationScope,
  columns: { providerId: AnyPgColumn; structureId: AnyPgColumn },
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.ids.length === 0) return sql`false`;
  return inArray(scope.kind === 'providers' ? columns.providerId : columns.structureId, [
    ...scope.ids,
  ]);
}
