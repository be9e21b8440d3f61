import { z } from 'zod';
import { t, type MessageKey } from '../i18n';
import { UPLOAD_TYPES, UPLOAD_TYPE_LABELS, type UploadType } from '../enums/uploads';
import { isPermission, type Permission } from '../permissions';
import {
  emailField,
  optionalText,
  postalCodeField,
  requiredText,
  urlField,
} from '../schemas/fields';

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
  | 'reference'
  /** A list of short texts (a JSON array of strings; a text[] column). */
  | 'tags'
  /** Several of `options` (a JSON array of their values, in the options' order; a text[] column). */
  | 'choices'
  /**
   * An uploaded file: written as a file id (or null), read as the file's description
   * (`{ id, name, mimeType, size, url }`, see `StoredFileInfo`) so a form can show and link it.
   */
  | 'file';

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
  /** decimal: total digits allowed (12 by default, as numeric(12, 2) columns). */
  readonly precision?: number;
  /** tags: the most items allowed (100 by default); each item is a text of `maxLength`. */
  readonly maxItems?: number;
  /** select, choices: the allowed values. */
  readonly options?: readonly SelectOption[];
  /** reference: the `name` of the resource pointed to (the value is its id). */
  readonly reference?: string;
  /** file: the upload types the field takes (all of `UPLOAD_TYPES` by default). */
  readonly accept?: readonly UploadType[];
  /** file: the upload endpoint under /api that stores a new file, e.g. 'room_files/multiple'. */
  readonly uploadPath?: string;
  /**
   * What the form of a new item starts with (the database's default, shown); absent or null in
   * a body, the server writes the column's default all the same.
   */
  readonly defaultValue?: string | number | boolean | readonly string[];
  /** Shown but never written by a client (the server sets it): left out of the write schemas. */
  readonly readOnly?: boolean;
  /** The server must refuse duplicates (checked against the database, not by the schema). */
  readonly unique?: boolean;
  /**
   * The message of a duplicate (see `uniqueMessageOf`), a generic one by default. A key, read
   * when shown: the browser may not have registered the validation messages yet (decision 018).
   */
  readonly uniqueMessageKey?: MessageKey;
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

/** French messages of a rule spanning fields, by field key. */
export type FieldMessages = Record<string, string>;

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
  /**
   * A rule spanning fields, on a whole item in its write form (file fields as ids): the create
   * body, or on the server the row merged with a PATCH. Returns the messages, or null when valid.
   */
  readonly validate?: (values: Readonly<Record<string, unknown>>) => FieldMessages | null;
}

export interface Resource extends ResourceInput {
  readonly searchable: readonly string[];
  /** Strict: unknown keys are refused with a French message. */
  readonly createSchema: z.ZodObject;
  /** Same fields, all optional (PATCH). */
  readonly updateSchema: z.ZodObject;
  readonly sortableFields: readonly string[];
  readonly filterableFields: readonly FieldDefinition[];
  /** The fields a client writes (all but the read-only ones). */
  readonly writableFields: readonly FieldDefinition[];
  field(key: string): FieldDefinition | undefined;
  /** The resource's cross-field rule applied to `values` (messages by field; empty when valid). */
  check(values: Readonly<Record<string, unknown>>): FieldMessages;
}

/** Query parameter names the list query owns; a field may not use them. */
export const RESERVED_QUERY_KEYS = ['page', 'pageSize', 'sort', 'q'] as const;

/** Kinds holding free text: searchable, and filtered without regard to case and accents. */
export const TEXT_KINDS: readonly FieldKind[] = ['text', 'textarea', 'email', 'url', 'postalCode'];

/** Bounds of a PostgreSQL `integer`: integer and reference values stay inside them. */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;

function numberSchema(field: FieldDefinition, integer: boolean): z.ZodType {
  let schema = z.number();
  if (integer) schema = schema.int({ error: () => t('validation.integer') });
  const min = field.min ?? (integer ? INTEGER_MIN : undefined);
  const max = field.max ?? (integer ? INTEGER_MAX : undefined);
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return schema;
}

/** The upload types a file field takes. */
export function fileAccept(field: FieldDefinition): readonly UploadType[] {
  return field.accept ?? UPLOAD_TYPES;
}

/** The French list of what a file field takes, e.g. 'Document PDF'. */
export function fileFormats(field: FieldDefinition): string {
  return fileAccept(field)
    .map((type) => UPLOAD_TYPE_LABELS[type])
    .join(', ');
}

/** Whether a field of `kind` holds a list of texts (a text[] column, `[]` when empty). */
export function isListKind(kind: FieldKind): boolean {
  return kind === 'tags' || kind === 'choices';
}

/** The message of a file whose type the field does not take (spec §5). */
export function fileFormatMessage(field: FieldDefinition): string {
  return t('validation.fileFormat', { format: fileFormats(field) });
}

