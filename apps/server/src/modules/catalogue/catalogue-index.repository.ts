import { CATALOGUE_SESSION_STATUSES, PROGRAMME_TIME_ZONE } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf, toDate } from '../../db/rows.js';
import { foldSql } from '../../lib/crud/fold.js';
import { registrations } from '../../db/schema/index.js';
import { seatTakingSql } from '../../lib/taken-seats.js';
import type { CatalogueSessionColumns } from './catalogue.repository.js';

/*
 * The statements of the catalogue's index (decision 069): everything the lists show of the
 * sessions the catalogue may list, read at once when the index is built, with the programme's
 * version (`catalogue_version`, counted by triggers on every write to what the lists show); per
 * search, that version again and the text's matches among the actions (PostgreSQL's French
 * dictionary and ranking, through the GIN index of `actions.search_document`), in one
 * statement; the seats taken, read again every few seconds.
 */

/** The programme's version, as text (a bigint). */
const versionSql = sql`(select v.version::text from catalogue_version v)`;

const visibleStatuses = sql.join(
  CATALOGUE_SESSION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** A session the catalogue may list to someone, as the index keeps it. */
export interface IndexedSessionRow extends CatalogueSessionColumns {
  code_folded: string | null;
  city_folded: string | null;
}

/** What the index is built from, read in one statement (one snapshot of the database). */
export interface IndexSource {
  /** The programme's version the rows are of. */
  version: string;
  /** The 1st of January (Paris) of the current public year (decision 064), ms; null without. */
  publicYearStart: number | null;
  rows: IndexedSessionRow[];
}

/**
 * Every published session in a status the catalogue shows, of an action type that is switched
 * on (members-only ones included: whether they are shown depends on who asks), past ones
 * included (a search by dates reaches them), in the catalogue's date order; with the version of
 * the programme they are and the start of the public year, in the same statement.
 */
export async function indexSource(db: Database): Promise<IndexSource> {
  const result = await db.execute(sql`
    select v.version, v.year_start, r.*
    from (
      select ${versionSql} as version, (
        select make_timestamptz(p.current_public_year, 1, 1, 0, 0, 0, ${PROGRAMME_TIME_ZONE})
        from year_parameters p order by p.created_at desc, p.id desc limit 1
      ) as year_start
    ) v
    left join lateral (
    select s.id, s.code, s.code_folded, s.status, s.start_date, s.end_date, s.modality, s.seats,
      s.registration_deadline,
      c.id as city_id, c.value as city_name, c.value_folded as city_folded,
      a.id as action_id, a.name as action_name,
      x.id as axis_id, x.number as axis_number, x.name as axis_name, x.color as axis_color,
      t.id as type_id, t.name as type_name, t.acronym as type_acronym, t.members_only,
      p.id as provider_id, p.name as provider_name
    from sessions s
    join actions a on a.id = s.action_id
    join action_types t on t.id = a.type_id
    join axes x on x.id = a.axis_id
    left join cities c on c.id = s.city_id
    left join structures p on p.id = a.provider_id
    where s.published and s.status in (${visibleStatuses}) and t.disabled_at is null
    ) r on true
    order by r.start_date, r.id`);
  const rows = rowsOf<IndexedSessionRow & { version: string; year_start: Date | string | null }>(
    result,
  );
  const first = rows[0]!;
  return {
    version: first.version,
    publicYearStart: first.year_start ? toDate(first.year_start).getTime() : null,
    // Without any session, the one row holds the version alone.
    rows: first.id === null ? [] : rows,
  };
}

/** Seats taken (off the waiting list) per published session that has any. */
export async function takenSeatsBySession(db: Database): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select ${registrations.sessionId} as id, count(*)::int as taken
    from ${registrations} join sessions s on s.id = ${registrations.sessionId}
    where s.published and ${seatTakingSql}
    group by ${registrations.sessionId}`);
  return new Map(rowsOf<{ id: number; taken: number }>(result).map((row) => [row.id, row.taken]));
}

/** What a text search matches besides the sessions' codes and cities. */
export interface TextMatches {
  /** The text folded as the stored folded columns are (no accents, lower case). */
  folded: string;
  /** Rank of each matching action (`ts_rank`: the name weighs most). */
  ranks: Map<number, number>;
}

/** What a search reads from the database: the programme's version, the text's matches. */
export interface SearchInputs {
  version: string;
  /** Null without a text. */
  text: TextMatches | null;
}

/**
 * The programme's version and, given a text, the actions whose French document matches it
 * folded (GIN index), ranked once each, with the folded text itself (folded by the database as
 * its columns were): one statement.
 */
export async function searchInputs(db: Database, text: string | undefined): Promise<SearchInputs> {
  if (text === undefined) {
    const result = await db.execute(sql`select ${versionSql} as version`);
    return { version: rowsOf<{ version: string }>(result)[0]!.version, text: null };
  }
  const result = await db.execute(sql`
    select ${versionSql} as version, f.folded, m.id, m.rank
    from (select ${foldSql(sql`${text}::text`)} as folded) f
    left join lateral (
      select x.id, ts_rank(x.search_document, tsq.query) as rank
      from actions x, websearch_to_tsquery('french', f.folded) tsq(query)
      where x.search_document @@ tsq.query
    ) m on true`);
  const rows = rowsOf<{
    version: string;
    folded: string;
    id: number | null;
    rank: number | string | null;
  }>(result);
  const ranks = new Map<number, number>();
  for (const row of rows) if (row.id !== null) ranks.set(row.id, Number(row.rank));
  const first = rows[0]!;
  return { version: first.version, text: { folded: first.folded, ranks } };
}
