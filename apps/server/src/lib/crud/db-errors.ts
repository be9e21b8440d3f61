import { t, uniqueMessageOf, type MessageKey } from '@passerelle/shared';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { STRUCTURES_SIRET_UNIQUE_INDEX } from '../../db/schema/structures.js';
import { USERS_EMAIL_UNIQUE_INDEX, USERS_USERNAME_UNIQUE_INDEX } from '../../db/schema/users.js';
import { AppError } from '../app-error.js';
import type { BoundResource } from './binding.js';

/** The fields of a PostgreSQL error that both drivers (pg and PGlite) expose. */
export interface PgError {
  code: string;
  /** The table the error is about: for a foreign key violated by a delete, the referencing one. */
  table?: string;
  constraint?: string;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** The PostgreSQL error behind `error` (Drizzle wraps driver errors in its own), if any. */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgError;
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * Class 22 (data exception: a number out of range, a malformed date or number...) means the
 * request carried a value the database cannot hold: a client error, never a 500.
 */
export function isDataException(error: PgError): boolean {
  return error.code.startsWith('22');
}

/**
 * Unique indexes outside the resource engine whose violation is a field error: a route checked
 * the value first, a concurrent request took it in between, and the visitor reads the same
 * message as when the check itself refuses it.
 */
const UNIQUE_INDEX_FIELDS: Record<string, { field: string; message: MessageKey }> = {
  [USERS_USERNAME_UNIQUE_INDEX]: { field: 'username', message: 'users.usernameTaken' },
  [USERS_EMAIL_UNIQUE_INDEX]: { field: 'email', message: 'users.emailTaken' },
  [STRUCTURES_SIRET_UNIQUE_INDEX]: { field: 'siret', message: 'structuresAdmin.siretTaken' },
};

/** The field error of a unique violation on one of UNIQUE_INDEX_FIELDS, if it is one. */
export function uniqueIndexFieldErrors(error: PgError): Record<string, string[]> | undefined {
  const known = error.constraint === undefined ? undefined : UNIQUE_INDEX_FIELDS[error.constraint];
  return known && error.code === UNIQUE_VIOLATION
    ? { [known.field]: [t(known.message)] }
    : undefined;
}

/** The field whose column a unique constraint or unique index covers, if it is a single column. */
export function fieldOfConstraint(bound: BoundResource, constraint: string | undefined) {
  if (!constraint) return undefined;
  // Names Drizzle derives from property names are snake-cased in the database (casing option).
  const named = (name: string | undefined) =>
    name !== undefined && (name === constraint || toSnakeCase(name) === constraint);
  const config = getTableConfig(bound.table);
  // Index columns are copies of the table's columns: compare them by name.
  const nameOf = (column: unknown) => (column as { name?: string } | undefined)?.name;
  const names = [
    ...config.uniqueConstraints
      .filter((u) => named(u.getName()) && u.columns.length === 1)
      .map((u) => nameOf(u.columns[0])),
    ...config.indexes
      .filter((i) => named(i.config.name) && i.config.columns.length === 1)
      .map((i) => nameOf(i.config.columns[0])),
    ...config.foreignKeys
      .filter((f) => named(f.getName()) && f.reference().columns.length === 1)
      .map((f) => nameOf(f.reference().columns[0])),
  ];
  return bound.fields.find(
    (f) =>
      f.uniqueConstraint === constraint ||
      (f.column && (named(f.column.uniqueName) || names.includes(f.column.name))),
  );
}

/**
 * The answer to a failed insert or update: a duplicate is a 409 on its field (the pre-check lost
 * a race), a reference to a missing row or a value the database cannot hold is a 400.
 */
export function writeError(bound: BoundResource, error: unknown): unknown {
  const pg = pgErrorOf(error);
  if (!pg) return error;
  if (pg.code === UNIQUE_VIOLATION) {
    const field = fieldOfConstraint(bound, pg.constraint);
    const fieldErrors = field
      ? { [field.definition.key]: [uniqueMessageOf(field.definition)] }
      : undefined;
    return new AppError('CONFLICT', { fieldErrors, cause: error });
  }
  if (pg.code === FOREIGN_KEY_VIOLATION) {
    const field = fieldOfConstraint(bound, pg.constraint);
    const fieldErrors = field ? { [field.definition.key]: [t('validation.choice')] } : undefined;
    return new AppError('VALIDATION_FAILED', { fieldErrors, cause: error });
  }
  if (isDataException(pg)) return new AppError('VALIDATION_FAILED', { cause: error });
  return error;
}
