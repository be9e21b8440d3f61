import { z } from 'zod';
import { formatMessage, t } from '../i18n';
import { isPermission, type Permission } from '../permissions';
import { emailField, optionalText, postalCodeField, requiredText, urlField } from '../schemas';
import { RESOURCE_MESSAGES } from './messages';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'color'
  | 'url'
  | 'email'
  | 'postalCode'
  | 'date'
  | 'select'
  | 'reference';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface FieldDefinition {
  readonly key: string;
  /** French label shown in forms and list headers. */
  readonly label: string;
  readonly kind: FieldKind;
  readonly required?: boolean;
  /** Text kinds: maximum length (255 by default, 10 000 for textarea). */
  readonly maxLength?: number;
  /** Number kinds: inclusive bounds. */
  readonly min?: number;
  readonly max?: number;
  /** decimal: digits allowed after the point (2 by default). */
  readonly scale?: number;
  /** select: the allowed values. */
  readonly options?: readonly SelectOption[];
  /** reference: the `name` of the resource pointed to (the value is its id). */
  readonly reference?: string;
  /** The server must refuse duplicates (checked against the database, not by the schema). */
  readonly unique?: boolean;
  readonly inList?: boolean;
  readonly sortable?: boolean;
  readonly filterable?: boolean;
}

export interface ResourceLabels {
  readonly singular: string;
  readonly plural: string;
  /** Text of the create button, e.g. 'Créer un axe'. */
  readonly create: string;
}

export interface SortSpec {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ResourceInput {
  /** API path segment, e.g. 'axes'. */
  readonly name: string;
  readonly labels: ResourceLabels;
  readonly permissions: { readonly read: Permission; readonly write: Permission };
  readonly fields: readonly FieldDefinition[];
  readonly defaultSort: SortSpec;
  /** Text fields the `q` search looks into. */
  readonly searchable?: readonly string[];
}

export interface Resource extends ResourceInput {
  readonly searchable: readonly string[];
  /** Strict: unknown keys are refused with a French message. */
  readonly createSchema: z.ZodObject;
  /** Same fields, all optional (PATCH). */
  readonly updateSchema: z.ZodObject;
  readonly sortableFields: readonly string[];
  readonly filterableFields: readonly FieldDefinition[];
  field(key: string): FieldDefinition | undefined;
}

/** Query parameter names the list query owns; a field may not use them. */
export const RESERVED_QUERY_KEYS = ['page', 'pageSize', 'sort', 'q'] as const;

const TEXT_KINDS: readonly FieldKind[] = ['text', 'textarea', 'email', 'url', 'postalCode'];

function numberSchema(field: FieldDefinition, integer: boolean): z.ZodType {
  let schema = z.number();
  if (integer) schema = schema.int({ error: () => t('validation.integer') });
  if (field.min !== undefined) schema = schema.min(field.min);
  if (field.max !== undefined) schema = schema.max(field.max);
  return schema;
}

/** The schema of a present, non-empty value of `field`. */
export function valueSchema(field: FieldDefinition): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'textarea': {
      const max = field.maxLength ?? (field.kind === 'textarea' ? 10_000 : 255);
      return requiredText(max);
    }
    case 'number':
      return numberSchema(field, false);
    case 'integer':
      return numberSchema(field, true);
    case 'decimal': {
      const scale = field.scale ?? 2;
      const message = formatMessage(RESOURCE_MESSAGES.decimal, { scale });
      // Money travels as a string so no float rounding happens between the form and the database.
      return z.preprocess(
        (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
        z
          .string()
          .trim()
          .regex(new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`), { error: () => message }),
      );
    }
    case 'boolean':
      return z.boolean();
    case 'color':
      return z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, { error: () => RESOURCE_MESSAGES.color });
    case 'url':
      return urlField;
    case 'email':
      return emailField;
    case 'postalCode':
      return postalCodeField;
    case 'date':
      return z.iso.date();
    case 'select': {
      const values = (field.options ?? []).map((o) => o.value);
      return z.enum(values as [string, ...string[]]);
    }
    case 'reference':
      return z
        .number()
        .int({ error: () => t('validation.integer') })
        .positive({ error: () => t('validation.integer') });
  }
}

/** Required fields must be present; optional ones accept absent, null or '' (stored as null). */
export function fieldSchema(field: FieldDefinition): z.ZodType {
  if (field.required) return valueSchema(field);
  const base =
    field.kind === 'text' || field.kind === 'textarea'
      ? optionalText(field.maxLength ?? (field.kind === 'textarea' ? 10_000 : 255))
      : valueSchema(field);
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    base.nullable().optional(),
  );
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`defineResource: ${message}`);
}

/** Builds a resource definition and its schemas; throws on an inconsistent definition. */
export function defineResource(input: ResourceInput): Resource {
  const keys = input.fields.map((f) => f.key);
  const byKey = new Map(input.fields.map((f) => [f.key, f]));
  check(new Set(keys).size === keys.length, `${input.name}: duplicate field key`);
  check(isPermission(input.permissions.read), `${input.name}: unknown read permission`);
  check(isPermission(input.permissions.write), `${input.name}: unknown write permission`);
  for (const f of input.fields) {
    check(!(RESERVED_QUERY_KEYS as readonly string[]).includes(f.key), `reserved key ${f.key}`);
    check(f.kind !== 'select' || (f.options?.length ?? 0) > 0, `${f.key}: select needs options`);
    check(f.kind !== 'reference' || !!f.reference, `${f.key}: reference needs a resource name`);
  }
  const sortableFields = input.fields.filter((f) => f.sortable).map((f) => f.key);
  check(
    sortableFields.includes(input.defaultSort.field),
    `${input.name}: default sort not sortable`,
  );
  const searchable = input.searchable ?? [];
  for (const key of searchable) {
    const f = byKey.get(key);
    check(
      !!f && TEXT_KINDS.includes(f.kind),
      `${input.name}: ${key} is not a searchable text field`,
    );
  }
  const shape = Object.fromEntries(input.fields.map((f) => [f.key, fieldSchema(f)]));
  const createSchema = z.strictObject(shape);
  return {
    ...input,
    searchable,
    createSchema,
    updateSchema: createSchema.partial(),
    sortableFields,
    filterableFields: input.fields.filter((f) => f.filterable),
    field: (key) => byKey.get(key),
  };
}
