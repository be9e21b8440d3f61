/**
 * The key under which the compiled server's launcher (src/launcher.ts) hands over its own
 * `import()`: Node 20 loses the dynamic import callback of code run from V8's code cache, so the
 * bundle must not call `import()` itself there (decision 027).
 */
export const IMPORT_HOOK = Symbol.for('passerelle.import');

type Importer = (specifier: string) => Promise<unknown>;

/**
 * `import()` of what the compiled server does not bundle (ES modules, packages only a few requests
 * need, the web app's server build): through the launcher's hook when there is one, else directly
 * (run from the sources: tsx, Vitest, `npm run dev`).
 */
export function importModule<T>(specifier: string): Promise<T> {
  const hook = (globalThis as { [IMPORT_HOOK]?: Importer })[IMPORT_HOOK];
  return (hook ? hook(specifier) : import(specifier)) as Promise<T>;
}
