import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  actions,
  cities,
  sessions,
  structures,
  type Action,
  type Session,
} from '../../db/schema/index.js';
import { selectSessionsWithAction, selectStructureOptions } from '../../lib/query-joins.js';

/** A row lock taken until the transaction ends: `update` to change the row, `share` to keep it. */
export type RowLock = 'update' | 'share';

export async function findAction(
  db: Executor,
  id: number,
  lock?: RowLock,
): Promise<Action | undefined> {
  const query = db.select().from(actions).where(eq(actions.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** A session with what its reach and its mails need of its action and city. */
export interface SessionInContext extends Session {
  /** Its action's provider: who reaches the session. */
  providerId: number | null;
  actionName: string;
  cityName: string | null;
}

/** The session `id`; `lock` locks the session row only. */
export async function findSession(
  db: Executor,
  id: number,
  lock?: RowLock,
): Promise<SessionInContext | undefined> {
  const query = selectSessionsWithAction(db, {
    session: sessions,
    providerId: actions.providerId,
    actionName: actions.name,
    cityName: cities.value,
  })
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .where(eq(sessions.id, id));
  const [row] = lock ? await query.for(lock, { of: sessions }) : await query;
  return (
    row && {
      ...row.session,
      providerId: row.providerId,
      actionName: row.actionName,
      cityName: row.cityName,
    }
  );
}

/** The status of the session `id`, its row share-locked until the transaction ends. */
export async function shareLockSessionStatus(
  db: Executor,
  id: number,
): Promise<Session['status'] | undefined> {
  const [row] = await db
    .select({ status: sessions.status })
    .from(sessions)
    .where(eq(sessions.id, id))
    .for('share');
  return row?.status;
}

export async function findStructure(db: Executor, id: number) {
  const [row] = await selectStructureOptions(db).where(eq(structures.id, id));
  return row;
}
