import { sql, type SQL } from 'drizzle-orm';

/*
 * A training, whatever its programme year (decisions 078 and 079): the yearly programme repeats
 * an action as a new one each year, so "the same training" is an action of the same provider with
 * the same name, accents and case aside (`name_folded`). The `sessions_favorite_alerts` trigger
 * (migration 0031) writes the same condition in SQL.
 */

/** Whether the actions aliased `a` and `b` in a query are the same training. */
export function sameTrainingSql(a: string, b: string): SQL {
  const alias = (name: string) => (/^[a-z_]+$/.test(name) ? name : '');
  const [x, y] = [alias(a), alias(b)];
  if (!x || !y) throw new Error(`Invalid action aliases: ${a}, ${b}`);
  return sql.raw(
    `${x}.provider_id is not distinct from ${y}.provider_id and ${x}.name_folded = ${y}.name_folded`,
  );
}
