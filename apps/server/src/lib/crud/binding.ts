import type { FieldDefinition, Resource, ResourceItem } from '@passerelle/shared';
import { Column, eq, getTableColumns, is, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { fileSelection } from './file-fields.js';

export type WriteMode = 'create' | 'update';

/** Table property name → value, as Drizzle's insert and update take them. */
export type RowValues = Record<string, unknown>;

/** How one field of a resource maps to its table when it is not simply the column of its key. */
export interface FieldBinding {
  /** What the field reads, filters, sorts and searches on: a column or an SQL expression. */
  read: AnyPgColumn | SQL;
  /**
   * The column values for a (validated) API value. Required when `read` is an expression; for a
   * column the default writes the value, and for a null on a NOT NULL column its default.
   */
  write?: (value: unknown, mode: WriteMode) => RowValues;
  /**
   * Unique fields whose rule is not a plain unique constraint on the column (e.g. a unique index on
   * `lower(username)`): the constraint or index name (to answer its violation on the field) and the
   * condition finding a row that holds `value` (default: `read = value`).
   */
  unique?: { constraint?: string; matches?: (value: unknown) => SQL };
}

export interface WriteContext {
  db: Database;
  mode: WriteMode;
  /** The row updated (update only). */
  id?: number;
  /** The row before the update, as the API reads it (update only). */
  current?: ResourceItem;
  /** The signed-in user making the change, when there is one. */
  userId?: number;
}

/** How a shared resource definition maps to a Drizzle table. */
export interface ResourceBinding {
  /** The table; it must have an integer `id` primary key. */
  table: PgTable;
  /** Fields not bound here use the table column of the same key. */
  fields?: Record<string, AnyPgColumn | FieldBinding>;
  /**
   * Last word on the column values of a create or update, after the fields' own mapping (derived
   * columns, a normalisation spanning fields...). May throw an AppError to refuse the write.
   */
  beforeWrite?: (values: RowValues, context: WriteContext) => RowValues | Promise<RowValues>;
  /**
   * A reference list every back-office user reads alike: its pages kept a few seconds, dropped
   * by any back-office write (the route's `sharedAnswer`, plugins/reference-answers.ts).
   */
  sharedList?: boolean;
}

export interface BoundField {
  readonly definition: FieldDefinition;
  readonly read: AnyPgColumn | SQL;
  /** The column behind the field when `read` is a plain column (uniqueness checks, errors). */
  readonly column: AnyPgColumn | undefined;
  /** What the answer holds (`read`, but a file field answers its file's description). */
  readonly select: AnyPgColumn | SQL;
  /** Name of the constraint or index making the field unique, when not the column's own. */
  readonly uniqueConstraint?: string;
  write(value: unknown, mode: WriteMode): RowValues;
  /** The condition "this row holds `value`" of a uniqueness check. */
  matches(value: unknown): SQL;
}

/** A resource bound to its table, checked once at start-up. */
export interface BoundResource {
  readonly resource: Resource;
  readonly table: PgTable;
  readonly id: AnyPgColumn;
  readonly fields: readonly BoundField[];
  /** `{ id, ...fields }` as a Drizzle selection. */
  readonly selection: Record<string, AnyPgColumn | SQL>;
  field(key: string): BoundField;
  beforeWrite: ResourceBinding['beforeWrite'];
}

function fail(resource: Resource, message: string): never {
  throw new Error(`Resource binding ${resource.name}: ${message}`);
}

/** What a NULL means for a NOT NULL column: its default (the column's "empty" value). */
function columnDefault(column: Column): unknown {
  if (column.default !== undefined) return column.default;
  return column.defaultFn?.();
}

function columnField(
  resource: Resource,
  definition: FieldDefinition,
  column: AnyPgColumn,
  property: string,
): BoundField {
  if (column.notNull && !definition.required && !definition.readOnly && !column.hasDefault) {
    fail(
      resource,
      `optional field ${definition.key} is bound to a NOT NULL column with no default`,
    );
  }
  return {
    definition,
    read: column,
    column,
    select: definition.kind === 'file' ? fileSelection(column) : column,
    matches: (value) => eq(column, value),
    write(value, mode) {
      if (value !== null || !column.notNull) return { [property]: value };
      // Cleared: a new row takes the database default, an existing one is reset to it.
      return mode === 'create' ? {} : { [property]: columnDefault(column) };
    },
  };
}

/** Binds `resource` to `binding.table`; throws (at start-up) when a field has nowhere to go. */
export function bindResource(resource: Resource, binding: ResourceBinding): BoundResource {
  const columns = getTableColumns(binding.table) as Record<string, AnyPgColumn>;
  const propertyOf = new Map(Object.entries(columns).map(([property, c]) => [c, property]));
  const id = columns.id;
  if (!id || id.dataType !== 'number') fail(resource, 'the table needs an integer id column');
  for (const key of Object.keys(binding.fields ?? {})) {
    if (!resource.field(key)) fail(resource, `${key} is not a field of the resource`);
  }

  const fields = resource.fields.map((definition): BoundField => {
    const bound = binding.fields?.[definition.key] ?? columns[definition.key];
    if (!bound) fail(resource, `no column for field ${definition.key}`);
    if (is(bound, Column)) {
      const property = propertyOf.get(bound);
      if (!property) fail(resource, `${definition.key} is bound to a column of another table`);
      return columnField(resource, definition, bound, property);
    }
    const { read, write, unique } = bound;
    let field: BoundField;
    if (is(read, Column)) {
      const property = propertyOf.get(read);
      if (!property) fail(resource, `${definition.key} reads a column of another table`);
      field = columnField(resource, definition, read, property);
      if (write) field = { ...field, write };
    } else {
      if (!write) fail(resource, `${definition.key} reads an expression and needs a write`);
      if (definition.kind === 'file') fail(resource, `file field ${definition.key} needs a column`);
      const matches = (value: unknown) => eq(read, value);
      field = { definition, read, column: undefined, select: read, write, matches };
    }
    if (unique?.matches) field = { ...field, matches: unique.matches };
    if (unique?.constraint) field = { ...field, uniqueConstraint: unique.constraint };
    return field;
  });

  const byKey = new Map(fields.map((f) => [f.definition.key, f]));
  return {
    resource,
    table: binding.table,
    id,
    fields,
    selection: { id, ...Object.fromEntries(fields.map((f) => [f.definition.key, f.select])) },
    field(key) {
      const found = byKey.get(key);
      if (!found) throw new Error(`Resource ${resource.name} has no field ${key}`);
      return found;
    },
    beforeWrite: binding.beforeWrite,
  };
}
