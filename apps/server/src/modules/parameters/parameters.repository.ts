import { PARAMETERS_HISTORY_LIMIT } from '@passerelle/shared';
import { asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { users, yearParameters, yearQuotas } from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

/** Who made a change, as one column: null once the account is gone. */
const author = {
  authorId: users.id,
  authorName: sql<string | null>`${users.givenName} || ' ' || ${users.familyName}`,
};

export interface YearParametersRow {
  id: number;
  currentPublicYear: number;
  createdAt: Date;
  authorId: number | null;
  authorName: string | null;
}

export interface YearQuotaRow {
  id: number;
  year: number;
  maxActionAmount: number;
  maxActionTypeAmount: number;
  createdAt: Date;
  authorId: number | null;
  authorName: string | null;
}

const parametersColumns = {
  id: yearParameters.id,
  currentPublicYear: yearParameters.currentPublicYear,
  createdAt: yearParameters.createdAt,
  ...author,
};

const quotaColumns = {
  id: yearQuotas.id,
  year: yearQuotas.year,
  maxActionAmount: yearQuotas.maxActionAmount,
  maxActionTypeAmount: yearQuotas.maxActionTypeAmount,
  createdAt: yearQuotas.createdAt,
  ...author,
};

/** Changes of the public year, newest first (the first is in force). */
export async function listYearParameters(
  db: Executor,
  limit = PARAMETERS_HISTORY_LIMIT,
): Promise<YearParametersRow[]> {
  return db
    .select(parametersColumns)
    .from(yearParameters)
    .leftJoin(users, eq(users.id, yearParameters.changedById))
    .orderBy(desc(yearParameters.createdAt), desc(yearParameters.id))
    .limit(limit);
}

export async function insertYearParameters(
  db: Executor,
  values: { currentPublicYear: number; changedById: number },
): Promise<number> {
  const [row] = await db.insert(yearParameters).values(values).returning({ id: yearParameters.id });
  if (!row) throw new Error('The year parameters row was not written.');
  return row.id;
}

/** The newest change of each year, latest year first. */
export async function listQuotasInForce(db: Executor, year?: number): Promise<YearQuotaRow[]> {
  return db
    .selectDistinctOn([yearQuotas.year], quotaColumns)
    .from(yearQuotas)
    .leftJoin(users, eq(users.id, yearQuotas.changedById))
    .where(year === undefined ? undefined : eq(yearQuotas.year, year))
    .orderBy(desc(yearQuotas.year), desc(yearQuotas.createdAt), desc(yearQuotas.id));
}

/** Changes of the quotas (of one year, or all), newest first. */
export async function listQuotaChanges(
  db: Executor,
  year?: number,
  limit = PARAMETERS_HISTORY_LIMIT,
): Promise<YearQuotaRow[]> {
  return db
    .select(quotaColumns)
    .from(yearQuotas)
    .leftJoin(users, eq(users.id, yearQuotas.changedById))
    .where(year === undefined ? undefined : eq(yearQuotas.year, year))
    .orderBy(desc(yearQuotas.createdAt), desc(yearQuotas.id))
    .limit(limit);
}

/**
 * The newest row of the closest year to `year` on one side: `earlier` looks at `year` and the
 * years before it (closest first), otherwise the years after it (closest first).
 */
export async function findClosestQuota(
  db: Executor,
  year: number,
  side: 'earlier' | 'later',
): Promise<{ year: number; maxActionAmount: number; maxActionTypeAmount: number } | undefined> {
  const where: SQL = side === 'earlier' ? lte(yearQuotas.year, year) : gt(yearQuotas.year, year);
  const [row] = await db
    .select({
      year: yearQuotas.year,
      maxActionAmount: yearQuotas.maxActionAmount,
      maxActionTypeAmount: yearQuotas.maxActionTypeAmount,
    })
    .from(yearQuotas)
    .where(where)
    .orderBy(
      side === 'earlier' ? desc(yearQuotas.year) : asc(yearQuotas.year),
      desc(yearQuotas.createdAt),
      desc(yearQuotas.id),
    )
    .limit(1);
  return row;
}

export async function insertYearQuota(
  db: Executor,
  values: {
    year: number;
    maxActionAmount: number;
    maxActionTypeAmount: number;
    changedById: number;
  },
): Promise<void> {
  await db.insert(yearQuotas).values(values);
}
