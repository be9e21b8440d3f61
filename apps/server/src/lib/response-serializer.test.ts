import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodesDifferently, responseSerializerCompiler } from './response-serializer.js';

const serializer = (schema: z.core.$ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/test' });

const isoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe('encodesDifferently', () => {
  it('says no for schemas made of plain types, wrappers and checks', () => {
    const user = z.object({
      id: z.number().int().positive(),
      name: z.string().trim().min(1),
      tags: z.array(z.enum(['a', 'b'])).optional(),
      kind: z.union([z.literal('x'), z.null()]),
      extra: z.record(z.string(), z.number()).nullable(),
      pair: z.tuple([z.string(), z.number()]),
      count: z.number().default(0),
    });
    expect(encodesDifferently(user)).toBe(false);
  });

  it('finds a codec, a transform or a pipe however deep it sits', () => {
    expect(encodesDifferently(isoDate)).toBe(true);
    expect(encodesDifferently(z.object({ at: isoDate }))).toBe(true);
    expect(encodesDifferently(z.array(z.object({ at: isoDate.optional() })))).toBe(true);
    expect(encodesDifferently(z.union([z.null(), z.string().transform(Number)]))).toBe(true);
    expect(encodesDifferently(z.record(z.string(), z.string().pipe(z.email())))).toBe(true);
    expect(encodesDifferently(z.tuple([z.string()], isoDate))).toBe(true);
  });

  it('ends on recursive schemas, finding what their branches hold', () => {
    interface Tree {
      name: string;
      children: Tree[];
    }
    const tree: z.ZodType<Tree> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(tree) }),
    );
    expect(encodesDifferently(tree)).toBe(false);
    const dated: z.ZodType<unknown> = z.lazy(() =>
      z.object({ at: isoDate, children: z.array(dated) }),
    );
    expect(encodesDifferently(dated)).toBe(true);
  });
});

describe('responseSerializerCompiler', () => {
  const user = z.object({ id: z.number(), name: z.string(), email: z.string().nullable() });

  it('writes only what the schema declares', () => {
    const text = serializer(user)({ id: 1, name: 'Claire', email: null, passwordHash: 'secret' });
    expect(JSON.parse(text)).toEqual({ id: 1, name: 'Claire', email: null });
  });

  it('refuses an answer that does not match its schema', () => {
    expect(() => serializer(user)({ id: '1', name: 'Claire', email: null })).toThrow(
      ResponseSerializationError,
    );
  });

  it('encodes through a codec, as before (a date written as its ISO text)', () => {
    const event = z.object({ at: isoDate });
    const text = serializer(event)({ at: new Date('2026-12-02T10:00:00.000Z') });
    expect(JSON.parse(text)).toEqual({ at: '2026-12-02T10:00:00.000Z' });
  });

  it('accepts the schema wrapped as `properties`, as Fastify may pass it', () => {
    const compile = responseSerializerCompiler({
      schema: { properties: user },
      method: 'GET',
      url: '/api/test',
    });
    expect(JSON.parse(compile({ id: 2, name: 'Julien', email: 'j@example.org' }))).toEqual({
      id: 2,
      name: 'Julien',
      email: 'j@example.org',
    });
  });
});
