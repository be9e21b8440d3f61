import {
  PROGRAMME_TIME_ZONE,
  availableSeats,
  type SessionListItem,
  type SessionListQuery,
  type SessionSortField,
  type ActionScope,
} from '@passerelle/shared';
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actions, cities, sessions, structures } from '../../db/schema/index.js';
import { actionScopeCondition } from '../../lib/scope-conditions.js';
import { foldedColumnContains } from '../../lib/crud/fold.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';
import { pageWindow } from '../../lib/pagination.js';

/** Midnight of a calendar day in Paris, as an instant (index-friendly: a constant). */
function parisMidnight(day: string | SQL): SQL {
  return sql`(${day}::date::timestamp at time zone ${PROGRAMME_TIME_ZONE})`;
}

/** The WHERE of the session list: its filters and the caller's provider scope. */
export function sessionConditions(query: SessionListQuery, scope: ActionScope): SQL | undefined {
  return and(
    actionScopeCondition(scope, actions.providerId),
    query.year !== undefined ? eq(actions.year, query.year) : undefined,
    query.actionId !== undefined ? eq(sessions.actionId, query.actionId) : undefined,
    query.cityId !== undefined ? eq(sessions.cityId, query.cityId) : undefined,
    query.modality !== undefined ? eq(sessions.modality, query.modality) : undefined,
    query.status !== undefined ? eq(sessions.status, query.status) : undefined,
    query.providerId !== undefined ? eq(actions.providerId, query.providerId) : undefined,
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
function needsActions(query: SessionListQuery, scope: ActionScope): boolean {
  return (
    !scope.all ||
    query.year !== undefined ||
    query.providerId !== undefined ||
    query.q !== undefined
  );
}

/**
 * A page of sessions with their action, provider, city and seats, and the number matching: one
 * statement. The page's ids are chosen first on `sessions` alone (joined to `actions` or `cities`
 * only when a filter or the sort reads them), so that a deep page sorts narrow rows, served by
 * the start-date index when sorting by date; the 20 rows kept are then joined to their action,
 * city and provider, their seats counted, and the total taken by an uncorrelated sub-select.
 */
export async function selectSessionPage(
  db: Database,
  query: SessionListQuery,
  scope: ActionScope,
): Promise<{ items: SessionListItem[]; total: number }> {
  const sortKeys: Record<SessionSortField, SQL> = {
    startDate: sql`${sessions.startDate}`,
    endDate: sql`${sessions.endDate}`,
    code: sql`${sessions.codeFolded}`,
    status: sql`${sessions.status}`,
    action: sql`${actions.nameFolded}`,
    city: sql`coalesce(${cities.valueFolded}, '')`,
  };
  const field = query.sort.field;
  const direction = query.sort.direction === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query);

  let pageIds = db
    .select({
      id: sql<number>`${sessions.id}`.as('page_id'),
      startDate: sql<Date>`${sessions.startDate}`.as('page_start_date'),
      // The sort key, kept to put the page back in order outside.
      sortKey: sql`${sortKeys[field]}`.as('sort_key'),
    })
    .from(sessions)
    .$dynamic();
  if (needsActions(query, scope) || field === 'action') {
    pageIds = pageIds.innerJoin(actions, eq(actions.id, sessions.actionId));
  }
  if (field === 'city') pageIds = pageIds.leftJoin(cities, eq(cities.id, sessions.cityId));
  const page = pageIds
    .where(sessionConditions(query, scope))
    .orderBy(direction(sortKeys[field]), asc(sessions.startDate), asc(sessions.id))
    .limit(limit)
    .offset(offset)
    .as('page');

  const rows = await db
    .select({
      id: sessions.id,
      code: sessions.code,
      status: sessions.status,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
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
      total: sql<number>`(${countQuery(db, query, scope)})`,
    })
    .from(page)
    .innerJoin(sessions, eq(sessions.id, page.id))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .orderBy(direction(page.sortKey), asc(page.startDate), asc(page.id));

  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countSessions(db, query, scope));
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      code: row.code,
      status: row.status,
      startDate: new Date(row.startDate).toISOString(),
      endDate: new Date(row.endDate).toISOString(),
      modality: row.modality,
      city:
        row.cityId !== null && row.cityName !== null
          ? { id: row.cityId, name: row.cityName }
          : null,
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
    })),
  };
}

/**
 * The count of the matching sessions. The join to the actions is left out when no condition
 * needs it (every session has exactly one action): counting 10 000 sessions is then one scan.
 */
function countQuery(db: Database, query: SessionListQuery, scope: ActionScope) {
  const count = db.select({ count: sql<number>`count(*)::int` }).from(sessions);
  return needsActions(query, scope)
    ? count
        .innerJoin(actions, eq(actions.id, sessions.actionId))
        .where(sessionConditions(query, scope))
    : count.where(sessionConditions(query, scope));
}

async function countSessions(
  db: Database,
  query: SessionListQuery,
  scope: ActionScope,
): Promise<number> {
  const [row] = await countQuery(db, query, scope);
  return row?.count ?? 0;
}
