import {
  addStars,
  emptyQualitySums,
  HELD_SESSION_STATUSES,
  NO_STARS,
  SATISFACTION_QUESTION_KEY,
  SURVEY_TRAINEE_STATUSES,
  type QualityPeriod,
  type QualitySums,
} from '@passerelle/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';
import { sameTrainingSql } from '../../lib/same-training.js';

/*
 * The counts behind the published quality results (decision 079), added up per training over the
 * sessions held that ended in a period. Ratios are the shared `qualityResultsOf`'s.
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Which trainings: the one of an action, or every one of a provider. A training is what an action
 * offers whatever its programme year: the actions of the same provider with the same name
 * (folded: accents and case aside), as the yearly programme repeats them.
 */
export type QualityScope = { actionId: number } | { providerId: number };

/** The sessions counted, on `s` joined to its action `a`. */
function sessionsOf(scope: QualityScope, period: QualityPeriod): SQL {
  const which =
    'actionId' in scope
      ? sql`exists (select 1 from actions ref
          where ref.id = ${scope.actionId} and ${sameTrainingSql('ref', 'a')})`
      : sql`a.provider_id = ${scope.providerId}`;
  return sql`${which} and s.status in (${list(HELD_SESSION_STATUSES)})
    and s.end_date >= ${period.from.toISOString()}::timestamptz
    and s.end_date < ${period.to.toISOString()}::timestamptz`;
}

interface SumsRow {
  /** `trainees`, `answers` or `stars`: what the numbers are. */
  part: 'trainees' | 'answers' | 'stars';
  training: string;
  theme: string | null;
  satisfaction: boolean | null;
  /** trainees: trained, completed; answers: answers; stars: 1 to 5 stars. */
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
}

/**
 * The sums of each training of `scope` (keyed by its folded name) that had a session held and
 * ended in `period`, in one statement: the trainees of those sessions, then from their closed
 * satisfaction surveys the answers and the stars per theme.
 */
export async function sumQualityByTraining(
  db: Executor,
  scope: QualityScope,
  period: QualityPeriod,
): Promise<Map<string, QualitySums>> {
  const result = await db.execute(sql`with counted as (
      select s.id, a.name_folded as training from sessions s join actions a on a.id = s.action_id
      where ${sessionsOf(scope, period)}),
    surveys as (
      select ss.id, c.training from session_surveys ss join counted c on c.id = ss.session_id
      where ss.kind = 'HOT' and ss.status = 'CLOSED')
    select 'trainees' as part, c.training, null as theme, null::boolean as satisfaction,
        count(r.id) filter (where r.status in (${list(SURVEY_TRAINEE_STATUSES)}))::int as n1,
        count(r.id) filter (where r.status = 'PRESENT')::int as n2, 0 as n3, 0 as n4, 0 as n5
      from counted c left join registrations r on r.session_id = c.id group by c.training
    union all
    select 'answers', v.training, null, null, coalesce(sum(sc.filled), 0)::int, 0, 0, 0, 0
      from surveys v left join survey_sheet_counts sc on sc.session_survey_id = v.id
      group by v.training
    union all
    select 'stars', v.training, t.theme, t.question_key = ${SATISFACTION_QUESTION_KEY},
        sum(t.stars1)::int, sum(t.stars2)::int, sum(t.stars3)::int, sum(t.stars4)::int,
        sum(t.stars5)::int
      from surveys v join survey_rating_totals t on t.session_survey_id = v.id
      group by 1, 2, 3, 4`);
  const sums = new Map<string, QualitySums>();
  for (const row of rowsOf<SumsRow>(result)) {
    let found = sums.get(row.training);
    if (!found) sums.set(row.training, (found = emptyQualitySums()));
    const numbers = [row.n1, row.n2, row.n3, row.n4, row.n5].map(Number);
    if (row.part === 'trainees') [found.trained, found.completed] = numbers as [number, number];
    else if (row.part === 'answers') found.answers = numbers[0]!;
    else {
      found.themes[row.theme!] = addStars(found.themes[row.theme!] ?? NO_STARS, numbers);
      if (row.satisfaction) found.satisfaction = numbers;
    }
  }
  return sums;
}

/** A provider's trainings by folded name: the latest year's action of each, its id and name. */
export async function latestActionsOf(
  db: Executor,
  providerId: number,
): Promise<Map<string, { id: number; name: string }>> {
  const result = await db.execute(sql`select distinct on (name_folded) name_folded, id, name
    from actions where provider_id = ${providerId}
    order by name_folded, year desc, id desc`);
  return new Map(
    rowsOf<{ name_folded: string; id: number; name: string }>(result).map((row) => [
      row.name_folded,
      { id: row.id, name: row.name },
    ]),
  );
}
