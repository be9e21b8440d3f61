import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * The answers' serializer (decision 093). fastify-type-provider-zod encodes every answer with
 * `safeEncode`, which runs each schema twice (a check-free pass, then the checks) and never takes
 * Zod's compiled fast path for objects: 3.5 µs for the session's user against 0.3 µs with
 * `safeParse`, more for a list. Parsing and encoding give the same value but where a schema holds
 * a transform, a pipe or a codec (encoding runs them backwards): those few keep `safeEncode`.
 * Either way the answer holds only what its schema declares, and a wrong one is refused.
 */

type Schema = z.core.$ZodType;

const isSchema = (value: unknown): value is Schema => value instanceof z.core.$ZodType;

/** Whether parsing `schema` may give another value than encoding it. */
export function encodesDifferently(schema: Schema, seen = new Set<Schema>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === 'pipe' || def.type === 'transform') return true;
  // A lazy schema's inner one, and an object's shape, come from getters.
  const inner: unknown[] = def.type === 'lazy' ? [(def.getter as () => unknown)()] : [];
  for (const value of Object.values(def)) {
    if (isSchema(value)) inner.push(value);
    else if (Array.isArray(value)) inner.push(...value);
    else if (value && typeof value === 'object' && !('_zod' in value)) {
      // An object's shape: its fields' schemas by name.
      inner.push(...Object.values(value));
    }
  }
  return inner.some((value) => isSchema(value) && encodesDifferently(value, seen));
}

interface SerializerRoute {
  schema: Schema | { properties: Schema };
  method: string;
  url: string;
}

/** Fastify's serializer compiler: one function per route and status, built at start. */
export function responseSerializerCompiler({ schema: given, method, url }: SerializerRoute) {
  const schema = isSchema(given) ? given : given.properties;
  const check = encodesDifferently(schema) ? z.safeEncode : z.safeParse;
  return (data: unknown): string => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}
