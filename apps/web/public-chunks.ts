import { parseSync, type Plugin, type Rolldown } from 'vite';

/**
 * Fewer, larger chunks for the browser (issue 4, decision 018). Left to itself, rolldown cuts
 * one chunk per set of route modules sharing some code: a public page then preloads some fifty
 * small files, a round trip each on a phone (HTTP/1.1, six connections). Instead:
 * - `framework`: React, React DOM and React Router, which every page runs;
 * - `app`: what the client entry, the root route and the default layout import, which every page
 *   loads anyway since those three always run;
 * - `public…`: what the public pages (home, catalogue, session sheet, calendar, content pages)
 *   import beyond `app`, by who uses it (see PUBLIC_PAGES);
 * - the rest stays with rolldown's own splitting (each page's code in its route chunk, on-demand
 *   imports in their own chunks).
 *
 * "Import" is read as rolldown's tree shaking will: by name (`import { t } from
 * '@passerelle/shared'` brings the module declaring `t`, not the whole package), and within a
 * module, only the top-level statements an imported name needs, plus those with side effects (a
 * route module's loader, server-only, does not bring what it imports). Otherwise the groups would
 * take in modules the pages never run, Zod among them. An import whose names go unused brings
 * nothing, as for a package without side effects. A wrong guess only puts a module in another
 * chunk: the browser runs the same code either way.
 */

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie)[\\/]/;

/** Route modules that run on every page (paths relative to the app directory). */
const ALWAYS_LOADED = ['entry.client.tsx', 'root.tsx', 'layouts/default.tsx'];

/**
 * The public pages' route modules, by family. What they import beyond `app` is grouped by who
 * uses it: one page (`public-training`), the pages of one family (`public-catalogue`), or pages of
 * several families (`public`).
 */
const PUBLIC_PAGES: Record<string, string[]> = {
  home: ['routes/home.tsx'],
  catalogue: ['routes/training.tsx', 'routes/training-session.tsx', 'routes/calendar.tsx'],
  content: ['routes/content-page.tsx', 'routes/accessibility.tsx'],
};

/** React Router's client build imports each route module through this query. */
const ROUTE_QUERY = '?__react-router-build-client-route';

/** Names taken from a module; 'all' for a namespace import or an entry. */
type Names = Set<string> | 'all';
/** What some code needs: module request (as written) to the names it takes. */
type Needs = Map<string, Names>;

interface Reexport {
  from: string;
  /** `export * from`: every name of `from` but its default. */
  star: boolean;
  /** `export { imported as exported } from` ('*' for a namespace). */
  names: Map<string, string>;
}

interface ParsedModule {
  /** Whether the parser saw any import (else a CommonJS module, followed whole). */
  readsImports: boolean;
  /** What the module's top-level side effects need: run whenever the module runs. */
  always: Needs;
  /** Per name the module declares and exports, what its declaration needs. */
  exported: Map<string, Needs>;
  reexports: Reexport[];
}

type Resolve = (source: string, importer: string) => Promise<string | undefined>;

function merge(into: Map<string, Names>, key: string, names: Names): void {
  const current = into.get(key);
  if (current === 'all' || names === 'all') into.set(key, 'all');
  else into.set(key, new Set([...(current ?? []), ...names]));
}

/** Modules parsed for their imports; others (styles, JSON…) are followed whole. */
function isJavaScript(id: string): boolean {
  return /\.(m?[jt]sx?)(\?|$)/.test(id) && !id.startsWith('\0');
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Type positions: erased from the built code. */
const TYPE_KEYS = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const EFFECTS = new Set([
  'CallExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'AwaitExpression',
  'AssignmentExpression',
  'UpdateExpression',
]);

/** Every name `node` mentions (a superset of what it references: good enough). */
function namesIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, into);
  } else if (isNode(node)) {
    if (
      (node.type === 'Identifier' || node.type === 'JSXIdentifier') &&
      typeof node.name === 'string'
    ) {
      into.add(node.name);
    }
    for (const [key, value] of Object.entries(node)) {
      if (!TYPE_KEYS.has(key) && typeof value === 'object') namesIn(value, into);
    }
  }
  return into;
}

