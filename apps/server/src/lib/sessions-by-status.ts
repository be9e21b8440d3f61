import { SESSION_STATUSES, type SessionStatus } from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '../db/schema/index.js';

/** What the indicators of the session and action lists read of each session they count. */
export const sessionFigureColumns = {
  id: sessions.id,
  status: sessions.status,
  seats: sessions.seats,
  cost: sessions.cost,
};

/**
 * The count of the sessions of `from` (a CTE or sub-select) by status, as one JSON object: a
 * column of the indicators' single-row statements.
 */
export function sessionsByStatusSql(
  from: unknown,
  status: unknown,
): SQL<Record<string, number> | string> {
  return sql<Record<string, number> | string>`(
    select coalesce(json_object_agg(status, n), '{}')
    from (select ${status} as status, count(*)::int as n from ${from} group by ${status}) as by_status
  )`;
}

/**
 * Every session status with its count from `sessionsByStatusSql`'s answer (JSON text on one
 * driver, an object on the other); a status no session has counts 0.
 */
export function sessionsByStatus(
  value: Record<string, number> | string,
): Record<SessionStatus, number> {
  const counts = typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : value;
  return Object.fromEntries(
    SESSION_STATUSES.map((status) => [status, Number(counts[status] ?? 0)]),
  ) as Record<SessionStatus, number>;
}
