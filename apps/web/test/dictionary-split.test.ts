import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { fr, frCatalogue, frCommon, frContact, frLogin, frValidation } from '@passerelle/shared';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The browser starts with the messages every page may show (fr-common.ts); each page registers the
 * rest before it renders (app/lib/messages/, decision 018). While the browser loads a page's
 * modules, the one registering may come after the others: no module may call `t` as it loads for
 * a message beyond fr-common.ts, unless it imports the module registering that message itself.
 * This test reads the sources for such calls, including in callbacks run as the module loads
 * (`LIST.map((item) => t(…))`).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [path.join(here, '../app'), path.join(here, '../../../packages/shared/src')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Array methods that call their callback at once (a Zod `refine` callback runs later). */
const EAGER_METHODS = new Set([
  'map',
  'flatMap',
  'forEach',
  'filter',
  'reduce',
  'some',
  'every',
  'find',
  'sort',
  'from',
]);

/** A function that runs where it is written: an IIFE, or the callback of an array method. */
function runsAtLoad(node: ts.Node): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call)) return false;
  if (call.expression === node) return true;
  return (
    call.arguments.includes(node as ts.Expression) &&
    ts.isPropertyAccessExpression(call.expression) &&
    EAGER_METHODS.has(call.expression.name.text)
  );
}

/** The messages each module of app/lib/messages/ registers. */
const REGISTERED: Record<string, object> = {
  all: fr,
  catalogue: frCatalogue,
  home: frContact,
  login: { ...frValidation, ...frLogin },
  validation: frValidation,
};

/** The messages `text`'s module may ask for as it loads: its own imports run before its body. */
function knownAtLoad(text: string): Set<string> {
  const known = new Set(Object.keys(frCommon));
  for (const [, area] of text.matchAll(/^import '~\/lib\/messages\/(\w+)';$/gm)) {
    for (const key of Object.keys(REGISTERED[area!] ?? {})) known.add(key);
  }
  return known;
}

/**
 * Known exceptions, each with the module that registers the dictionary before it loads (none
 * now: keep it so).
 */
const EXCEPTIONS = new Map<string, string>();

/** `t(…)` calls made while `file`'s module loads, as `file:line: call`. */
export function callsAtLoad(
  file: string,
  text = readFileSync(file, 'utf8'),
): { at: string; key: string | null }[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: { at: string; key: string | null }[] = [];
  const visit = (node: ts.Node, deferred: boolean): void => {
    if (ts.isFunctionLike(node) && !(ts.isArrowFunction(node) || ts.isFunctionExpression(node))) {
      deferred = true;
    } else if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && !runsAtLoad(node)) {
      deferred = true;
    } else if (ts.isClassLike(node)) {
      deferred = true;
    }
    if (
      !deferred &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 't'
    ) {
      const [first] = node.arguments;
      const key = first && ts.isStringLiteralLike(first) ? first.text : null;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({
        at: `${path.relative(path.join(here, '../../..'), file)}:${line + 1}: ${node.getText()}`,
        key,
      });
    }
    ts.forEachChild(node, (child) => visit(child, deferred));
  };
  visit(source, false);
  return found;
}

describe('the French dictionary split', () => {
  it('finds calls made as a module loads, not those made later', () => {
    const calls = callsAtLoad(
      'example.ts',
      [
        "const A = t('ui.close');",
        "const B = [1, 2].map((n) => t('ui.next'));",
        "const C = () => t('ui.back');",
        "function d() { return t('ui.previous'); }",
        "const E = { label: () => t('ui.search') };",
      ].join('\n'),
    );
    expect(calls.map((call) => call.key)).toEqual(['ui.close', 'ui.next']);
  });

  it('has no module calling t as it loads for a message it has not registered', () => {
    const offending = SOURCES.flatMap(sourceFiles)
      .flatMap((file) => {
        const known = knownAtLoad(readFileSync(file, 'utf8'));
        return callsAtLoad(file).filter((call) => call.key === null || !known.has(call.key));
      })
      .map((call) => call.at)
      .filter((at) => !EXCEPTIONS.has(at.slice(0, at.indexOf(':'))));
    expect(offending).toEqual([]);
  });

  it('registers the dictionary before each exception loads', () => {
    for (const registering of EXCEPTIONS.values()) {
      const text = readFileSync(path.join(here, '../../..', registering), 'utf8');
      expect(knownAtLoad(text).size, registering).toBe(Object.keys(fr).length);
    }
  });
});
