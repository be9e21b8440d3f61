import {
  decimalFromInput,
  decimalToInput,
  isListKind,
  zodFieldErrors,
  type FieldDefinition,
  type Resource,
  type StoredFileInfo,
} from '@passerelle/shared';

import type { ResourceItem } from './types';

/**
 * Between an API item and the form's inputs: every input holds text (a checkbox a boolean); the
 * body sent holds typed values (numbers, booleans, null for an emptied field) that the shared
 * create/update schemas validate, so the browser and the server give the same French messages.
 * A file input holds the file's description (shown and linked), '' when there is none; the body
 * sends its id. Read-only fields are shown, never sent.
 */

export type InputValue = string | boolean | StoredFileInfo;
export type FormValues = Record<string, InputValue>;
export type FieldErrors = Record<string, string[]>;

const NUMERIC = /^[+-]?\d+(\.\d+)?$/;

export function toInputValue(field: FieldDefinition, value: unknown): InputValue {
  if (field.kind === 'boolean') return value === true;
  if (value === null || value === undefined) return '';
  if (field.kind === 'file') return isFileValue(value) ? value : '';
  // A list of texts is edited one item per line (choices: the ticked values, one per line).
  if (isListKind(field.kind)) return Array.isArray(value) ? value.join('\n') : String(value);
  // The API sends ISO timestamps; a date input wants YYYY-MM-DD.
  if (field.kind === 'date') return String(value).slice(0, 10);
  // "150.50" from the API reads "150,50", as the user typed it.
  if (field.kind === 'decimal' || field.kind === 'number') return decimalToInput(String(value));
  return String(value);
}

/** Whether `value` is a file's description as the API reads it. */
export function isFileValue(value: unknown): value is StoredFileInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredFileInfo).id === 'number' &&
    typeof (value as StoredFileInfo).url === 'string'
  );
}

/**
 * The inputs of a new item (empty, unticked, or the field's `defaultValue`) or of `item`;
 * read-only fields are not inputs.
 */
export function initialValues(resource: Resource, item?: ResourceItem | null): FormValues {
  return Object.fromEntries(
    resource.writableFields.map((field) => [
      field.key,
      toInputValue(field, item ? item[field.key] : field.defaultValue),
    ]),
  );
}

/** The typed value of one input: '' becomes null, so a required field says 'Champ obligatoire'. */
export function toBodyValue(field: FieldDefinition, raw: InputValue): unknown {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'object') return raw.id;
  if (isListKind(field.kind)) {
    const items = raw
      .split('\n')
      .map((item) => item.trim())
      .filter(Boolean);
    // No box ticked is a choice (none); a required list of texts left empty is not.
    return items.length === 0 && field.required && field.kind === 'tags' ? null : items;
  }
  const text = raw.trim();
  if (text === '') return null;
  switch (field.kind) {
    case 'number':
    case 'integer':
    case 'reference': {
      // A French keyboard types '12,5'; anything else stays text for the schema to refuse.
      const normalised = decimalFromInput(text);
      return NUMERIC.test(normalised) ? Number(normalised) : text;
    }
    case 'decimal':
      return decimalFromInput(text);
    default:
      return raw;
  }
}

/** Keys whose input differs from its initial value. */
export function changedKeys(values: FormValues, initial: FormValues): string[] {
  return Object.keys(values).filter((key) => values[key] !== initial[key]);
}

/**
 * The body to send and its client-side validation: every field on create, only the changed ones
 * on edit (PATCH). `errors` is null when the shared schema accepts the body.
 */
export function buildBody(
  resource: Resource,
  values: FormValues,
  initial: FormValues,
  mode: 'create' | 'edit',
): { body: Record<string, unknown>; errors: FieldErrors | null } {
  const keys = mode === 'create' ? Object.keys(values) : changedKeys(values, initial);
  const raw: Record<string, unknown> = {};
  for (const key of keys) {
    const field = resource.field(key);
    if (field) raw[key] = toBodyValue(field, values[key] ?? '');
  }
  const schema = mode === 'create' ? resource.createSchema : resource.updateSchema;
  const result = schema.safeParse(raw);
  if (!result.success) return { body: raw, errors: zodFieldErrors(result.error) };
  if (mode === 'edit') {
    // The rule spanning fields holds on the whole item, not only on what changed.
    const whole: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      const field = resource.field(key);
      if (field) whole[key] = toBodyValue(field, value);
    }
    const messages = Object.entries(resource.check(whole));
    if (messages.length > 0) {
      return { body: raw, errors: Object.fromEntries(messages.map(([k, m]) => [k, [m]])) };
    }
  }
  return { body: result.data as Record<string, unknown>, errors: null };
}
