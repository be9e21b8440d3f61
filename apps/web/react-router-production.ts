import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * React Router's package maps every import to its development build (`dist/development`), whose
 * only difference with `dist/production` is `ENABLE_DEV_WARNINGS = true`: its warnings and the
 * developer notes of its default error screens. The browser build takes the production files
 * instead (the public pages' weight, decision 018); the server render and the dev server keep the
 * package's choice. Both directories share one layout, so every entry maps by name.
 */
const ENTRIES: Record<string, string> = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
};

export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    name: 'passerelle:react-router-production',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(source) {
      const file = ENTRIES[source];
      return file ? path.join(production, file) : null;
    },
  };
}
