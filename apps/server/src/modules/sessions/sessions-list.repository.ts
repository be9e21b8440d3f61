import type {
  SessionListItem,
  SessionListQuery,
  SessionSortField,
  SessionStatus,
  Modality,
} from '@passerelle/shared';
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { actions, cities, sessions, structures } from '../../db/schema/index.js';
import { EXPORT_TIME_ZONE } from '../../lib/export/columns.js';
import { foldSql } from '../../lib/crud/fold.js';
import { providerScopeCondition, type ProviderScope } from '../../lib/provider-scope.js';
import { foldedContains } from '../actions/action-filters.js';
import { availableSeats, takenSeatsSql } from './session-seats.js';

/** Midnight of a calendar day in Paris, as an instant (index-friendly: a constant). */
function parisMidnight(day: string | SQL): SQL {
  return sql`(${day}::date::timestamp at time zone ${EXPORT_TIME_ZONE})`;
}

/** The WHERE of the session list: its filters and the caller's provider scope. */
export function sessionConditions(query: SessionListQuery, scope: ProviderScope): SQL | undefined {
  return and(
    providerScopeCondition(scope, actions.providerId),
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
      ? or(foldedContains(sessions.code, query.q), foldedContains(actions.name, query.q))
      : undefined,
  );
}

/**
 * A page of sessions with their action, provider, city and seats, and the number matching: one
 * statement. The page is cut first (inner query: ORDER BY … LIMIT, which the start-date index
 * serves without reading every row); the seat counts are then computed for its rows only, and the
 * total by an uncorrelated sub-select evaluated once.
 */
export async function selectSessionPage(
  db: Database,
  query: SessionListQuery,
  scope: ProviderScope,
): Promise<{ items: SessionListItem[]; total: number }> {
  const sortKeys: Record<SessionSortField, SQL> = {
    startDate: sql`${sessions.startDate}`,
    endDate: sql`${sessions.endDate}`,
    code: foldSql(sessions.code),
    status: sql`${sessions.status}`,
    action: foldSql(actions.name),
    city: foldSql(sql`coalesce(${cities.value}, '')`),
  };
  const direction = query.sort.direction === 'desc' ? desc : asc;
  const where = sessionConditions(query, scope);
  const offset = (query.page - 1) * query.pageSize;

  const page = db
    .select({
      id: sessions.id,
      code: sessions.code,
      status: sql<SessionStatus>`${sessions.status}`.as('status'),
      startDate: sql<Date>`${sessions.startDate}`.as('start_date'),
      endDate: sql<Date>`${sessions.endDate}`.as('end_date'),
      modality: sql<Modality>`${sessions.modality}`.as('modality'),
      seats: sessions.seats,
      published: sessions.published,
      cost: sql<string>`${sessions.cost}`.as('cost'),
      cityId: sessions.cityId,
      cityName: sql<string | null>`${cities.value}`.as('city_name'),
      actionId: sessions.actionId,
      actionName: sql<string>`${actions.name}`.as('action_name'),
      actionYear: sql<number>`${actions.year}`.as('action_year'),
      providerId: sql<number | null>`${actions.providerId}`.as('provider_id'),
      providerName: sql<string | null>`${structures.name}`.as('provider_name'),
      // The sort key, kept to put the page back in order outside.
      sortKey: sql`${sortKeys[query.sort.field]}`.as('sort_key'),
    })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .where(where)
    .orderBy(direction(sortKeys[query.sort.field]), asc(sessions.startDate), asc(sessions.id))
    .limit(query.pageSize)
    .offset(offset)
    .as('page');

  const rows = await db
    .select({
      id: page.id,
      code: page.code,
      status: page.status,
      startDate: page.startDate,
      endDate: page.endDate,
      modality: page.modality,
      seats: page.seats,
      published: page.published,
      cost: page.cost,
      cityId: page.cityId,
      cityName: page.cityName,
      actionId: page.actionId,
      actionName: page.actionName,
      actionYear: page.actionYear,
      providerId: page.providerId,
      providerName: page.providerName,
      takenSeats: takenSeatsSql(page.id),
      total: sql<number>`(${countQuery(db, query, scope)})`,
    })
    .from(page)
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
function countQuery(db: Database, query: SessionListQuery, scope: ProviderScope) {
  const needsActions =
    !scope.all ||
    query.year !== undefined ||
    query.providerId !== undefined ||
    query.q !== undefined;
  const count = db.select({ count: sql<number>`count(*)::int` }).from(sessions);
  return needsActions
    ? count
        .innerJoin(actions, eq(actions.id, sessions.actionId))
        .where(sessionConditions(query, scope))
    : count.where(sessionConditions(query, scope));
}

async function countSessions(
  db: Database,
  query: SessionListQuery,
  scope: ProviderScope,
): Promise<number> {
  const [row] = await countQuery(db, query, scope);
  return row?.count ?? 0;
}
