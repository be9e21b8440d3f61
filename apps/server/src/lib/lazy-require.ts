import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use rather than at start: for packages only a few
 * requests need, whose loading would otherwise delay every start (decision 025). Synchronous, so
 * the code that uses it stays synchronous.
 */
export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
