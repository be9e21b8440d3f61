import type {
  ChangeAuthor,
  QuotaInForce,
  YearParameters,
  YearQuota,
  YearQuotas,
  YearQuotaUpdate,
} from '@passerelle/shared';
import {
  findClosestQuota,
  insertYearParameters,
  insertYearQuota,
  listQuotaChanges,
  listQuotasInForce,
  listYearParameters,
  type YearParametersRow,
  type YearQuotaRow,
} from './parameters.repository.js';
import type { Executor } from '../../db/executor.js';

/*
 * The programme's parameters (spec §3, decisions.md "Quotas"): the current public year and the
 * yearly quotas. Every save adds a row (author, date); the newest row is in force and the older
 * ones are its history. Other modules read the values through `currentPublicYear` and `quotaFor`.
 */

function authorOf(row: { authorId: number | null; authorName: string | null }): ChangeAuthor {
  return row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' };
}

function toYearParameters(row: YearParametersRow): YearParameters {
  return {
    id: row.id,
    currentPublicYear: row.currentPublicYear,
    changedAt: row.createdAt.toISOString(),
    changedBy: authorOf(row),
  };
}

function toYearQuota(row: YearQuotaRow): YearQuota {
  return {
    id: row.id,
    year: row.year,
    maxActionAmount: row.maxActionAmount,
    maxActionTypeAmount: row.maxActionTypeAmount,
    changedAt: row.createdAt.toISOString(),
    changedBy: authorOf(row),
  };
}

/** The public year in force with who set it and when; null before the first setting. */
export async function getCurrentYearParameters(db: Executor): Promise<YearParameters | null> {
  const [row] = await listYearParameters(db, 1);
  return row ? toYearParameters(row) : null;
}

/** The current public year alone (catalogue and programming defaults); null when never set. */
export async function currentPublicYear(db: Executor): Promise<number | null> {
  return (await getCurrentYearParameters(db))?.currentPublicYear ?? null;
}

export async function yearParametersHistory(db: Executor): Promise<YearParameters[]> {
  return (await listYearParameters(db)).map(toYearParameters);
}

/**
 * Sets the public year: a new row in the history. Saving the value already in force changes
 * nothing and adds no row (the history lists changes, not saves).
 */
export async function setCurrentPublicYear(
  db: Executor,
  currentPublicYear: number,
  userId: number,
): Promise<YearParameters> {
  const current = await getCurrentYearParameters(db);
  if (current?.currentPublicYear === currentPublicYear) return current;
  await insertYearParameters(db, { currentPublicYear, changedById: userId });
  const saved = await getCurrentYearParameters(db);
  if (!saved) throw new Error('The year parameters just written are missing.');
  return saved;
}

/**
 * The quotas that apply to registrations on sessions starting in `year`: that year's own
 * (newest change), else those of the closest earlier year that has some (quotas carry over
 * until changed), else those of the closest later year; null when no quota was ever set —
 * then no quota applies.
 */
export async function quotaFor(db: Executor, year: number): Promise<QuotaInForce | null> {
  const row =
    (await findClosestQuota(db, year, 'earlier')) ?? (await findClosestQuota(db, year, 'later'));
  if (!row) return null;
  return {
    year,
    sourceYear: row.year,
    maxActionAmount: row.maxActionAmount,
    maxActionTypeAmount: row.maxActionTypeAmount,
  };
}

/** The quotas per year and their history; with `year`, only that year plus what applies to it. */
export async function getYearQuotas(db: Executor, year?: number): Promise<YearQuotas> {
  const [years, history] = await Promise.all([
    listQuotasInForce(db, year),
    listQuotaChanges(db, year),
  ]);
  const result: YearQuotas = { years: years.map(toYearQuota), history: history.map(toYearQuota) };
  if (year !== undefined) result.inForce = await quotaFor(db, year);
  return result;
}

/**
 * Sets a year's quotas: a new row in its history, unless the values are those already in force
 * for that very year.
 */
export async function setYearQuota(
  db: Executor,
  year: number,
  values: YearQuotaUpdate,
  userId: number,
): Promise<YearQuota> {
  const [current] = await listQuotasInForce(db, year);
  const unchanged =
    current?.maxActionAmount === values.maxActionAmount &&
    current.maxActionTypeAmount === values.maxActionTypeAmount;
  if (current && unchanged) return toYearQuota(current);
  await insertYearQuota(db, { year, ...values, changedById: userId });
  const [saved] = await listQuotasInForce(db, year);
  if (!saved) throw new Error('The quota just written is missing.');
  return toYearQuota(saved);
}
