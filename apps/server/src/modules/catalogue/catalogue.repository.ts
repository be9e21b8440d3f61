import {
  availableSeats,
  CATALOGUE_SESSION_STATUSES,
  LAST_PLACES_THRESHOLD,
  PROGRAMME_TIME_ZONE,
  sessionAvailability,
  type Availability,
  type CatalogueQuery,
  type CatalogueSession,
  type SessionStatus,
} from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { foldSql, containsPattern } from '../../lib/crud/fold.js';
import { rowsOf } from '../../db/rows.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';

/*
 * The public catalogue's reads, in SQL written for speed (issue 4: p99 ≤ 50 ms on PostgreSQL at
 * 10 000 sessions and 20 connections). Aliases: `s` sessions, `a` actions, `t` action types,
 * `x` axes, `c` cities, `p` providers. A search filters `sessions` alone (the action-side
 * conditions are small sets of action ids; the text search reads the GIN index of
 * `actions.search_document` once, in a CTE; only stored folded columns are compared, nothing is
 * folded per row), picks the page's ids — in start-date index order without a text — then joins
 * the kept rows to what the list shows, the total counted in the same statement.
 */

/** What the caller may see, decided once per request by the service. */
export interface CatalogueVisibility {
  /** Sessions of members-only action types are shown. */
  membersOnly: boolean;
}

/** Midnight starting a calendar day in Paris, as an instant. */
function parisMidnight(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${PROGRAMME_TIME_ZONE})`;
}

const visibleStatuses = sql.join(
  CATALOGUE_SESSION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * A session the caller may see in the catalogue, on `s` alone: published, in a shown status, and
 * not of an action whose type is switched off or members-only (unless the caller sees those). The
 * hidden actions are few: a small hashed set, and no join of every session to its action.
 */
function visibleConditions(visibility: CatalogueVisibility): SQL[] {
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
 * Where the catalogue's default list starts: now, or the 1st of January (Paris) of the current
 * public year when the admin has moved it ahead, so that next year's programme is what visitors
 * see first once it is announced. Read in the statement: no extra round trip.
 */
const publicProgrammeStartSql = sql`greatest(now(), (
  select make_timestamptz(p.current_public_year, 1, 1, 0, 0, 0, ${PROGRAMME_TIME_ZONE})
  from year_parameters p order by p.created_at desc, p.id desc limit 1
))`;

/** Seats left of `s` compared with an availability level (the shared thresholds). */
function availabilityCondition(availability: Availability): SQL {
  const left = sql`(s.seats - ${takenSeatsSql(sql`s.id`)})`;
  switch (availability) {
    case 'FULL':
      return sql`${left} <= 0`;
    case 'LAST_PLACES':
      return sql`${left} between 1 and ${LAST_PLACES_THRESHOLD}`;
    case 'AVAILABLE':
      return sql`${left} > ${LAST_PLACES_THRESHOLD}`;
  }
}

/**
 * The WHERE of a search, on `s` alone (the action's axis and type, and the text matches of the
 * CTE `matched`, as small sets of action ids), so that counting is one pass over `sessions`.
 */
function searchConditions(query: CatalogueFilters, visibility: CatalogueVisibility): SQL {
  const conditions = visibleConditions(visibility);
  // Unless a start day is asked for, the current public year's programme to come (decision
  // 064); past sessions are searched by dates.
  conditions.push(
    query.from !== undefined
      ? sql`s.start_date >= ${parisMidnight(query.from)}`
      : sql`s.start_date >= ${publicProgrammeStartSql}`,
  );
  if (query.to !== undefined) conditions.push(sql`s.start_date < ${parisMidnight(query.to, 1)}`);
  const ofAction = [
    query.axisId !== undefined ? sql`fa.axis_id = ${query.axisId}` : undefined,
    query.typeId !== undefined ? sql`fa.type_id = ${query.typeId}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (ofAction.length > 0) {
    conditions.push(
      sql`s.action_id in (select fa.id from actions fa where ${sql.join(ofAction, sql` and `)})`,
    );
  }
  if (query.cityId !== undefined) conditions.push(sql`s.city_id = ${query.cityId}`);
  if (query.modality !== undefined) conditions.push(sql`s.modality = ${query.modality}`);
  if (query.q !== undefined) {
    const pattern = foldSql(sql`${containsPattern(query.q)}::text`);
    conditions.push(sql`(s.action_id in (select matched.id from matched)
      or s.code_folded like ${pattern}
      or s.city_id in (select c.id from cities c where c.value_folded like ${pattern}))`);
  }
  // Last: a count of registrations per remaining session.
  if (query.availability !== undefined) conditions.push(availabilityCondition(query.availability));
  return sql.join(conditions, sql` and `);
}

export type CatalogueFilters = Omit<CatalogueQuery, 'page' | 'pageSize'>;

/**
 * The pieces of a search's statement; the page ranks by the text matches when `q` is given.
 * `ranked`: the page's order is not the start-date index's, so picking the page reads every
 * matching session anyway.
 */
