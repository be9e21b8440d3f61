import { eq } from 'drizzle-orm';
import {
  alias,
  type PgSelectBase,
  type PgSelectBuilder,
  type SelectedFields,
} from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor.js';
import {
  actions,
  actionTypes,
  axes,
  cities,
  files,
  registrations,
  rooms,
  sessions,
  structures,
  users,
} from '../db/schema/index.js';

/*
 * The joins many queries start from, written once: each helper selects `fields` (columns of the
 * tables it joins) and returns the query for the caller to join further, filter and order.
 */

/** What a join chain's query tells of its tables: the first, and which ones may be null. */
interface JoinChain {
  readonly _: {
    readonly tableName: string | undefined;
    readonly nullabilityMap: Record<string, 'nullable' | 'not-null'>;
  };
}

/** The start of a join chain: `db.select(…)` before its `from`. */
export type SelectStart = PgSelectBuilder<SelectedFields>;

/**
 * A helper selecting any `fields` on the join chain `from` builds. Drizzle cannot follow a chain
 * of joins on a generic selection, so the chain is built on the general `SelectedFields`; the
 * query then gets the caller's selection back, with the tables and nullability the chain gave.
 */
export function joinedSelect<TChain extends JoinChain>(from: (select: SelectStart) => TChain) {
  return <TFields extends SelectedFields>(db: Pick<Executor, 'select'>, fields: TFields) =>
    from(db.select(fields as SelectedFields)) as unknown as PgSelectBase<
      TChain['_']['tableName'],
      TFields,
      'partial',
      TChain['_']['nullabilityMap']
    >;
}

/** Sessions with their action. */
export function sessionsWithAction(select: SelectStart) {
  return select.from(sessions).innerJoin(actions, eq(actions.id, sessions.actionId));
}

/** Registrations with their session and its action. */
function registrationsInSessions(select: SelectStart) {
  return select
    .from(registrations)
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId));
}

/** Actions with their axis, type and provider (`structures`), if any. */
export const selectActionsWithLabels = joinedSelect((select) =>
  select
    .from(actions)
    .innerJoin(axes, eq(axes.id, actions.axisId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .leftJoin(structures, eq(structures.id, actions.providerId)),
);

/** Sessions with their action. */
export const selectSessionsWithAction = joinedSelect(sessionsWithAction);

/** Sessions with their action and its type. */
export const selectSessionsWithType = joinedSelect((select) =>
  sessionsWithAction(select).innerJoin(actionTypes, eq(actionTypes.id, actions.typeId)),
);

/** Sessions with their action, its provider (`structures`), their city and room, if any. */
export const selectSessionsWithPlace = joinedSelect((select) =>
  sessionsWithAction(select)
    .leftJoin(structures, eq(structures.id, actions.providerId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId)),
);

/** Registrations with their session and its action. */
export const selectRegistrationsInSessions = joinedSelect(registrationsInSessions);

/**
 * Registrations with their session, action and type, beneficiary (`users`) and structure, if
 * any: what the registration rules and the registration list read.
 */
export const selectRegistrationsInContext = joinedSelect((select) =>
  registrationsInSessions(select)
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .leftJoin(structures, eq(structures.id, registrations.structureId)),
);

/** Registrations with their beneficiary (`users`) and structure, if any. */
export const selectRegistrationsWithPeople = joinedSelect((select) =>
  select
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .leftJoin(structures, eq(structures.id, registrations.structureId)),
);

/** `files` again, joined on a structure's logo, and on its stamp. */
export const structureLogo = alias(files, 'logo');
export const structureStamp = alias(files, 'stamp');

/** Structures with their logo and stamp files (`structureLogo`, `structureStamp`), if any. */
export const selectStructuresWithImages = joinedSelect((select) =>
  select
    .from(structures)
    .leftJoin(structureLogo, eq(structureLogo.id, structures.logoFileId))
    .leftJoin(structureStamp, eq(structureStamp.id, structures.stampFileId)),
);

/**
 * Structures as a picker lists them and a reach check reads one: name, type, membership, active.
 * The caller filters and orders.
 */
export function selectStructureOptions(db: Pick<Executor, 'select'>) {
  return db
    .select({
      id: structures.id,
      name: structures.name,
      type: structures.type,
      member: structures.member,
      active: structures.active,
    })
    .from(structures);
}
