import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';
import { visibleConditions } from './catalogue.repository.js';

/**
 * The session sheets a sitemap lists (decision 076): those an anonymous visitor finds in the
 * catalogue and that have not started, by start, with when each last changed.
 */
export async function selectSitemapSessions(
  db: Executor,
): Promise<{ id: number; updated_at: Date | string }[]> {
  const conditions = [...visibleConditions({ membersOnly: false }), sql`s.start_date >= now()`];
  const result = await db.execute(sql`
    select s.id, greatest(s.updated_at, a.updated_at) as updated_at
    from sessions s
    join actions a on a.id = s.action_id
    where ${sql.join(conditions, sql` and `)}
    order by s.start_date, s.id`);
  return rowsOf(result);
}