function searchParts(query: CatalogueFilters, visibility: CatalogueVisibility) {
  const where = searchConditions(query, visibility);
  if (query.q === undefined) {
    return {
      with: sql``,
      pageFrom: sql`sessions s`,
      where,
      rank: sql`0::real`,
      order: sql`s.start_date, s.id`,
      ranked: false,
    };
  }
  // The text matches: actions whose folded French document matches the folded query (GIN
  // index), ranked once each (`ts_rank`: the name weighs most).
  const rank = sql`coalesce(m.rank, 0)`;
  return {
    with: sql`with matched as materialized (
      select x.id, ts_rank(x.search_document, tsq.query) as rank
      from actions x, websearch_to_tsquery('french', ${foldSql(sql`${query.q}::text`)}) tsq(query)
      where x.search_document @@ tsq.query
    )`,
    pageFrom: sql`sessions s left join matched m on m.id = s.action_id`,
    where,
    rank,
    order: sql`${rank} desc, s.start_date, s.id`,
    ranked: true,
  };
}

type SearchParts = ReturnType<typeof searchParts>;

const countOf = (parts: SearchParts) =>
  sql`(select count(*)::int from sessions s where ${parts.where})`;

/**
 * The statement of a page of the search, in order (relevance when `q` is given, then start
 * date). The page's ids are picked first — without `q`, in the order of the start-date index,
 * stopping at the page — then the kept rows are joined to what the list shows. The total, when
 * asked: a window count while picking a ranked page (it reads every match anyway), else an
 * uncorrelated sub-select (one more pass over the sessions, but the page still stops early).
 */
function pageStatement(
  parts: SearchParts,
  paging: { limit: number; offset: number },
  withTotal: boolean,
): SQL {
  const windowTotal = withTotal && parts.ranked;
  const total = windowTotal ? sql`page.total` : withTotal ? countOf(parts) : sql`null::int`;
  return sql`
    ${parts.with}
    select ${SESSION_COLUMNS}, ${total} as total
    from (
      select s.id, s.start_date, ${parts.rank} as rank
        ${windowTotal ? sql`, count(*) over ()::int as total` : sql``}
      from ${parts.pageFrom}
      where ${parts.where}
      order by ${parts.order}
      limit ${paging.limit} offset ${paging.offset}
    ) page
    ${SESSION_JOINS}
    order by page.rank desc, page.start_date, page.id`;
}

/** A page of the search with the number matching: one statement (two past the last page). */
export async function searchSessionPage(
  db: Database,
  query: CatalogueFilters,
  visibility: CatalogueVisibility,
  paging: { limit: number; offset: number },
): Promise<{ items: CatalogueSession[]; total: number }> {
  const parts = searchParts(query, visibility);
  const rows = rowsOf<SessionRow & { total: number }>(
    await db.execute(pageStatement(parts, paging, true)),
  );
  const now = new Date();
  if (rows.length > 0) {
    return { items: rows.map((row) => toCatalogueSession(row, now)), total: rows[0]!.total };
  }
  if (paging.offset === 0) return { items: [], total: 0 };
  // Past the last page: the count alone.
  const counted = await db.execute(sql`${parts.with} select ${countOf(parts)} as total`);
  return { items: [], total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0 };
}

/** The first sessions of the search, without counting them all (the home page's next sessions). */
export async function searchSessionItems(
  db: Database,
  query: CatalogueFilters,
  visibility: CatalogueVisibility,
  limit: number,
): Promise<CatalogueSession[]> {
  const statement = pageStatement(searchParts(query, visibility), { limit, offset: 0 }, false);
  const now = new Date();
  return rowsOf<SessionRow>(await db.execute(statement)).map((row) => toCatalogueSession(row, now));
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

interface SessionRow {
  id: number;
  code: string;
  status: SessionStatus;
  start_date: Date | string;
  end_date: Date | string;
  modality: CatalogueSession['modality'];
  seats: number;
  taken: number;
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

const iso = (value: Date | string) => new Date(value).toISOString();

function toCatalogueSession(row: SessionRow, now: Date): CatalogueSession {
  const seatsLeft = availableSeats(row.seats, row.taken);
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
    seatsLeft,
    availability: sessionAvailability(
      { seats: row.seats, taken: row.taken, status: row.status, endDate: row.end_date },
      now,
    ),
    registrationDeadline: row.registration_deadline ? iso(row.registration_deadline) : null,
    action: {
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
    },
    provider:
      row.provider_id !== null && row.provider_name !== null
        ? { id: row.provider_id, name: row.provider_name }
        : null,
  };
}

/** What a catalogue item shows, from the rows `page` (ids) joined by SESSION_JOINS. */
const SESSION_COLUMNS = sql`s.id, s.code, s.status, s.start_date, s.end_date, s.modality, s.seats,
  ${takenSeatsSql(sql`s.id`)} as taken, s.registration_deadline,
  c.id as city_id, c.value as city_name,
  a.id as action_id, a.name as action_name,
  x.id as axis_id, x.number as axis_number, x.name as axis_name, x.color as axis_color,
  t.id as type_id, t.name as type_name, t.acronym as type_acronym, t.members_only,
  p.id as provider_id, p.name as provider_name`;
const SESSION_JOINS = sql`join sessions s on s.id = page.id
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