/** The message of a duplicate value of a unique field. */
export function uniqueMessageOf(field: FieldDefinition): string {
  return t(field.uniqueMessageKey ?? 'validation.alreadyUsed');
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
      const digits = (field.precision ?? 12) - scale;
      // Money travels as a string so no float rounding happens between the form and the database.
      return z.preprocess(
        (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v),
        z
          .string()
          .trim()
          .regex(new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`), {
            error: () => t('validation.decimalScale', { count: scale }),
          })
          // Only says something when the format is right but the integer part is too long.
          .regex(new RegExp(`^(?!\\d{${digits + 1}})`), {
            error: () => t('validation.decimalDigits', { count: digits }),
          }),
      );
    }
    case 'boolean':
      return z.boolean();
    case 'color':
      return z
        .string()
        .trim()
        .regex(/^#[0-9a-fA-F]{6}$/, { error: () => t('validation.color') });
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
        .positive({ error: () => t('validation.integer') })
        .max(INTEGER_MAX);
    case 'tags': {
      const max = field.maxLength ?? 255;
      // Blank items are dropped and duplicates kept once, in their first position.
      return z
        .array(
          z
            .string()
            .trim()
            .max(max, { error: () => t('validation.maxLength', { max }) }),
        )
        .max(field.maxItems ?? 100, {
          error: () => t('validation.maxItems', { count: field.maxItems ?? 100 }),
        })
        .transform((items) => [...new Set(items.filter((item) => item !== ''))]);
    }
    case 'choices': {
      const values = (field.options ?? []).map((o) => o.value);
      // Kept in the options' order, each once, whatever order the boxes were ticked in; a
      // stranger is the field's error (its boxes show one message).
      return z
        .array(z.string(), { error: () => t('validation.choice') })
        .refine((chosen) => chosen.every((value) => values.includes(value)), {
          error: () => t('validation.choice'),
        })
        .transform((chosen) => values.filter((value) => chosen.includes(value)));
    }
    case 'file':
      // The server checks that the file exists and has an accepted type.
      return z
        .number()
        .int({ error: () => t('validation.invalid') })
        .positive({ error: () => t('validation.invalid') })
        .max(INTEGER_MAX, { error: () => t('validation.invalid') });
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
    check(
      (f.kind !== 'select' && f.kind !== 'choices') || (f.options?.length ?? 0) > 0,
      `${f.key}: ${f.kind} needs options`,
    );
    check(f.kind !== 'reference' || !!f.reference, `${f.key}: reference needs a resource name`);
    check(
      !isListKind(f.kind) || (!f.sortable && !f.unique),
      `${f.key}: a ${f.kind} field is a list`,
    );
    check(
      f.kind !== 'file' || (!f.sortable && !f.unique && !f.filterable),
      `${f.key}: a file field is neither sorted, filtered nor unique`,
    );
    check(f.kind !== 'file' || !!f.uploadPath, `${f.key}: a file field needs an uploadPath`);
    check(
      (f.accept ?? []).every((type) => (UPLOAD_TYPES as readonly string[]).includes(type)),
      `${f.key}: unknown upload type`,
    );
    check(!(f.readOnly && f.required), `${f.key}: a read-only field cannot be required`);
    // A new item's box starts ticked or not as the API would store it (never unticked by omission).
    check(
      f.kind !== 'boolean' || f.readOnly === true || typeof f.defaultValue === 'boolean',
      `${f.key}: a boolean field says what a new item starts with (defaultValue)`,
    );
    check(
      f.kind !== 'choices' || f.readOnly === true || Array.isArray(f.defaultValue),
      `${f.key}: a choices field says what a new item starts with (defaultValue)`,
    );
    check(
      f.defaultValue === undefined || valueSchema(f).safeParse(f.defaultValue).success,
      `${f.key}: invalid default value`,
    );
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
  const writableFields = input.fields.filter((f) => !f.readOnly);
  const shape = Object.fromEntries(writableFields.map((f) => [f.key, fieldSchema(f)]));
  const base = z.strictObject(shape);
  const checkValues = (values: Readonly<Record<string, unknown>>) => input.validate?.(values) ?? {};
  // A PATCH holds some fields only: the rule is applied by the server on the merged row.
  const createSchema = input.validate
    ? base.superRefine((values, ctx) => {
        for (const [key, message] of Object.entries(checkValues(values))) {
          ctx.addIssue({ code: 'custom', path: [key], message });
        }
      })
    : base;
  return {
    ...input,
    searchable,
    createSchema,
    updateSchema: base.partial(),
    sortableFields,
    filterableFields: input.fields.filter((f) => f.filterable),
    writableFields,
    field: (key) => byKey.get(key),
    check: checkValues,
  };
}
