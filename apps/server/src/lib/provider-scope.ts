import { providerStructureIds, reachesSession, type SessionUser } from '@passerelle/shared';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The shared rule `reachesSession` (admins and managers reach every action and session, a provider
 * those of the actions whose provider is one of its structures, nobody else any) as a set, for
 * SQL: every provider, or a list of provider structures. Built from the session user, whose
 * profiles are read fresh on each request (and only through active structures).
 */
export type ProviderScope = { all: true } | { all: false; providerIds: readonly number[] };

export function providerScopeOf(user: SessionUser): ProviderScope {
  // Only the staff reach an action that has no provider.
  if (reachesSession(user, { providerId: null })) return { all: true };
  const providerIds = user.userProfileCode === 'profile_provider' ? providerStructureIds(user) : [];
  return { all: false, providerIds };
}

/**
 * The WHERE condition keeping the rows of the scope, on the column holding the action's provider
 * (`actions.provider_id`); undefined when the scope is everything.
 */
export function providerScopeCondition(
  scope: ProviderScope,
  providerColumn: AnyPgColumn,
): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.providerIds.length === 0) return sql`false`;
  return inArray(providerColumn, [...scope.providerIds]);
}

/** Whether an action of `providerId` is in the scope (for a row already loaded). */
export function inProviderScope(scope: ProviderScope, providerId: number | null): boolean {
  return scope.all || (providerId !== null && scope.providerIds.includes(providerId));
}
