import {
  PROGRAMME_TIME_ZONE,
  availableSeats,
  type SessionFilters,
  type SessionListItem,
  type SessionListQuery,
  type SessionSortField,
  type Sort,
  type ActionScope,
} from '@passerelle/shared';
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actions, cities, sessions, structures } from '../../db/schema/index.js';
import { foldedColumnContains } from '../../lib/crud/fold.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';
import { pageWindow } from '../../lib/pagination.js';
import { sessionHeadColumns } from '../../lib/session-columns.js';
import { actionFilterConditions, eqWhenSet } from '../../lib/optional-filters.js';
import { selectSessionsWithAction } from '../../lib/query-joins.js';

/** Midnight of a calendar day in Paris, as an instant (index-friendly: a constant). */
function parisMidnight(day: string | SQL): SQL {
  return sql`(${day}::date::timestamp at time zone ${PROGRAMME_TIME_ZONE})`;
}

/** The WHERE of the session list: its filters and the caller's provider scope. */
export function sessionConditions(query: SessionFilters, scope: ActionScope): SQL | undefined {
  return and(
    actionFilterConditions(query, scope),
    eqWhenSet(sessions.actionId, query.actionId),
    eqWhenSet(sessions.cityId, query.cityId),
    eqWhenSet(sessions.modality, query.modality),
    eqWhenSet(sessions.status, query.status),
    // `from` and `to` are days in Paris; both included.
    query.from !== undefined ? gte(sessions.startDate, parisMidnight(query.from)) : undefined,
    query.to !== undefined
      ? lt(sessions.startDate, parisMidnight(sql`(${query.to}::date + 1)`))
      : undefined,
    query.q !== undefined
      ? or(
          foldedColumnContains(sessions.codeFolded, query.q),
          foldedColumnContains(actions.nameFolded, query.q),
        )
      : undefined,
  );
}

/** Whether the filters or the caller's scope read the `actions` table. */
export function needsActions(query: SessionFilters, scope: ActionScope): boolean {
  return (
    !scope.all ||
    query.year !== undefined ||
    query.axisId !== undefined ||
    query.typeId !== undefined ||
    query.providerId !== undefined ||
    query.q !== undefined
  );
}

function sortKeyOf(field: SessionSortField): SQL {
  switch (field) {
    case 'startDate':
      return sql`${sessions.startDate}`;
    case 'endDate':
      return sql`${sessions.endDate}`;
    case 'code':
      return sql`${sessions.codeFolded}`;
    case 'status':
      return sql`${sessions.status}`;
    case 'action':
      return sql`${actions.nameFolded}`;
    case 'city':
      return sql`coalesce(${cities.valueFolded}, '')`;
  }
}

/**
 * The ids of the matching sessions in the list's order, chosen on `sessions` alone (joined to
 * `actions` or `cities` only when a filter or the sort reads them), with the sort key kept to put
 * a page back in order.
 */
function orderedIds(
  db: Database,
  filters: SessionFilters,
  sort: Sort<SessionSortField>,
  scope: ActionScope,
) {
  const sortKey = sortKeyOf(sort.field);
  const direction = sort.direction === 'desc' ? desc : asc;
  let ids = db
    .select({
      id: sql<number>`${sessions.id}`.as('page_id'),
      startDate: sql<Date>`${sessions.startDate}`.as('page_start_date'),
      sortKey: sql`${sortKey}`.as('sort_key'),
    })
    .from(sessions)
    .$dynamic();
  if (needsActions(filters, scope) || sort.field === 'action') {
    ids = ids.innerJoin(actions, eq(actions.id, sessions.actionId));
  }
  if (sort.field === 'city') ids = ids.leftJoin(cities, eq(cities.id, sessions.cityId));
  return ids
    .where(sessionConditions(filters, scope))
    .orderBy(direction(sortKey), asc(sessions.startDate), asc(sessions.id));
}

