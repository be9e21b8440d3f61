import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * Test density of the server modules (issue 22, item 3): for each folder of
 * apps/server/src/modules, its lines of code, its test cases and the cases per 1,000 lines.
 *
 *   node --import tsx scripts/test-density.ts            print the table
 *   node --import tsx scripts/test-density.ts --check    also exit 1 when a watched module
 *                                                        is under the threshold
 *
 * What counts, exactly:
 * - Lines of code: every .ts/.tsx file under the module's folder (sub-folders included) except
 *   *.test.ts(x) and *.fixtures.ts(x). A line counts when some token of the TypeScript parser
 *   (anything but a comment) lies on it and the line is not whitespace only: blank lines and
 *   lines holding only comments are left out; a line of code ending in a comment counts; every
 *   non-blank line of a multi-line string or template counts.
 * - Test cases: in the module's *.test.ts(x) files (sub-folders included), every call of `it` or
 *   `test`, bare or through `.only`, `.concurrent`, `.sequential`, `.fails`, `.skipIf(…)`,
 *   `.runIf(…)`; `.skip` and `.todo` count 0. `it.each(rows)` / `it.for(rows)` count the rows
 *   when `rows` is an array literal, or the name of a `const` of the same file initialised with
 *   an array literal (`as const` allowed); any other table (computed, tagged template) counts 1.
 *   A `describe.each(rows)` / `describe.for(rows)` multiplies the cases inside it by its rows,
 *   with the same rule. Cases written once in a loop or a helper count once: a case is a place in
 *   the source, not a run.
 * - Density: cases × 1000 / lines.
 */

export const THRESHOLD = 30;
/** The wave-2 modules issue 22 holds to the threshold; `--check` fails when one is below it. */
export const WATCHED = [
  'documents',
  'survey-results',
  'attendance',
  'reports',
  'document-sends',
  'sso',
  'access',
] as const;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'apps/server/src/modules');

const isSource = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');
const isTest = (name: string) => /\.test\.tsx?$/.test(name);
const isFixtures = (name: string) => /\.fixtures\.tsx?$/.test(name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return isSource(name) ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}

/** Lines holding part of a non-comment token, without the whitespace-only ones. */
export function linesOfCode(source: ts.SourceFile): number {
  const text = source.text;
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source);
    if (children.length > 0 || node.kind === ts.SyntaxKind.SyntaxList) {
      children.forEach(visit);
      return;
    }
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    const start = node.getStart(source);
    const end = node.getEnd();
    if (end <= start) return;
    const first = source.getLineAndCharacterOfPosition(start).line;
    const last = source.getLineAndCharacterOfPosition(end - 1).line;
    for (let line = first; line <= last; line += 1) lines.add(line);
  };
  visit(source);
  const starts = source.getLineStarts();
  let count = 0;
  for (const line of lines) {
    const content = text.slice(starts[line], starts[line + 1] ?? text.length);
    if (content.trim() !== '') count += 1;
  }
  return count;
}

/** The rows of an `each` table under the rule in the header, or null when it is not countable. */
function tableRows(source: ts.SourceFile, table: ts.Expression | undefined): number | null {
  let expression = table;
  while (expression && (ts.isAsExpression(expression) || ts.isParenthesizedExpression(expression)))
    expression = expression.expression;
  if (!expression) return null;
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.length;
  if (ts.isIdentifier(expression)) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === expression.text)
          return tableRows(source, declaration.initializer);
      }
    }
  }
  return null;
}

const COUNTED = new Set(['only', 'concurrent', 'sequential', 'fails']);
const CONDITIONAL = new Set(['skipIf', 'runIf']);
const TABLE = new Set(['each', 'for']);

/**
 * How a call expression's callee reads: `it`/`test`/`describe` at its root, the modifiers
 * chained on it, and the table of an `each`/`for`. Null when the callee is something else.
 */
