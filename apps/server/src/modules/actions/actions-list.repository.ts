import type { ActionFilters, ActionListItem, ActionSortField, Sort } from '@passerelle/shared';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actionTypes, actions, axes, sessions, structures, users } from '../../db/schema/index.js';
import { foldSql } from '../../lib/crud/fold.js';
import type { ProviderScope } from '../../lib/provider-scope.js';
import { actionConditions } from './action-filters.js';

/** Count and cost of the sessions of each action, joined to the action rows. */
function sessionTotals(db: Database) {
  return db
    .select({
      actionId: sessions.actionId,
      count: sql<number>`count(*)::int`.as('session_count'),
      cost: sql<string>`sum(${sessions.cost})`.as('sessions_cost'),
    })
    .from(sessions)
    .groupBy(sessions.actionId)
    .as('session_totals');
}

/** One action as the list and the export show it. */
export interface ActionRow extends ActionListItem {
  referentName: string | null;
  amountDays: string | null;
  amountHours: string | null;
  pedagogicalCost: string;
  animationCost: string;
  travelCost: string;
  sessionsCost: string;
}

export interface ActionRowsQuery {
  filters: ActionFilters;
  sort: Sort<ActionSortField>;
  scope: ProviderScope;
  limit: number;
  offset: number;
}

/**
 * A page of actions with their axis, type, provider, referent, session count and total cost,
 * filtered, sorted and paginated in SQL, and the number of matching actions: one round trip.
 */
export async function selectActionRows(
  db: Database,
  query: ActionRowsQuery,
): Promise<{ rows: ActionRow[]; total: number }> {
  const totals = sessionTotals(db);
  const sessionCount = sql<number>`coalesce(${totals.count}, 0)`;
  const sessionsCost = sql<string>`coalesce(${totals.cost}, 0.00)`;
  const totalCost = sql<string>`(${actions.pedagogicalCost} + ${actions.animationCost} + ${actions.travelCost} + ${sessionsCost})`;
  const where = actionConditions(db, query.filters, query.scope);

  const sortKeys: Record<ActionSortField, SQL[]> = {
    name: [foldSql(actions.name)],
    year: [sql`${actions.year}`],
    axis: [sql`${axes.number}`],
    type: [foldSql(actionTypes.name)],
    provider: [foldSql(sql`coalesce(${structures.name}, '')`)],
    sessionCount: [sessionCount],
    totalCost: [totalCost],
    createdAt: [sql`${actions.createdAt}`],
  };
  const direction = query.sort.direction === 'desc' ? desc : asc;
  const orderBy = [
    ...sortKeys[query.sort.field].map((key) => direction(key)),
    // Ties: newest year, then by name, then id, so pages never overlap.
    desc(actions.year),
    asc(foldSql(actions.name)),
    asc(actions.id),
  ];

  const rows = await db
    .select({
      id: actions.id,
      name: actions.name,
      year: actions.year,
      lotNumber: actions.lotNumber,
      axisId: axes.id,
      axisNumber: axes.number,
      axisName: axes.name,
      axisColor: axes.color,
      typeId: actionTypes.id,
      typeName: actionTypes.name,
      providerId: structures.id,
      providerName: structures.name,
      referentGivenName: users.givenName,
      referentFamilyName: users.familyName,
      amountDays: actions.amountDays,
      amountHours: actions.amountHours,
      pedagogicalCost: actions.pedagogicalCost,
      animationCost: actions.animationCost,
      travelCost: actions.travelCost,
      sessionCount,
      sessionsCost: sql<string>`${sessionsCost}::text`,
      totalCost: sql<string>`${totalCost}::text`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(actions)
    .innerJoin(axes, eq(axes.id, actions.axisId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .leftJoin(users, eq(users.id, actions.referentId))
    .leftJoin(totals, eq(totals.actionId, actions.id))
    .where(where)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(query.offset);

  // Past the last page the window count is not there: count apart (rare).
  const total =
    rows[0]?.total ?? (query.offset === 0 ? 0 : await countActions(db, query.filters, query.scope));
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      year: row.year,
      lotNumber: row.lotNumber,
      axis: { id: row.axisId, number: row.axisNumber, name: row.axisName, color: row.axisColor },
      type: { id: row.typeId, name: row.typeName },
      provider:
        row.providerId !== null && row.providerName !== null
          ? { id: row.providerId, name: row.providerName }
          : null,
      referentName:
        row.referentGivenName !== null
          ? `${row.referentGivenName} ${row.referentFamilyName ?? ''}`.trim()
          : null,
      amountDays: row.amountDays,
      amountHours: row.amountHours,
      pedagogicalCost: row.pedagogicalCost,
      animationCost: row.animationCost,
      travelCost: row.travelCost,
      sessionCount: Number(row.sessionCount),
      sessionsCost: row.sessionsCost,
      totalCost: row.totalCost,
    })),
  };
}

export async function countActions(
  db: Database,
  filters: ActionFilters,
  scope: ProviderScope,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(actions)
    .where(actionConditions(db, filters, scope));
  return row?.count ?? 0;
}

/** The years that have actions in the scope, latest first. */
export async function selectAvailableYears(db: Database, scope: ProviderScope): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: actions.year })
    .from(actions)
    .where(actionConditions(db, {}, scope))
    .orderBy(desc(actions.year));
  return rows.map((row) => row.year);
}