/** What a session row of the list reads, joined to its action, city and provider. */
const rowFields = {
  ...sessionHeadColumns,
  modality: sessions.modality,
  seats: sessions.seats,
  published: sessions.published,
  cost: sessions.cost,
  cityId: sessions.cityId,
  cityName: cities.value,
  actionId: sessions.actionId,
  actionName: actions.name,
  actionYear: actions.year,
  providerId: actions.providerId,
  providerName: structures.name,
  takenSeats: takenSeatsSql(sessions.id),
};

/** The sessions with their action, city and provider, reading `rowFields` (no WHERE yet). */
function joinedRows(db: Database) {
  return selectSessionsWithAction(db, rowFields)
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(structures, eq(structures.id, actions.providerId));
}

type SessionRowFields = Awaited<ReturnType<typeof joinedRows>>[number];

function toListItem(row: SessionRowFields): SessionListItem {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    startDate: new Date(row.startDate).toISOString(),
    endDate: new Date(row.endDate).toISOString(),
    modality: row.modality,
    city:
      row.cityId !== null && row.cityName !== null ? { id: row.cityId, name: row.cityName } : null,
    seats: row.seats,
    takenSeats: row.takenSeats,
    availableSeats: availableSeats(row.seats, row.takenSeats),
    published: row.published,
    cost: row.cost,
    action: { id: row.actionId, name: row.actionName, year: row.actionYear },
    provider:
      row.providerId !== null && row.providerName !== null
        ? { id: row.providerId, name: row.providerName }
        : null,
  };
}

/**
 * A page of sessions with their action, provider, city and seats, and the number matching: one
 * statement. The page's ids are chosen first on narrow rows (`orderedIds`), so that a deep page
 * is served by the start-date index when sorting by date; the 20 rows kept are then joined to
 * their action, city and provider, their seats counted, and the total taken by an uncorrelated
 * sub-select.
 */
export async function selectSessionPage(
  db: Database,
  query: SessionListQuery,
  scope: ActionScope,
): Promise<{ items: SessionListItem[]; total: number }> {
  const direction = query.sort.direction === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query);
  const page = orderedIds(db, query, query.sort, scope).limit(limit).offset(offset).as('page');

  const rows = await db
    .select({ ...rowFields, total: sql<number>`(${countQuery(db, query, scope)})` })
    .from(page)
    .innerJoin(sessions, eq(sessions.id, page.id))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .orderBy(direction(page.sortKey), asc(page.startDate), asc(page.id));

  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countSessions(db, query, scope));
  return { total, items: rows.map(toListItem) };
}

/** The ids of every matching session, in the list's order (the export reads them by batches). */
export async function selectOrderedSessionIds(
  db: Database,
  filters: SessionFilters,
  sort: Sort<SessionSortField>,
  scope: ActionScope,
): Promise<number[]> {
  const rows = await orderedIds(db, filters, sort, scope);
  return rows.map((row) => row.id);
}

/** The list rows of the sessions `ids`, in the order of `ids`. */
export async function selectSessionRowsById(
  db: Database,
  ids: readonly number[],
): Promise<SessionListItem[]> {
  if (ids.length === 0) return [];
  const rows = await joinedRows(db).where(inArray(sessions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The count of the matching sessions. The join to the actions is left out when no condition
 * needs it (every session has exactly one action): counting 10 000 sessions is then one scan.
 */
function countQuery(db: Database, query: SessionFilters, scope: ActionScope) {
  const count = db.select({ count: sql<number>`count(*)::int` }).from(sessions);
  return needsActions(query, scope)
    ? count
        .innerJoin(actions, eq(actions.id, sessions.actionId))
        .where(sessionConditions(query, scope))
    : count.where(sessionConditions(query, scope));
}

async function countSessions(
  db: Database,
  query: SessionFilters,
  scope: ActionScope,
): Promise<number> {
  const [row] = await countQuery(db, query, scope);
  return row?.count ?? 0;
}
