import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodySchemaDepth } from './body-schema-depth.js';

describe('bodySchemaDepth', () => {
  it('counts one level per object or array the schema reads', () => {
    expect(bodySchemaDepth(z.string())).toBe(0);
    expect(bodySchemaDepth(z.object({ name: z.string(), count: z.number().int() }))).toBe(1);
    expect(bodySchemaDepth(z.object({ ids: z.array(z.number()) }))).toBe(2);
    expect(
      bodySchemaDepth(z.object({ rows: z.array(z.object({ tags: z.array(z.string()) })) })),
    ).toBe(4);
    expect(bodySchemaDepth(z.tuple([z.string(), z.array(z.number())]))).toBe(2);
    expect(bodySchemaDepth(z.record(z.string(), z.array(z.number())))).toBe(2);
  });

  it('takes the deepest alternative and sees through optional, nullable and transforms', () => {
    const schema = z.object({
      a: z.union([z.string(), z.object({ b: z.object({ c: z.number() }) })]).optional(),
      d: z.array(z.number()).nullable(),
      e: z.string().transform((value) => ({ deep: { value } })),
      f: z.enum(['X', 'Y']),
      g: z.literal('Z'),
      h: z
        .string()
        .regex(/^\d+$/)
        .regex(/^(?!0)/),
    });
    expect(bodySchemaDepth(schema)).toBe(3);
  });

  it('is unbounded where the schema keeps anything', () => {
    expect(bodySchemaDepth(z.object({ data: z.unknown() }))).toBe(Infinity);
    expect(bodySchemaDepth(z.looseObject({ name: z.string() }))).toBe(Infinity);
    expect(bodySchemaDepth(z.record(z.string(), z.any()))).toBe(Infinity);
    interface Node {
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({ children: z.array(z.lazy(() => node)) });
    expect(bodySchemaDepth(node)).toBe(Infinity);
  });

  it('does not count the keys an object drops unread', () => {
    expect(bodySchemaDepth(z.object({ name: z.string() }))).toBe(1);
    expect(bodySchemaDepth(z.strictObject({ name: z.string() }))).toBe(1);
  });
});
