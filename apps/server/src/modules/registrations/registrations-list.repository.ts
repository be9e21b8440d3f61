import {
  UNCOUNTED_REGISTRATION_STATUSES,
  type RegistrationFilters,
  type RegistrationScope,
  type RegistrationSortField,
  type RegistrationStatus,
  type Sort,
} from '@passerelle/shared';
import { and, asc, desc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  actionTypes,
  actions,
  registrationHistory,
  registrations,
  sessions,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { containsPattern, foldSql } from '../../lib/crud/fold.js';
import { registrationScopeCondition } from '../../lib/scope-conditions.js';
import { sessionHeadColumns, type SessionHead } from '../../lib/session-columns.js';
import { eqWhenSet } from '../../lib/optional-filters.js';
import {
  selectRegistrationsInContext,
  selectRegistrationsInSessions,
} from '../../lib/query-joins.js';
import { personColumns, type Person } from '../../lib/user-columns.js';
import { registrationColumns, type RegistrationFields } from './registration-context.repository.js';

/**
 * The registrations list of the back office (/back/registrations) and its export: filtered,
 * scoped to the viewer's reach (the shared `reachesRegistration` as SQL), sorted, paginated.
 */

/** The filters as one condition (registrations joined to sessions, actions and users). */
function conditions(filters: RegistrationFilters, scope: RegistrationScope): SQL | undefined {
  const q = filters.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  return and(
    registrationScopeCondition(scope, {
      providerId: actions.providerId,
      structureId: registrations.structureId,
    }),
    eqWhenSet(actions.year, filters.year),
    eqWhenSet(sessions.actionId, filters.actionId),
    eqWhenSet(registrations.sessionId, filters.sessionId),
    eqWhenSet(registrations.status, filters.status),
    filters.waitingList !== undefined
      ? eq(registrations.waitingList, filters.waitingList)
      : undefined,
    filters.structureId !== undefined
      ? eq(registrations.structureId, filters.structureId)
      : undefined,
    pattern
      ? or(
          sql`${foldSql(sql`${users.givenName} || ' ' || ${users.familyName}`)} like ${foldSql(sql`${pattern}`)}`,
          sql`${foldSql(sql`${users.familyName} || ' ' || ${users.givenName}`)} like ${foldSql(sql`${pattern}`)}`,
          sql`lower(${users.email}) like lower(${pattern})`,
        )
      : undefined,
  );
}

function order(sort: Sort<RegistrationSortField>): SQL[] {
  const dir = sort.direction === 'desc' ? desc : asc;
  const byField: Record<RegistrationSortField, SQL[]> = {
    askedAt: [dir(registrations.askedAt)],
    // The waiting list's order inside a session.
    session: [dir(sessions.startDate), dir(sessions.id), asc(registrations.askedAt)],
    beneficiary: [dir(foldSql(users.familyName)), dir(foldSql(users.givenName))],
    structure: [sql`${foldSql(structures.name)} ${sql.raw(sort.direction)} nulls last`],
    action: [dir(foldSql(actions.name)), asc(sessions.startDate)],
    status: [dir(registrations.status), asc(registrations.askedAt)],
  };
  return [...byField[sort.field], dir(registrations.id)];
}

function baseIds(db: Database, sort: Sort<RegistrationSortField>) {
  let query = selectRegistrationsInSessions(db, {
    id: registrations.id,
    total: sql<number>`(count(*) over ())::int`,
  })
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .$dynamic();
  if (sort.field === 'structure') {
    query = query.leftJoin(structures, eq(structures.id, registrations.structureId));
  }
  return query;
}

export interface RegistrationIdsQuery {
  filters: RegistrationFilters;
  sort: Sort<RegistrationSortField>;
  scope: RegistrationScope;
}

/** One page of ids in the list's order, and how many match. */
export async function selectRegistrationPageIds(
  db: Database,
  query: RegistrationIdsQuery & { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await baseIds(db, query.sort)
    .where(conditions(query.filters, query.scope))
    .orderBy(...order(query.sort))
    .limit(query.limit)
    .offset(query.offset);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: rows[0]!.total };
  if (query.offset === 0) return { ids: [], total: 0 };
  // Past the last page the window count is not there: count apart.
  const [count] = await selectRegistrationsInSessions(db, { total: sql<number>`count(*)::int` })
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .where(conditions(query.filters, query.scope));
  return { ids: [], total: count?.total ?? 0 };
}

/** Every matching id in the list's order (the export reads them once, then rows by batches). */
export async function selectOrderedRegistrationIds(
  db: Database,
  query: RegistrationIdsQuery,
): Promise<number[]> {
  const rows = await baseIds(db, query.sort)
    .where(conditions(query.filters, query.scope))
    .orderBy(...order(query.sort));
  return rows.map((row) => row.id);
}

/** A registration as the list, its buttons and its export read it. */
export interface RegistrationRow extends RegistrationFields {
  beneficiary: Person;
  structure: { id: number; name: string } | null;
  session: SessionHead;
  action: { id: number; name: string; providerId: number | null };
  type: { hrValidation: boolean; providerValidation: boolean };
  /** The last history step's from-status: what `revert` goes back to. */
  previousStatus: RegistrationStatus | null;
  /** The session's counted registrations from the same structure. */
  structureCount: number;
  /** Whether its structure has an enabled HR validator. */
  structureHasHr: boolean;
}

const uncounted = sql.join(
  UNCOUNTED_REGISTRATION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** The rows of `ids`, in the order of `ids`. */
export async function selectRegistrationRowsById(
  db: Pick<Database, 'select'>,
  ids: readonly number[],
): Promise<RegistrationRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRegistrationsInContext(db, {
    ...registrationColumns,
    beneficiary: personColumns,
    structureId: structures.id,
    structureName: structures.name,
    session: sessionHeadColumns,
    action: { id: actions.id, name: actions.name, providerId: actions.providerId },
    type: {
      hrValidation: actionTypes.hrValidation,
      providerValidation: actionTypes.providerValidation,
    },
    previousStatus: sql<RegistrationStatus | null>`(
        select ${registrationHistory.fromStatus} from ${registrationHistory}
        where ${registrationHistory.registrationId} = ${registrations.id}
        order by ${registrationHistory.createdAt} desc, ${registrationHistory.id} desc limit 1)`,
    structureCount: sql<number>`(
        select count(*)::int from ${registrations} as same
        where same.session_id = ${registrations.sessionId}
          and same.structure_id = ${registrations.structureId}
          and same.status not in (${uncounted}))`,
    structureHasHr: sql<boolean>`exists(
        select 1 from ${userProfiles} join ${users} as hr on hr.id = ${userProfiles.userId}
        where ${userProfiles.structureId} = ${registrations.structureId}
          and ${userProfiles.profileCode} = 'profile_hr' and not hr.disabled)`,
  }).where(inArray(registrations.id, [...ids]));
  const byId = new Map(
    rows.map(({ structureId, structureName, ...row }) => [
      row.id,
      {
        ...row,
        structureCount: Number(row.structureCount ?? 0),
        structureHasHr: Boolean(row.structureHasHr),
        structure:
          structureId !== null && structureName !== null
            ? { id: structureId, name: structureName }
            : null,
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A structure some registration was made from (a beneficiary's structure at request time). */
export function registeredFromCondition(db: Database): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(registrations)
      .where(eq(registrations.structureId, structures.id)),
  );
}
