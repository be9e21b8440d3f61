import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { actions, actionTypes, axes, structures } from '../db/schema/index.js';

/*
 * The choices of a list's action filters: the years, axes, types and providers of the actions
 * matching `where` (a condition on `actions`), each once.
 */

type Db = Pick<Executor, 'selectDistinct'>;

/** The years, latest first. */
export async function selectActionYears(db: Db, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: actions.year })
    .from(actions)
    .where(where)
    .orderBy(desc(actions.year));
  return rows.map((row) => row.year);
}

/** The axes, by number. */
export function selectActionAxes(db: Db, where: SQL | undefined) {
  return db
    .selectDistinct({ id: axes.id, number: axes.number, name: axes.name })
    .from(actions)
    .innerJoin(axes, eq(axes.id, actions.axisId))
    .where(where)
    .orderBy(asc(axes.number));
}

/** The action types, by name. */
export function selectActionTypes(db: Db, where: SQL | undefined) {
  return db
    .selectDistinct({ id: actionTypes.id, name: actionTypes.name })
    .from(actions)
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .where(where)
    .orderBy(asc(actionTypes.name));
}

/** The providers, by name. */
export function selectActionProviders(db: Db, where: SQL | undefined) {
  return db
    .selectDistinct({ id: structures.id, name: structures.name })
    .from(actions)
    .innerJoin(structures, eq(structures.id, actions.providerId))
    .where(where)
    .orderBy(asc(structures.name), asc(structures.id));
}
