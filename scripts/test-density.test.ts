import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { THRESHOLD, WATCHED, linesOfCode, measure, testCases } from './test-density.js';

/*
 * The density script's counting rules, and the figure issue 22 holds the wave-2 modules to: a
 * watched module falling under THRESHOLD fails CI here.
 */

const source = (text: string) =>
  ts.createSourceFile('x.test.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

describe('linesOfCode', () => {
  it('leaves out blank lines and lines holding only comments', () => {
    const text = ['// a comment', 'const a = 1;', '', '/* one', '   more */', 'a; // trailing'];
    expect(linesOfCode(source(text.join('\n')))).toBe(2);
  });

  it('counts every non-blank line of a multi-line template', () => {
    expect(linesOfCode(source('const s = `one\n\ntwo\nthree`;'))).toBe(3);
  });
});

describe('testCases', () => {
  it('counts it and test, through only and skipIf, and not skip nor todo', () => {
    const text = `
      it('a', () => {}); test('b', () => {}); it.only('c', () => {});
      it.skipIf(x)('d', () => {}); it.skip('e', () => {}); it.todo('f');`;
    expect(testCases(source(text))).toBe(4);
  });

  it('counts the rows of an each table, literal or named', () => {
    const text = `
      const rows = [1, 2, 3] as const;
      it.each(rows)('a %s', () => {});
      it.each([[1], [2]])('b %s', () => {});
      it.each(compute())('c', () => {});`;
    expect(testCases(source(text))).toBe(6);
  });

  it('multiplies the cases of a describe.each by its rows, and a skipped describe counts none', () => {
    const text = `
      describe.each([1, 2])('group %s', () => { it('a', () => {}); it('b', () => {}); });
      describe.skip('off', () => { it('c', () => {}); });`;
    expect(testCases(source(text))).toBe(4);
  });
});

describe('the server modules', () => {
  const rows = measure();

  it.each(WATCHED)(`%s exists and has at least ${THRESHOLD} test cases per 1,000 lines`, (name) => {
    const row = rows.find((candidate) => candidate.module === name);
    expect(row, `module ${name}`).toBeDefined();
    expect(row!.density).toBeGreaterThanOrEqual(THRESHOLD);
  });
});