/** Whether evaluating `node` may have an effect (a call, outside any function body). */
function hasEffect(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasEffect);
  if (!isNode(node) || FUNCTIONS.has(node.type)) return false;
  if (EFFECTS.has(node.type)) return true;
  return Object.entries(node).some(
    ([key, value]) => !TYPE_KEYS.has(key) && typeof value === 'object' && hasEffect(value),
  );
}

/** The names a declaration binds. */
function boundBy(node: Node): string[] {
  if (node.type === 'VariableDeclaration') {
    return (node.declarations as Node[]).flatMap((declarator) => [...namesIn(declarator.id)]);
  }
  const id = (node as { id?: Node | null }).id;
  return id && typeof id.name === 'string' ? [id.name] : [];
}

const TYPE_ONLY = new Set([
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSDeclareFunction',
  'TSModuleDeclaration',
]);

async function parseModule(id: string, code: string): Promise<ParsedModule> {
  const { program, module } = parseSync(id.replace(/\?.*$/, ''), code);
  const parsed: ParsedModule = {
    readsImports: module.staticImports.length + module.staticExports.length > 0,
    always: new Map(),
    exported: new Map(),
    reexports: [],
  };

  // Imported values: local name to where it comes from and its name there ('*': namespace).
  const imported = new Map<string, { request: string; name: string }>();
  for (const entry of module.staticImports) {
    // `import './effects'` runs the module.
    if (entry.entries.length === 0) merge(parsed.always, entry.moduleRequest.value, new Set());
    for (const item of entry.entries) {
      if (item.isType) continue;
      const kind = item.importName.kind;
      const name = kind === 'Name' ? item.importName.name! : kind === 'Default' ? 'default' : '*';
      imported.set(item.localName.value, { request: entry.moduleRequest.value, name });
    }
  }

  const reexportFrom = (request: string, exported: string | null, name: string) => {
    let reexport = parsed.reexports.find((item) => item.from === request);
    if (!reexport)
      parsed.reexports.push((reexport = { from: request, star: false, names: new Map() }));
    if (exported === null) reexport.star = true;
    else reexport.names.set(exported, name);
  };
  /** Exported name to the local name it exports. */
  const exportedLocals = new Map<string, string>();
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const exported =
        entry.exportName.kind === 'Name'
          ? entry.exportName.name!
          : entry.exportName.kind === 'Default'
            ? 'default'
            : null;
      // The parser names the local binding either way, depending on the form.
      const local =
        entry.localName.kind === 'Name'
          ? entry.localName.name!
          : entry.importName.kind === 'Name'
            ? entry.importName.name!
            : null;
      const viaImport = local !== null ? imported.get(local) : undefined;
      if (viaImport && (!entry.moduleRequest || entry.moduleRequest.value === viaImport.request)) {
        // `import { a } from './a'; export { a }`: a re-export.
        if (exported) reexportFrom(viaImport.request, exported, viaImport.name);
      } else if (entry.moduleRequest) {
        const name = entry.importName.kind === 'Name' ? entry.importName.name! : '*';
        reexportFrom(entry.moduleRequest.value, exported, name);
      } else if (exported && local) {
        exportedLocals.set(exported, local);
      }
    }
  }

  // Top-level statements: what each binds and mentions, and whether it has an effect.
  const statements: { binds: string[]; names: Set<string>; effect: boolean }[] = [];
  for (const top of program.body as unknown as Node[]) {
    if (top.type === 'ImportDeclaration' || top.type === 'ExportAllDeclaration') continue;
    if (TYPE_ONLY.has(top.type)) continue;
    let node: Node = top;
    if (top.type === 'ExportNamedDeclaration') {
      if (!isNode(top.declaration)) continue; // Specifiers only: read above.
      node = top.declaration;
      if (TYPE_ONLY.has(node.type)) continue;
    }
    if (top.type === 'ExportDefaultDeclaration') {
      node = top.declaration as Node;
      const binds = boundBy(node);
      statements.push({
        binds: [...binds, '*default'],
        names: namesIn(node),
        effect: !FUNCTIONS.has(node.type) && node.type !== 'ClassDeclaration' && hasEffect(node),
      });
      exportedLocals.set('default', '*default');
      continue;
    }
    const declaration =
      node.type === 'VariableDeclaration' ||
      node.type === 'FunctionDeclaration' ||
      node.type === 'ClassDeclaration' ||
      node.type === 'TSEnumDeclaration';
    if (top.type === 'ExportNamedDeclaration') {
      for (const name of boundBy(node)) exportedLocals.set(name, name);
    }
    statements.push({
      binds: declaration ? boundBy(node) : [],
      names: namesIn(node),
      effect: node.type === 'VariableDeclaration' ? hasEffect(node) : !declaration,
    });
  }

  const declaring = new Map<string, number[]>();
  statements.forEach((statement, index) => {
    for (const name of statement.binds)
      declaring.set(name, [...(declaring.get(name) ?? []), index]);
  });
  /** The imports statements `roots` need, through the declarations they mention. */
  const needsOf = (roots: number[]): Needs => {
    const needs: Needs = new Map();
    const seen = new Set(roots);
    const stack = [...roots];
    while (stack.length > 0) {
      for (const name of statements[stack.pop()!]!.names) {
        const from = imported.get(name);
        if (from) merge(needs, from.request, from.name === '*' ? 'all' : new Set([from.name]));
        for (const index of declaring.get(name) ?? []) {
          if (seen.has(index)) continue;
          seen.add(index);
          stack.push(index);
        }
      }
    }
    return needs;
  };

  needsOf(statements.flatMap((statement, index) => (statement.effect ? [index] : []))).forEach(
    (names, request) => merge(parsed.always, request, names),
  );
  for (const [exported, local] of exportedLocals) {
    parsed.exported.set(exported, needsOf(declaring.get(local) ?? []));
  }
  return parsed;
}

