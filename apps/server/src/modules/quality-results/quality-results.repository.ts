import {
  HELD_SESSION_STATUSES,
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
 * The counts behind the published quality results (decision 079), added up per action over the
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

const emptySums = (): QualitySums => ({
  trained: 0,
  completed: 0,
  answers: 0,
  satisfaction: [0, 0, 0, 0, 0],
  themes: {},
});

const starsOf = (row: StarsRow) => [row.s1, row.s2, row.s3, row.s4, row.s5].map(Number);

interface StarsRow {
  training: string;
  theme: string;
  satisfaction: boolean;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

/**
 * The sums of each training of `scope` (keyed by its folded name) that had a session held and
 * ended in `period`.
 */
export async function sumQualityByTraining(
  db: Executor,
  scope: QualityScope,
  period: QualityPeriod,
): Promise<Map<string, QualitySums>> {
  const where = sessionsOf(scope, period);
  const [trainees, answers, stars] = await Promise.all([
    db.execute(sql`select a.name_folded as training,
        count(*) filter (where r.status in (${list(SURVEY_TRAINEE_STATUSES)}))::int as trained,
        count(*) filter (where r.status = 'PRESENT')::int as completed
      from sessions s join actions a on a.id = s.action_id
      left join registrations r on r.session_id = s.id
      where ${where} group by 1`),
    db.execute(sql`select a.name_folded as training, coalesce(sum(c.filled), 0)::int as answers
      from session_surveys ss join sessions s on s.id = ss.session_id
      join actions a on a.id = s.action_id
      left join survey_sheet_counts c on c.session_survey_id = ss.id
      where ss.kind = 'HOT' and ss.status = 'CLOSED' and ${where} group by 1`),
    db.execute(sql`select a.name_folded as training, t.theme,
        (t.question_key = ${SATISFACTION_QUESTION_KEY}) as satisfaction,
        sum(t.stars1)::int as s1, sum(t.stars2)::int as s2, sum(t.stars3)::int as s3,
        sum(t.stars4)::int as s4, sum(t.stars5)::int as s5
      from survey_rating_totals t join session_surveys ss on ss.id = t.session_survey_id
      join sessions s on s.id = ss.session_id join actions a on a.id = s.action_id
      where ss.kind = 'HOT' and ss.status = 'CLOSED' and ${where}
      group by 1, 2, 3`),
  ]);
  const sums = new Map<string, QualitySums>();
  const of = (training: string) => {
    let found = sums.get(training);
    if (!found) sums.set(training, (found = emptySums()));
    return found;
  };
  for (const row of rowsOf<{ training: string; trained: number; completed: number }>(trainees)) {
    const found = of(row.training);
    found.trained = Number(row.trained);
    found.completed = Number(row.completed);
  }
  for (const row of rowsOf<{ training: string; answers: number }>(answers)) {
    of(row.training).answers = Number(row.answers);
  }
  for (const row of rowsOf<StarsRow>(stars)) {
    const found = of(row.training);
    const counts = starsOf(row);
    const theme = found.themes[row.theme] ?? [0, 0, 0, 0, 0];
    found.themes[row.theme] = theme.map((count, index) => count + counts[index]!);
    if (row.satisfaction) found.satisfaction = counts;
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
