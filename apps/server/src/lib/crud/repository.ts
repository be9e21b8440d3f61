import {
  isListKind,
  uniqueMessageOf,
  type ListPage,
  type ListQuery,
  type ResourceItem,
} from '@passerelle/shared';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { AppError } from '../app-error.js';
import type { BoundResource, RowValues, WriteMode } from './binding.js';
import { FOREIGN_KEY_VIOLATION, isDataException, pgErrorOf, writeError } from './db-errors.js';
import { assertFiles, fileIdOf, fileItem } from './file-fields.js';
import { describeUsage } from './in-use.js';
import { listOrder, listWhere } from './query.js';
import { pageWindow } from '../pagination.js';

// Drizzle's builders are typed per table; these functions work on any bound table.
type AnyTable = PgTable & Record<string, never>;
const tableOf = (bound: BoundResource) => bound.table as AnyTable;

/** A row as the API answers it: dates as ISO strings, an absent list as []. */
function toItem(bound: BoundResource, row: Record<string, unknown>): ResourceItem {
  const item: ResourceItem = { id: row.id as number };
  for (const { definition } of bound.fields) {
    const value = row[definition.key];
    if (value instanceof Date) item[definition.key] = value.toISOString();
    else if (isListKind(definition.kind)) item[definition.key] = value ?? [];
    else if (definition.kind === 'file') item[definition.key] = fileItem(value);
    else item[definition.key] = value ?? null;
  }
  return item;
}

/** A value the database cannot hold (an out-of-range filter...) is the client's mistake. */
function readError(error: unknown): unknown {
  const pg = pgErrorOf(error);
  return pg && isDataException(pg) ? new AppError('VALIDATION_FAILED', { cause: error }) : error;
}

/** One page of the resource, filtered, searched and sorted in SQL, with the total count. */
export async function listItems(
  db: Database,
  bound: BoundResource,
  query: ListQuery,
): Promise<ListPage<ResourceItem>> {
  const where = listWhere(bound, query);
  const order = listOrder(bound, query.sort ?? bound.resource.defaultSort);
  const { limit, offset } = pageWindow(query);
  try {
    const rows = await db
      .select(bound.selection)
      .from(tableOf(bound))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const [counted] = await db.select({ total: count() }).from(tableOf(bound)).where(where);
    return {
      items: rows.map((row) => toItem(bound, row)),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  } catch (error) {
    throw readError(error);
  }
}

export async function findItem(
  db: Database,
  bound: BoundResource,
  id: number,
): Promise<ResourceItem | undefined> {
  const [row] = await db.select(bound.selection).from(tableOf(bound)).where(eq(bound.id, id));
  return row && toItem(bound, row);
}

/** Whether no row but `excludeId` holds `value` in unique field `key` (exact, as the constraint). */
export async function isUnique(
  db: Database,
  bound: BoundResource,
  key: string,
  value: unknown,
  excludeId?: number,
): Promise<boolean> {
  const field = bound.field(key);
  const conditions: SQL[] = [field.matches(value)];
  if (excludeId !== undefined) conditions.push(ne(bound.id, excludeId));
  try {
    const [row] = await db
      .select({ id: bound.id })
      .from(tableOf(bound))
      .where(and(...conditions))
      .limit(1);
    return row === undefined;
  } catch (error) {
    throw readError(error);
  }
}

/** Refuses (409, on the fields) values of unique fields that another row holds already. */
async function assertUnique(
  db: Database,
  bound: BoundResource,
  input: Record<string, unknown>,
  excludeId?: number,
): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  for (const { definition } of bound.fields) {
    const value = input[definition.key];
    if (!definition.unique || value === undefined || value === null) continue;
    if (!(await isUnique(db, bound, definition.key, value, excludeId))) {
      fieldErrors[definition.key] = [uniqueMessageOf(definition)];
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('CONFLICT', { fieldErrors });
}

/** Who writes: the signed-in user, whose uploads are the only files they may attach. */
export interface WriteActor {
  userId?: number;
}

/**
 * Refuses (400, on the fields) an item breaking the resource's rule spanning fields: the body of a
 * create, or the row merged with a PATCH (file fields compared as ids).
 */
function assertItemRule(
  bound: BoundResource,
  input: Record<string, unknown>,
  current?: ResourceItem,
): void {
  if (!bound.resource.validate) return;
  const merged: Record<string, unknown> = {};
  for (const { definition } of bound.fields) {
    const value =
      input[definition.key] !== undefined ? input[definition.key] : current?.[definition.key];
    merged[definition.key] = definition.kind === 'file' ? fileIdOf(value) : value;
  }
  const messages = bound.resource.check(merged);
  if (Object.keys(messages).length === 0) return;
  const fieldErrors = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [key, [message]]),
  );
  throw new AppError('VALIDATION_FAILED', { fieldErrors });
}

