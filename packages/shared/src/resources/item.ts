import { z } from 'zod';
import { storedFileSchema } from '../schemas/files';
import type { FieldDefinition, Resource } from './define';

/** What the API answers for a value of `field` (decimals and dates travel as strings). */
export function itemValueSchema(field: FieldDefinition): z.ZodType {
  let schema: z.ZodType;
  switch (field.kind) {
    case 'number':
    case 'integer':
    case 'reference':
      schema = z.number();
      break;
    case 'boolean':
      schema = z.boolean();
      break;
    case 'tags':
    case 'choices':
      return z.array(z.string());
    case 'file':
      return storedFileSchema.nullable();
    default:
      schema = z.string();
  }
  return field.required ? schema : schema.nullable();
}

/** One row of a resource as the API answers it: `{ id, ...fields }`. */
export function itemSchemaFor(resource: Resource) {
  return z.object({
    id: z.number().int(),
    ...Object.fromEntries(resource.fields.map((f) => [f.key, itemValueSchema(f)])),
  });
}

/** A page of a resource's list (`ListPage<item>`). */
export function listPageSchemaFor(resource: Resource) {
  return z.object({
    items: z.array(itemSchemaFor(resource)),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** An item of some resource (its fields are known from its definition only). */
export type ResourceItem = { id: number } & Record<string, unknown>;
