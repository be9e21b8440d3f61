import { z } from 'zod';

/*
 * How deep the JSON a route's body schema reads may nest (decision 049): the route permission test
 * computes it for every route and holds MAX_BODY_DEPTH to the deepest. It works on the schema's
 * JSON Schema (what the OpenAPI document shows), as the input the schema reads: `1` for an object
 * of scalars, one more per object or array inside. Keys an object does not declare are dropped
 * unread (Zod strips them) and do not count; a part that keeps anything (`z.unknown()`, a loose
 * object, a recursive schema) is `Infinity`.
 */

type JsonSchema = boolean | { [keyword: string]: unknown };
type Definitions = Record<string, JsonSchema>;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** The nesting depth of the JSON bodies `schema` reads. */
export function bodySchemaDepth(schema: z.ZodType): number {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return depthOf(json as JsonSchema, (json.$defs ?? {}) as Definitions, new Set());
}

function depthOf(schema: JsonSchema, definitions: Definitions, following: Set<string>): number {
  if (typeof schema === 'boolean') return schema ? Infinity : 0;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = definitions[name];
    if (target === undefined || following.has(name)) return Infinity;
    return depthOf(target, definitions, new Set([...following, name]));
  }
  const depth = (part: unknown) => depthOf(part as JsonSchema, definitions, following);
  const deepest = (parts: unknown) =>
    Math.max(0, ...((parts as unknown[] | undefined) ?? []).map(depth));

  // Alternatives: the deepest one. Conditions that must all hold: the shallowest.
  const bounds: number[] = [];
  const alternatives = [
    ...((schema.anyOf as unknown[]) ?? []),
    ...((schema.oneOf as unknown[]) ?? []),
  ];
  if (alternatives.length > 0) bounds.push(deepest(alternatives));
  for (const condition of (schema.allOf as unknown[] | undefined) ?? [])
    bounds.push(depth(condition));
  if (schema.type !== undefined) bounds.push(ownDepth(schema, depth, deepest));
  else if ('const' in schema || 'enum' in schema) bounds.push(valuesDepth(schema));
  // Nothing said of the type: any JSON value.
  if (bounds.length === 0) return Infinity;
  return Math.min(...bounds);
}

/** The depth of the types `schema.type` names. */
function ownDepth(
  schema: Record<string, unknown>,
  depth: (part: unknown) => number,
  deepest: (parts: unknown) => number,
): number {
  let result = 0;
  for (const type of [schema.type].flat() as string[]) {
    if (type === 'object') {
      const extra = schema.additionalProperties;
      const inside = Math.max(
        deepest(Object.values((schema.properties as object | undefined) ?? {})),
        deepest(Object.values((schema.patternProperties as object | undefined) ?? {})),
        extra === undefined || extra === false ? 0 : depth(extra),
      );
      result = Math.max(result, 1 + inside);
    } else if (type === 'array') {
      const items = schema.items === undefined ? 0 : depth(schema.items);
      result = Math.max(result, 1 + Math.max(items, deepest(schema.prefixItems)));
    } else if (!SCALAR_TYPES.has(type)) {
      return Infinity;
    }
  }
  return result;
}

/** `const` and `enum` name their values: scalars, or anything else counted as unbounded. */
function valuesDepth(schema: Record<string, unknown>): number {
  const values = 'const' in schema ? [schema.const] : ((schema.enum as unknown[]) ?? []);
  return values.every((value) => value === null || typeof value !== 'object') ? 0 : Infinity;
}