/**
 * The module graph read by name: `reach(entries)` gives the modules reached from `entries`.
 * Modules the parser does not read (CommonJS, styles) are followed whole.
 */
export function graphByName(
  getModuleInfo: (id: string) => Pick<Rolldown.ModuleInfo, 'code' | 'importedIds'> | null,
  resolve: Resolve,
) {
  const parsed = new Map<string, Promise<ParsedModule | null>>();
  const parse = (id: string) => {
    let result = parsed.get(id);
    if (!result) {
      const code = getModuleInfo(id)?.code;
      result = code != null && isJavaScript(id) ? parseModule(id, code) : Promise.resolve(null);
      parsed.set(id, result);
    }
    return result;
  };
  const resolved = new Map<string, Promise<string | undefined>>();
  const target = (request: string, importer: string) => {
    const key = `${importer}\0${request}`;
    let result = resolved.get(key);
    if (!result) resolved.set(key, (result = resolve(request, importer)));
    return result;
  };

  const exportNames = new Map<string, Promise<Set<string>>>();
  /** Every name a module exports, through its `export *` too. */
  const exportsOf = (id: string, path: string[] = []): Promise<Set<string>> => {
    let result = exportNames.get(id);
    if (!result) {
      result = (async () => {
        const module = await parse(id);
        const names = new Set(module?.exported.keys());
        for (const reexport of module?.reexports ?? []) {
          reexport.names.forEach((_name, exported) => names.add(exported));
          const from = await target(reexport.from, id);
          if (reexport.star && from && !path.includes(from)) {
            for (const name of await exportsOf(from, [...path, id])) {
              if (name !== 'default') names.add(name);
            }
          }
        }
        return names;
      })();
      exportNames.set(id, result);
    }
    return result;
  };

  const reach = async (entries: string[]): Promise<Set<string>> => {
    const requested = new Map<string, Names>();
    const queue: [string, Names][] = entries.map((id) => [id, 'all']);
    const follow = async (importer: string, needs: Needs) => {
      for (const [request, names] of needs) {
        const id = await target(request, importer);
        if (id) queue.push([id, names]);
      }
    };
    while (queue.length > 0) {
      const [id, names] = queue.shift()!;
      const before = requested.get(id);
      if (before === 'all') continue;
      const fresh: Names =
        names === 'all' ? 'all' : new Set([...names].filter((name) => !before?.has(name)));
      if (before !== undefined && fresh !== 'all' && fresh.size === 0) continue;
      merge(requested, id, fresh);
      const module = await parse(id);
      if (!module || (!module.readsImports && (getModuleInfo(id)?.importedIds.length ?? 0) > 0)) {
        if (before === undefined) {
          for (const dependency of getModuleInfo(id)?.importedIds ?? []) {
            queue.push([dependency, 'all']);
          }
        }
        continue;
      }
      if (before === undefined) await follow(id, module.always);
      const wanted = fresh === 'all' ? [...(await exportsOf(id))] : [...fresh];
      for (const name of wanted) {
        const needs = module.exported.get(name);
        if (needs) await follow(id, needs);
      }
      for (const reexport of module.reexports) {
        const from = await target(reexport.from, id);
        if (!from) continue;
        const taken = new Set<string>();
        for (const [exported, imported] of reexport.names) {
          if (fresh === 'all' || fresh.has(exported)) taken.add(imported);
        }
        if (taken.has('*')) {
          queue.push([from, 'all']);
          continue;
        }
        if (reexport.star) {
          const available = await exportsOf(from);
          for (const name of wanted) {
            if (name !== 'default' && available.has(name)) taken.add(name);
          }
        }
        if (taken.size > 0) queue.push([from, taken]);
      }
    }
    return new Set(requested.keys());
  };
  return { reach };
}

