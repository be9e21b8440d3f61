import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/*
 * The dependency graph between the modules of a folder (each sub-folder of `root` is a module:
 * apps/server/src/modules/*, apps/web/app/features/*), read from the relative imports of their
 * files, and its cycles. Used by the architecture tests; plain Node, no dependency.
 */

/** One import of a module by another: the importing file and what it imports. */
export interface ModuleImport {
  from: string;
  file: string;
  to: string;
  target: string;
}

export interface ModuleGraphOptions {
  /** Files left out (tests, fixtures…), by their path relative to `root`. */
  ignore?: (file: string) => boolean;
  /** Source file extensions. */
  extensions?: readonly string[];
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a source file imports or re-exports (static and dynamic). */
export function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** The module (first folder below `root`) of an absolute path, or null when outside them. */
function moduleOf(root: string, path: string): string | null {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
}

/** Every import of a module by another module under `root`. */
export function moduleImports(root: string, options: ModuleGraphOptions = {}): ModuleImport[] {
  const extensions = options.extensions ?? ['.ts', '.tsx'];
  const imports: ModuleImport[] = [];
  for (const path of filesUnder(root, extensions)) {
    const file = relative(root, path).split(sep).join('/');
    if (options.ignore?.(file)) continue;
    const from = moduleOf(root, path);
    if (from === null) continue;
    for (const specifier of importsOf(readFileSync(path, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const targetPath = resolve(dirname(path), specifier);
      const to = moduleOf(root, targetPath);
      if (to === null || to === from) continue;
      imports.push({ from, file, to, target: relative(root, targetPath).split(sep).join('/') });
    }
  }
  return imports;
}

/** The graph: each module and the modules it imports. */
export function moduleGraph(imports: readonly ModuleImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  return graph;
}

/**
 * The cycles of the graph, each as its modules in import order starting from the smallest name
 * (`['a', 'b']` for a → b → a), one per group of modules that reach each other (Tarjan).
 */
export function findCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;

  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = graph.get(node)?.has(node) ?? false;
      if (group.length > 1 || selfLoop) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return groups.map((group) => cycleThrough(graph, new Set(group))).sort();
}

/** One cycle through a group of mutually reachable modules, from its smallest name. */
function cycleThrough(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  group: ReadonlySet<string>,
): string[] {
  const start = [...group].sort()[0]!;
  // Breadth-first from `start` back to itself, inside the group: the shortest cycle.
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

/** `a → b → a`, with the imports that make each step, for a failure message. */
export function describeCycle(cycle: readonly string[], imports: readonly ModuleImport[]): string {
  const steps = cycle.map((from, i) => {
    const to = cycle[(i + 1) % cycle.length]!;
    const evidence = imports.find((edge) => edge.from === from && edge.to === to);
    return `  ${from} → ${to}${evidence ? ` (${evidence.file} imports ${evidence.target})` : ''}`;
  });
  return `${[...cycle, cycle[0]].join(' → ')}\n${steps.join('\n')}`;
}