/** The column values of a validated body: each present field through its binding, then the hook. */
async function rowValues(
  db: Database,
  bound: BoundResource,
  input: Record<string, unknown>,
  context: { mode: WriteMode; id?: number; current?: ResourceItem; userId?: number },
): Promise<RowValues> {
  let values: RowValues = {};
  for (const field of bound.fields) {
    if (field.definition.readOnly) continue;
    const value = input[field.definition.key];
    if (value !== undefined) Object.assign(values, field.write(value, context.mode));
  }
  if (bound.beforeWrite) values = await bound.beforeWrite(values, { db, ...context });
  return values;
}

export async function createItem(
  db: Database,
  bound: BoundResource,
  input: Record<string, unknown>,
  actor: WriteActor = {},
): Promise<ResourceItem> {
  assertItemRule(bound, input);
  await assertUnique(db, bound, input);
  await assertFiles(db, bound, input, undefined, actor.userId);
  const values = await rowValues(db, bound, input, { mode: 'create', userId: actor.userId });
  try {
    const [row] = await db
      .insert(tableOf(bound))
      .values(values as never)
      .returning(bound.selection);
    return toItem(bound, row as Record<string, unknown>);
  } catch (error) {
    throw writeError(bound, error);
  }
}

/** Changes the fields present in `input`; NOT_FOUND when there is no row `id`. */
export async function updateItem(
  db: Database,
  bound: BoundResource,
  id: number,
  input: Record<string, unknown>,
  actor: WriteActor = {},
): Promise<ResourceItem> {
  const current = await findItem(db, bound, id);
  if (!current) throw new AppError('NOT_FOUND');
  assertItemRule(bound, input, current);
  await assertUnique(db, bound, input, id);
  await assertFiles(db, bound, input, current, actor.userId);
  const values = await rowValues(db, bound, input, {
    mode: 'update',
    id,
    current,
    userId: actor.userId,
  });
  if (Object.keys(values).length === 0) return current;
  let row: Record<string, unknown> | undefined;
  try {
    [row] = await db
      .update(tableOf(bound))
      .set(values as never)
      .where(eq(bound.id, id))
      .returning(bound.selection);
  } catch (error) {
    throw writeError(bound, error);
  }
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(bound, row);
}

/**
 * Deletes row `id`. A row other rows still reference is kept (the foreign keys are NO ACTION) and
 * the answer names what uses it; NOT_FOUND when there is no row `id`.
 */
export async function deleteItem(db: Database, bound: BoundResource, id: number): Promise<void> {
  let deleted: unknown[];
  try {
    deleted = await db.delete(tableOf(bound)).where(eq(bound.id, id)).returning({ id: bound.id });
  } catch (error) {
    if (pgErrorOf(error)?.code !== FOREIGN_KEY_VIOLATION) throw error;
    const usedBy = await describeUsage(db, bound.table, id);
    throw new AppError('RESOURCE_IN_USE', { params: { usedBy }, cause: error });
  }
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
