import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { SourceMap } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { IMPORT_HOOK } from '../lib/import-module.js';
import { STARTED_EVENT } from './started-event.js';

/** What became of the code cache: used, refused by V8 (then rewritten), or not there yet. */
export type CodeCacheState = 'used' | 'refused' | 'missing';

/**
 * Runs the CommonJS bundle `bundle` as Node would `require` it, but compiled from V8's code cache
 * `<bundle>.cache` when there is one (decision 027). Without a usable cache, the bundle is
 * compiled as usual and the cache written when the process emits STARTED_EVENT: it then holds
 * every function the start compiled.
 *
 * Two things Node's loader does for a module are done here: the dynamic `import()` (Node 20 loses
 * it for code run from a cache, so the bundle's goes through lib/import-module.ts) and, with
 * `--enable-source-maps`, stack traces mapped through `<bundle>.map`.
 */
export function runBundle(bundle: string): CodeCacheState {
  const cacheFile = `${bundle}.cache`;
  const cachedData = readIfPresent(cacheFile);
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), {
    filename: bundle,
    cachedData,
  });
  const state: CodeCacheState = !cachedData
    ? 'missing'
    : script.cachedDataRejected
      ? 'refused'
      : 'used';
  if (state !== 'used') process.once(STARTED_EVENT, () => writeCache(script, cacheFile));

  (globalThis as { [IMPORT_HOOK]?: (specifier: string) => Promise<unknown> })[IMPORT_HOOK] = (
    specifier,
  ) => import(specifier);
  if (process.execArgv.includes('--enable-source-maps')) mapStackTraces(bundle);

  // The bundle's `module`: its require() finds what the bundle leaves out in node_modules.
  const bundleModule = new Module(bundle);
  bundleModule.filename = bundle;
  bundleModule.paths = (
    Module as unknown as { _nodeModulePaths(dir: string): string[] }
  )._nodeModulePaths(path.dirname(bundle));
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(
    bundleModule.exports,
    bundleModule.exports,
    bundleModule.require.bind(bundleModule),
    bundleModule,
    bundle,
    path.dirname(bundle),
  );
  return state;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written under another name, then renamed: a start never reads half a cache. */
function writeCache(script: vm.Script, cacheFile: string): void {
  try {
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch {
    // A read-only installation: every start compiles, as without a cache.
  }
}

/** `(function (exports, require, module, __filename, __dirname) { `, the line's first columns. */
const WRAPPER_HEAD = Module.wrap('').slice(0, Module.wrap('').lastIndexOf('\n'));

/** The bundle's stack frames mapped to the sources; the map is read on the first stack trace. */
function mapStackTraces(bundle: string): void {
  let map: SourceMap | null | undefined;
  const loadMap = () => {
    try {
      return new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as never);
    } catch {
      return null;
    }
  };
  Error.prepareStackTrace = (error, frames) => {
    const lines = frames.map((frame) => {
      const line = frame.getLineNumber();
      const column = frame.getColumnNumber();
      if (frame.getFileName() !== bundle || line === null || column === null)
        return `    at ${frame}`;
      map ??= loadMap();
      // Module.wrap put the function's head before the bundle's first line.
      const offset = line === 1 ? WRAPPER_HEAD.length : 0;
      const entry = map?.findEntry(line - 1, column - 1 - offset);
      if (!entry || !('originalSource' in entry)) return `    at ${frame}`;
      const source = path.resolve(path.dirname(bundle), entry.originalSource);
      const name = frame.getFunctionName() ?? '<anonymous>';
      return `    at ${name} (${source}:${entry.originalLine + 1}:${entry.originalColumn + 1})`;
    });
    return [String(error), ...lines].join('\n');
  };
}
