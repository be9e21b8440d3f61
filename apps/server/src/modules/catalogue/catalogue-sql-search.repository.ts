import {
  LAST_PLACES_THRESHOLD,
  PROGRAMME_TIME_ZONE,
  type Availability,
  type CatalogueSession,
} from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { containsPattern, foldSql } from '../../lib/crud/fold.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';
import {
  SESSION_COLUMNS,
  SESSION_JOINS,
  toCatalogueSession,
  visibleConditions,
  type CatalogueFilters,
  type CatalogueVisibility,
  type SessionRow,
} from './catalogue.repository.js';

/*
 * The catalogue's search in SQL, as it answered before the index (decisions 018, 064 and 069):
 * kept as the tests' oracle, the index must answer exactly what it answers. The portal does not
 * use it. A search filters `sessions` alone (the action-side conditions are small sets of action
 * ids; the text search reads the GIN index of `actions.search_document` once, in a CTE), picks
 * the page's ids, then joins the kept rows to what the list shows, the total counted in the same
 * statement.
 */

/** Midnight starting a calendar day in Paris, as an instant. */
function parisMidnight(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${PROGRAMME_TIME_ZONE})`;
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
