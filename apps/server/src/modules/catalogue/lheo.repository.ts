import type { Modality } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';
import { visibleConditions } from './catalogue.repository.js';

/*
 * The reads and the one write of the LHÉO feed (decision 075): the sessions it may carry, with
 * their action, provider, referent and room, in one statement; when the feed was read.
 * Aliases as in catalogue.repository.ts: `s` sessions, `a` actions, `p` providers.
 */

/** A session of the public catalogue to come, with what the feed writes of it. */
export interface LheoRow {
  session_id: number;
  session_code: string;
  start_date: Date | string;
  end_date: Date | string;
  modality: Modality;
  registration_deadline: Date | string | null;
  room_name: string | null;
  room_address: string | null;
  room_zip_code: string | null;
  room_city: string | null;
  action_id: number;
  action_name: string;
  action_year: number;
  action_updated_at: Date | string;
  goal: string;
  expected_results: string;
  description: string;
  public: string;
  certifying: boolean;
  entry_level: string | null;
  entry_level_required: boolean;
  rhythm: string;
  prerequisites: string;
  public_codes: string[];
  formacodes: string[];
  amount_hours: string | null;
  referent_given_name: string | null;
  referent_family_name: string | null;
  referent_email: string | null;
  provider_id: number | null;
  provider_name: string | null;
  provider_siret: string | null;
  provider_activity_number: string | null;
  provider_address: string | null;
  provider_zip_code: string | null;
  provider_city: string | null;
  provider_phone: string | null;
  provider_email: string | null;
  provider_manager_name: string | null;
}

/**
 * Every session an anonymous visitor finds in the catalogue and that has not started, by action
 * then start: what the feed may carry.
 */
export async function selectLheoRows(db: Executor): Promise<LheoRow[]> {
  const conditions = [...visibleConditions({ membersOnly: false }), sql`s.start_date >= now()`];
  const result = await db.execute(sql`
    select s.id as session_id, s.code as session_code, s.start_date, s.end_date, s.modality,
      s.registration_deadline,
      r.name as room_name, r.address as room_address, r.zip_code as room_zip_code,
      r.city as room_city,
      a.id as action_id, a.name as action_name, a.year as action_year,
      a.updated_at as action_updated_at, a.goal, a.expected_results, a.description, a.public,
      a.certifying, a.entry_level, a.entry_level_required, a.rhythm, a.prerequisites,
      a.public_codes, a.formacodes, a.amount_hours::text as amount_hours,
      u.given_name as referent_given_name, u.family_name as referent_family_name,
      u.email as referent_email,
      p.id as provider_id, p.name as provider_name, p.siret as provider_siret,
      p.activity_number as provider_activity_number, p.address as provider_address,
      p.zip_code as provider_zip_code, p.city as provider_city, p.phone as provider_phone,
      p.email as provider_email, p.manager_name as provider_manager_name
    from sessions s
    join actions a on a.id = s.action_id
    left join structures p on p.id = a.provider_id
    left join users u on u.id = a.referent_id
    left join rooms r on r.id = s.room_id
    where ${sql.join(conditions, sql` and `)}
    order by a.id, s.start_date, s.id`);
  return rowsOf<LheoRow>(result);
}

/** Counts one read of `feed`, now. */
export async function recordFeedRead(db: Executor, feed: string): Promise<void> {
  await db.execute(sql`
    insert into feed_reads (feed, last_read_at, read_count) values (${feed}, now(), 1)
    on conflict (feed) do update
      set last_read_at = now(), read_count = feed_reads.read_count + 1`);
}

/** When `feed` was last read and how many times, or undefined if never. */
export async function selectFeedRead(
  db: Executor,
  feed: string,
): Promise<{ lastReadAt: Date; readCount: number } | undefined> {
  const result = await db.execute(sql`
    select last_read_at, read_count::int as read_count from feed_reads where feed = ${feed}`);
  const [row] = rowsOf<{ last_read_at: Date | string; read_count: number }>(result);
  return row && { lastReadAt: new Date(row.last_read_at), readCount: row.read_count };
}
