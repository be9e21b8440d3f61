import {
  UNCOUNTED_REGISTRATION_STATUSES,
  type ActionFilters,
  type ActionIndicators,
  type ActionScope,
} from '@passerelle/shared';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  sessionFigureColumns,
  sessionsByStatus,
  sessionsByStatusSql,
} from '../../lib/sessions-by-status.js';
import { actions, registrations, sessions } from '../../db/schema/index.js';
import { actionConditions } from './action-filters.repository.js';
import { eqWhenSet } from '../../lib/optional-filters.js';

/**
 * Figures of the actions the list's filters select, in one query. The session figures (count by
 * status, seats, registrations) count the sessions in the filtered status when one is given; the
 * total cost is the sum of the actions' total costs (all their sessions), as in the list.
 * Registrations count every one not cancelled nor refused.
 */
export async function selectActionIndicators(
  db: Database,
  filters: ActionFilters,
  scope: ActionScope,
): Promise<ActionIndicators> {
  const filtered = db.$with('filtered_actions').as(
    db
      .select({
        id: actions.id,
        ownCost:
          sql<string>`${actions.pedagogicalCost} + ${actions.animationCost} + ${actions.travelCost}`.as(
            'own_cost',
          ),
      })
      .from(actions)
      .where(actionConditions(db, filters, scope)),
  );
  const allSessions = db.$with('all_sessions').as(
    db
      .select(sessionFigureColumns)
      .from(sessions)
      .where(inArray(sessions.actionId, db.select({ id: filtered.id }).from(filtered))),
  );
  const counted = db
    .$with('counted_sessions')
    .as(
      db
        .select({ id: allSessions.id, status: allSessions.status, seats: allSessions.seats })
        .from(allSessions)
        .where(eqWhenSet(allSessions.status, filters.status)),
    );

  const [row] = await db
    .with(filtered, allSessions, counted)
    .select({
      actionCount: sql<number>`(select count(*)::int from ${filtered})`,
      byStatus: sessionsByStatusSql(counted, counted.status),
      seats: sql<number>`(select coalesce(sum(${counted.seats}), 0)::int from ${counted})`,
      registrations: sql<number>`(
        select count(*)::int from ${registrations}
        where ${and(
          inArray(registrations.sessionId, db.select({ id: counted.id }).from(counted)),
          sql`${registrations.status} not in (${sql.join(
            UNCOUNTED_REGISTRATION_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})`,
        )}
      )`,
      totalCost: sql<string>`(
        (select coalesce(sum(${filtered.ownCost}), 0.00) from ${filtered})
        + (select coalesce(sum(${allSessions.cost}), 0.00) from ${allSessions})
      )::text`,
    })
    .from(sql`(select 1) as one`);

  const byStatus = sessionsByStatus(row!.byStatus);
  return {
    actionCount: row!.actionCount,
    sessionCount: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    sessionsByStatus: byStatus,
    seats: row!.seats,
    registrations: row!.registrations,
    totalCost: row!.totalCost,
  };
}
