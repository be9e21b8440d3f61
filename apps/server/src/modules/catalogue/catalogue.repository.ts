import {
  availableSeats,
  CATALOGUE_SESSION_STATUSES,
  sessionAvailability,
  type CatalogueQuery,
  type CatalogueSession,
  type SessionStatus,
} from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';

/*
 * The public catalogue's reads by session: its sheet, the related sessions, the visibility rules
 * (the lists are answered by the catalogue's index, decision 069). Aliases: `s` sessions, `a`
 * actions, `t` action types, `x` axes, `c` cities, `p` providers.
 */

/** What the caller may see, decided once per request by the service. */
export interface CatalogueVisibility {
  /** Sessions of members-only action types are shown. */
  membersOnly: boolean;
}

/** What a search asks, but its page. */
export type CatalogueFilters = Omit<CatalogueQuery, 'page' | 'pageSize'>;

const visibleStatuses = sql.join(
  CATALOGUE_SESSION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A session the caller may see in the catalogue, on `s` alone: published, in a shown status, and
 * not of an action whose type is switched off or members-only (unless the caller sees those). The
 * hidden actions are few: a small hashed set, and no join of every session to its action.
 */
export function visibleConditions(visibility: CatalogueVisibility): SQL[] {
  const hiddenType = visibility.membersOnly
    ? sql`ht.disabled_at is not null`
    : sql`(ht.disabled_at is not null or ht.members_only)`;
  return [
    sql`s.published`,
    sql`s.status in (${visibleStatuses})`,
    sql`s.action_id not in (
      select ha.id from actions ha join action_types ht on ht.id = ha.type_id where ${hiddenType}
    )`,
  ];
}

/**
 * Sessions related to `sessionId`: the other sessions of its action, then those of its axis,
 * each by start date; to come and visible only.
 */
export async function relatedSessionIds(
  db: Database,
  session: { id: number; actionId: number; axisId: number },
  visibility: CatalogueVisibility,
  limit: number,
): Promise<number[]> {
  const conditions = [
    ...visibleConditions(visibility),
    sql`s.start_date >= now()`,
    sql`s.id <> ${session.id}`,
    sql`(s.action_id = ${session.actionId} or a.axis_id = ${session.axisId})`,
  ];
  const result = await db.execute(sql`
    select s.id
    from sessions s
    join actions a on a.id = s.action_id
    where ${sql.join(conditions, sql` and `)}
    order by (s.action_id = ${session.actionId}) desc, s.start_date, s.id
    limit ${limit}`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/** What the catalogue's lists show of a session, as its statements read it. */
export interface CatalogueSessionColumns {
  id: number;
  code: string;
  status: SessionStatus;
  start_date: Date | string;
  end_date: Date | string;
  modality: CatalogueSession['modality'];
  seats: number;
  registration_deadline: Date | string | null;
  city_id: number | null;
  city_name: string | null;
  action_id: number;
  action_name: string;
  axis_id: number;
  axis_number: number;
  axis_name: string;
  axis_color: string | null;
  type_id: number;
  type_name: string;
  type_acronym: string;
  members_only: boolean;
  provider_id: number | null;
  provider_name: string | null;
}

/** A session as the SQL statements read it, with its seats taken. */
export interface SessionRow extends CatalogueSessionColumns {
  taken: number;
}

/** A list's item but its seats, which move with registrations. */
export type ShownSession = Omit<CatalogueSession, 'seatsLeft' | 'availability'>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The action of a session's row, as the lists show it. */
export function catalogueActionOf(row: CatalogueSessionColumns): CatalogueSession['action'] {
  return {
    id: row.action_id,
    name: row.action_name,
    axis: {
      id: row.axis_id,
      number: row.axis_number,
      name: row.axis_name,
      color: row.axis_color,
    },
    type: {
      id: row.type_id,
      name: row.type_name,
      acronym: row.type_acronym,
      membersOnly: row.members_only,
    },
  };
}

/**
 * A session's row as the lists show it, but its seats; `action` when the caller keeps one
 * object per action (the index).
 */
export function shownSessionOf(
  row: CatalogueSessionColumns,
  action: CatalogueSession['action'] = catalogueActionOf(row),
): ShownSession {
  return {
    id: row.id,
    code: row.code,
    startDate: iso(row.start_date),
    endDate: iso(row.end_date),
    modality: row.modality,
    city:
      row.city_id !== null && row.city_name !== null
        ? { id: row.city_id, name: row.city_name }
        : null,
    registrationDeadline: row.registration_deadline ? iso(row.registration_deadline) : null,
    action,
    provider:
      row.provider_id !== null && row.provider_name !== null
        ? { id: row.provider_id, name: row.provider_name }
        : null,
  };
}

export function toCatalogueSession(row: SessionRow, now: Date): CatalogueSession {
  return {
    ...shownSessionOf(row),
    seatsLeft: availableSeats(row.seats, row.taken),
    availability: sessionAvailability(
      { seats: row.seats, taken: row.taken, status: row.status, endDate: row.end_date },
      now,
    ),
  };
}

export const SESSION_COLUMNS = sql`s.id, s.code, s.status, s.start_date, s.end_date, s.modality, s.seats,
  ${takenSeatsSql(sql`s.id`)} as taken, s.registration_deadline,
  c.id as city_id, c.value as city_name,
  a.id as action_id, a.name as action_name,
  x.id as axis_id, x.number as axis_number, x.name as axis_name, x.color as axis_color,
  t.id as type_id, t.name as type_name, t.acronym as type_acronym, t.members_only,
  p.id as provider_id, p.name as provider_name`;
export const SESSION_JOINS = sql`join sessions s on s.id = page.id
  join actions a on a.id = s.action_id
  join action_types t on t.id = a.type_id
  join axes x on x.id = a.axis_id
  left join cities c on c.id = s.city_id
  left join structures p on p.id = a.provider_id`;

/** The catalogue items of `ids`, in the order of `ids`. */
export async function sessionsByIds(db: Database, ids: number[]): Promise<CatalogueSession[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${SESSION_COLUMNS}
    from (select unnest(array[${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}]) as id) page
    ${SESSION_JOINS}`);
  const now = new Date();
  const byId = new Map(
    rowsOf<SessionRow>(result).map((row) => [row.id, toCatalogueSession(row, now)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The action and axis of a session visible to the caller (no date condition), or undefined. */
export async function findVisibleSession(
  db: Database,
  id: number,
  visibility: CatalogueVisibility,
): Promise<{ id: number; actionId: number; axisId: number } | undefined> {
  const result = await db.execute(sql`
    select s.id, s.action_id as "actionId", a.axis_id as "axisId"
    from sessions s
    join actions a on a.id = s.action_id
    where s.id = ${id} and ${sql.join(visibleConditions(visibility), sql` and `)}`);
  return rowsOf<{ id: number; actionId: number; axisId: number }>(result)[0];
}

/** Whether one of `structureIds` is a member structure (members-only action types). */
export async function hasMemberStructure(db: Database, structureIds: number[]): Promise<boolean> {
  if (structureIds.length === 0) return false;
  const result = await db.execute(sql`
    select exists (
      select 1 from structures
      where member and id in (${sql.join(
        structureIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) as member`);
  return rowsOf<{ member: boolean }>(result)[0]?.member === true;
}
