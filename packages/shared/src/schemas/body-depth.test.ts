import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_BODY_DEPTH } from './body-depth';

/** `{"a":` … `1` … `}` nested `depth` objects deep. */
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonNestsDeeperThan', () => {
  it('accepts a body exactly at the limit and refuses one level more', () => {
    for (const nest of [objects, arrays]) {
      expect(jsonNestsDeeperThan(nest(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
      expect(jsonNestsDeeperThan(nest(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
    }
    // Mixed, and with siblings: the deepest branch counts, not the number of containers.
    const mixed = '{"a":[{"b":1},{"c":[2]}],"d":{"e":{}}}';
    expect(jsonNestsDeeperThan(mixed, 4)).toBe(false);
    expect(jsonNestsDeeperThan(mixed, 3)).toBe(true);
  });

  it('counts scalars as no nesting', () => {
    for (const text of ['1', '"x"', 'null', 'true', '', '   ']) {
      expect(jsonNestsDeeperThan(text, 0), text).toBe(false);
    }
    expect(jsonNestsDeeperThan('{}', 0)).toBe(true);
  });

  it('ignores brackets inside strings, keys included', () => {
    const text = `{"${'[{'.repeat(100)}":"${'{['.repeat(1000)}"}`;
    expect(jsonNestsDeeperThan(text, 1)).toBe(false);
    expect(JSON.parse(text)).toBeTypeOf('object');
  });

  it('follows escapes: an escaped quote does not end a string, an escaped backslash does', () => {
    // The string holds `\"[[[` : still inside it.
    expect(jsonNestsDeeperThan(String.raw`["\"[[[", 1]`, 1)).toBe(false);
    // The string is one backslash: the quote after it closes it, the brackets count.
    expect(jsonNestsDeeperThan(String.raw`["\\", [[1]]]`, 2)).toBe(true);
    expect(jsonNestsDeeperThan(String.raw`["\\\"[[", 1]`, 1)).toBe(false);
    // A \u escape of a bracket is text.
    expect(jsonNestsDeeperThan(String.raw`["\u005b\u007b", 1]`, 1)).toBe(false);
  });

  it('measures 50,000 levels without recursion, stopping at the limit', () => {
    const deep = objects(50_000);
    expect(jsonNestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(deep, 50_000)).toBe(false);
    expect(jsonNestsDeeperThan(deep, 49_999)).toBe(true);
  });

  it('reads a huge flat array about as fast as JSON.parse reads it', () => {
    const flat = JSON.stringify({
      ids: Array.from({ length: 200_000 }, (_, index) => index),
      names: Array.from({ length: 20_000 }, (_, index) => `nom "${index}" [${index}] \\`),
    });
    expect(flat.length).toBeGreaterThan(1_000_000);
    expect(jsonNestsDeeperThan(flat, 2)).toBe(false);
    expect(jsonNestsDeeperThan(flat, 1)).toBe(true);
    // The fastest of three runs of each, so that a busy machine does not decide.
    const fastest = (work: () => unknown) =>
      Math.min(
        ...[1, 2, 3].map(() => {
          const start = Date.now();
          work();
          return Date.now() - start;
        }),
      );
    const scan = fastest(() => jsonNestsDeeperThan(flat, 2));
    const parse = fastest(() => JSON.parse(flat));
    expect(scan).toBeLessThan(3 * parse + 10);
  });

  it('leaves unfinished or unbalanced text to the parser', () => {
    expect(jsonNestsDeeperThan('["open', 0)).toBe(true);
    expect(jsonNestsDeeperThan('"open [[[[', 0)).toBe(false);
    expect(jsonNestsDeeperThan(']]]]', 0)).toBe(false);
  });
});