function testCallee(
  source: ts.SourceFile,
  callee: ts.Expression,
): { root: 'case' | 'describe'; modifiers: string[]; rows: number } | null {
  const modifiers: string[] = [];
  let rows = 1;
  let expression = callee;
  for (;;) {
    if (ts.isCallExpression(expression)) {
      // it.each(rows)(…), it.skipIf(cond)(…): the inner call configures, the outer one declares.
      const inner = expression.expression;
      if (!ts.isPropertyAccessExpression(inner)) return null;
      const name = inner.name.text;
      if (TABLE.has(name)) rows *= tableRows(source, expression.arguments[0]) ?? 1;
      else if (!CONDITIONAL.has(name)) return null;
      modifiers.push(name);
      expression = inner.expression;
    } else if (ts.isPropertyAccessExpression(expression)) {
      modifiers.push(expression.name.text);
      expression = expression.expression;
    } else if (ts.isIdentifier(expression)) {
      const name = expression.text;
      if (name === 'it' || name === 'test') return { root: 'case', modifiers, rows };
      if (name === 'describe') return { root: 'describe', modifiers, rows };
      return null;
    } else {
      return null;
    }
  }
}

/** The test cases a test file declares, under the rule in the header. */
export function testCases(source: ts.SourceFile): number {
  const visit = (node: ts.Node, factor: number): number => {
    if (ts.isCallExpression(node)) {
      const callee = testCallee(source, node.expression);
      if (callee) {
        const skipped = callee.modifiers.some((m) => m === 'skip' || m === 'todo');
        const known = callee.modifiers.every(
          (m) =>
            COUNTED.has(m) || CONDITIONAL.has(m) || TABLE.has(m) || m === 'skip' || m === 'todo',
        );
        if (known && callee.root === 'case') return skipped ? 0 : factor * callee.rows;
        if (known && callee.root === 'describe') {
          if (skipped) return 0;
          return node.arguments.reduce((sum, arg) => sum + visit(arg, factor * callee.rows), 0);
        }
      }
    }
    let sum = 0;
    ts.forEachChild(node, (child) => {
      sum += visit(child, factor);
    });
    return sum;
  };
  return visit(source, 1);
}

export interface ModuleDensity {
  module: string;
  lines: number;
  cases: number;
  /** Cases per 1,000 lines (0 for a module without code). */
  density: number;
}

export function measure(dir = modulesDir): ModuleDensity[] {
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
    .map((module) => {
      let lines = 0;
      let cases = 0;
      for (const path of filesUnder(join(dir, module))) {
        const name = path.slice(path.lastIndexOf('/') + 1);
        if (isTest(name)) cases += testCases(parse(path));
        else if (!isFixtures(name)) lines += linesOfCode(parse(path));
      }
      return { module, lines, cases, density: lines === 0 ? 0 : (cases * 1000) / lines };
    });
}

function main(argv: string[]): number {
  const check = argv.includes('--check');
  const rows = measure();
  const watched = new Set<string>(WATCHED);
  const width = Math.max(...rows.map((row) => row.module.length), 'module'.length);
  console.log(
    `${'module'.padEnd(width)}  ${'lines'.padStart(6)}  ${'cases'.padStart(5)}  ${'per 1k'.padStart(6)}`,
  );
  for (const row of rows) {
    const flags = [
      row.density < THRESHOLD ? `below ${THRESHOLD}` : '',
      watched.has(row.module) ? 'watched' : '',
    ].filter(Boolean);
    console.log(
      `${row.module.padEnd(width)}  ${String(row.lines).padStart(6)}  ${String(row.cases).padStart(5)}  ${row.density.toFixed(1).padStart(6)}${flags.length > 0 ? `  (${flags.join(', ')})` : ''}`,
    );
  }
  const total = rows.reduce(
    (sum, row) => ({ lines: sum.lines + row.lines, cases: sum.cases + row.cases }),
    { lines: 0, cases: 0 },
  );
  console.log(
    `${'all'.padEnd(width)}  ${String(total.lines).padStart(6)}  ${String(total.cases).padStart(5)}  ${((total.cases * 1000) / total.lines).toFixed(1).padStart(6)}`,
  );
  if (!check) return 0;
  const missing = WATCHED.filter((module) => !rows.some((row) => row.module === module));
  const failing = rows.filter((row) => watched.has(row.module) && row.density < THRESHOLD);
  for (const module of missing) console.error(`Watched module ${module} does not exist.`);
  for (const row of failing) {
    console.error(
      `${row.module}: ${row.density.toFixed(1)} test cases per 1,000 lines, under ${THRESHOLD}.`,
    );
  }
  return missing.length + failing.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
