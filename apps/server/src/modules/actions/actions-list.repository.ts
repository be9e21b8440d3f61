import {
  type ActionFilters,
  type ActionListItem,
  type ActionSortField,
  type Sort,
  type ActionScope,
} from '@passerelle/shared';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { selectBulkRows, type BulkShape } from '../../db/bulk-rows.js';
import type { Database } from '../../db/client.js';
import { actionTypes, actions, axes, sessions, structures, users } from '../../db/schema/index.js';
import { foldSql } from '../../lib/crud/fold.js';
import { actionConditions } from './action-filters.repository.js';
import { selectActionsWithLabels } from '../../lib/query-joins.js';
import { selectActionYears } from '../../lib/action-choices.js';

/**
 * Count and cost of the sessions of the action row it is joined to (LATERAL): summed for the rows
 * read only, by the sessions' action index, rather than for every action of the programme.
 */
function sessionTotals(db: Database) {
  return db
    .select({
      count: sql<number>`count(*)::int`.as('session_count'),
      cost: sql<string>`sum(${sessions.cost})`.as('sessions_cost'),
    })
    .from(sessions)
    .where(eq(sessions.actionId, actions.id))
    .as('session_totals');
}

type SessionTotals = ReturnType<typeof sessionTotals>;

/** The session count, sessions' cost and total cost of an action, from its joined totals. */
function derivedCosts(totals: SessionTotals) {
  const sessionCount = sql<number>`coalesce(${totals.count}, 0)`;
  const sessionsCost = sql<string>`coalesce(${totals.cost}, 0.00)`;
  const totalCost = sql<string>`(${actions.pedagogicalCost} + ${actions.animationCost} + ${actions.travelCost} + ${sessionsCost})`;
  return { sessionCount, sessionsCost, totalCost };
}

/** The ORDER BY of the list and the export; ties end on the id, so pages never overlap. */
function actionOrder(sort: Sort<ActionSortField>, totals: SessionTotals): SQL[] {
  const { sessionCount, totalCost } = derivedCosts(totals);
  const sortKeys: Record<ActionSortField, SQL> = {
    name: sql`${actions.nameFolded}`,
    year: sql`${actions.year}`,
    axis: sql`${axes.number}`,
    type: foldSql(actionTypes.name),
    provider: foldSql(sql`coalesce(${structures.name}, '')`),
    sessionCount,
    totalCost,
    createdAt: sql`${actions.createdAt}`,
  };
  // Descending NULLS LAST, as the index actions_year_name_folded_idx is built (no key here is
  // null, so the order is the same): plain DESC (nulls first) kept PostgreSQL from reading the
  // default order from the index, and it sorted every action instead (decision 071).
  const descending = (key: SQL) => sql`${key} desc nulls last`;
  const direction = sort.direction === 'desc' ? descending : asc;
  // Ties: newest year, then by name, then id (the index actions_year_name_folded_idx).
  return [
    direction(sortKeys[sort.field]),
    descending(sql`${actions.year}`),
    asc(actions.nameFolded),
    asc(actions.id),
  ];
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
  scope: ActionScope;
}

/** The action rows with everything they show, joined; the caller adds WHERE and ORDER BY. */
function actionRowsSelect<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  totals: SessionTotals,
  extra: Extra,
) {
  const { sessionCount, sessionsCost, totalCost } = derivedCosts(totals);
  return selectActionsWithLabels(db, {
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
    ...extra,
  })
    .leftJoin(users, eq(users.id, actions.referentId))
    .leftJoinLateral(totals, sql`true`);
}

type SelectedActionRow = Awaited<ReturnType<typeof actionRowsSelect<Record<never, never>>>>[number];

function toActionRow(row: SelectedActionRow): ActionRow {
  return {
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
  };
}

/**
 * A page of actions with their axis, type, provider, referent, session count and total cost,
 * filtered, sorted and paginated in SQL, and the number of matching actions: one round trip.
 * The number is a subquery of its own, not a window over the rows: a window made PostgreSQL read
 * and total every matching action before keeping a page of them.
 */
export async function selectActionRows(
  db: Database,
  query: ActionRowsQuery & { limit: number; offset: number },
): Promise<{ rows: ActionRow[]; total: number }> {
  const totals = sessionTotals(db);
  const conditions = actionConditions(db, query.filters, query.scope);
  const rows = await actionRowsSelect(db, totals, {
    total: sql<number>`(${matchingActionCount(db, conditions)})`,
  })
    .where(conditions)
    .orderBy(...actionOrder(query.sort, totals))
    .limit(query.limit)
    .offset(query.offset);

  // Past the last page no row carries the count: count apart (rare).
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [row] = await matchingActionCount(db, conditions);
    total = row?.count ?? 0;
  }
  return { total, rows: rows.map(toActionRow) };
}

/** The export's ids, read in bulk (db/bulk-rows.ts): tens of thousands at once. */
const ORDERED_IDS: BulkShape<{ id: number }> = { id: 'integer' };

/**
 * The ids of the matching actions in the list's order: what an export reads once before
 * fetching its rows by id, instead of sorting and totalling everything again for each batch.
 * Only the tables the sort reads are joined.
 */
export async function selectOrderedActionIds(
  db: Database,
  query: ActionRowsQuery,
): Promise<number[]> {
  const totals = sessionTotals(db);
  const field = query.sort.field;
  let ids = db.select({ id: actions.id }).from(actions).$dynamic();
  if (field === 'axis') ids = ids.innerJoin(axes, eq(axes.id, actions.axisId));
  if (field === 'type') ids = ids.innerJoin(actionTypes, eq(actionTypes.id, actions.typeId));
  if (field === 'provider') ids = ids.leftJoin(structures, eq(structures.id, actions.providerId));
  if (field === 'sessionCount' || field === 'totalCost') {
    ids = ids.leftJoinLateral(totals, sql`true`);
  }
  const rows = await selectBulkRows(
    db,
    ids
      .where(actionConditions(db, query.filters, query.scope))
      .orderBy(...actionOrder(query.sort, totals))
      .getSQL(),
    ORDERED_IDS,
  );
  return rows.map((row) => row.id);
}

/** How many actions match `conditions`: a query run on its own or nested in another. */
function matchingActionCount(db: Database, conditions: SQL | undefined) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(actions)
    .where(conditions);
}

/** The years that have actions in the scope, latest first. */
export async function selectAvailableYears(db: Database, scope: ActionScope): Promise<number[]> {
  return selectActionYears(db, actionConditions(db, {}, scope));
}