/**
 * The Vite plugin: reads the graph once the client build has loaded every module, and sets the
 * browser build's chunk groups.
 */
export function publicChunks(): Plugin {
  let app = new Set<string>();
  /** Module to its group beyond `app`, and who shares it. */
  let pages = new Map<string, { name: string; sharedBy: 'public' | 'family' | 'page' }>();
  const shared = (id: string, sharedBy: 'public' | 'family' | 'page') => {
    const group = pages.get(id);
    return group?.sharedBy === sharedBy ? group.name : null;
  };
  return {
    name: 'passerelle:public-chunks',
    apply: 'build',
    configEnvironment(name, config) {
      if (config.consumer !== 'client' && name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, priority: 3 },
                  { name: (id) => (app.has(id) ? 'app' : null), priority: 2 },
                  // The more pages share a module, the earlier its group takes it (with what it imports).
                  { name: (id) => shared(id, 'public'), priority: 1.3 },
                  { name: (id) => shared(id, 'family'), priority: 1.2 },
                  { name: (id) => shared(id, 'page'), priority: 1.1 },
                ],
              },
            },
          },
        },
      };
    },
    async buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const ids = [...this.getModuleIds()];
      const routeOf = (file: string) => {
        const id =
          ids.find((candidate) => candidate.endsWith(`/app/${file}${ROUTE_QUERY}`)) ??
          ids.find((candidate) => candidate.endsWith(`/app/${file}`));
        if (!id) throw new Error(`public-chunks: no module for app/${file}`);
        return id;
      };
      const graph = graphByName(
        (id) => this.getModuleInfo(id),
        async (source, importer) => (await this.resolve(source, importer))?.id,
      );
      // React Router loads each route module by its URL: those stay, reduced to re-exporting
      // their code from the groups (a few dozen bytes each).
      const grouped = (id: string) => !FRAMEWORK.test(id) && !id.includes(ROUTE_QUERY);
      app = new Set([...(await graph.reach(ALWAYS_LOADED.map(routeOf)))].filter(grouped));
      const pageFiles = Object.entries(PUBLIC_PAGES).flatMap(([family, files]) =>
        files.map((file) => ({ family, page: file.replace(/^.*\/|\.tsx$/g, ''), file })),
      );
      const users = new Map<string, typeof pageFiles>();
      for (const page of pageFiles) {
        for (const id of await graph.reach([routeOf(page.file)])) {
          if (grouped(id) && !app.has(id)) users.set(id, [...(users.get(id) ?? []), page]);
        }
      }
      pages = new Map();
      for (const [id, list] of users) {
        const families = new Set(list.map((page) => page.family));
        pages.set(
          id,
          list.length === 1
            ? { name: `public-${list[0]!.page}`, sharedBy: 'page' }
            : families.size === 1
              ? { name: `public-${list[0]!.family}`, sharedBy: 'family' }
              : { name: 'public', sharedBy: 'public' },
        );
      }
    },
  };
}
