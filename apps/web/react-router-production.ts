import { createRequire } from 'node:module';
import path from 'node:path';

import type { Plugin } from 'vite';

/**
 * React Router's package maps every import to its development build (`dist/development`), whose
 * difference with `dist/production` is `ENABLE_DEV_WARNINGS = true`: its warnings, the developer
 * notes of its default error screens, and checks run on every request (route matching compiles
 * its paths again: 15 % of a page's server CPU, issue 24). Both builds take the production files
 * instead: the browser's (the public pages' weight, decision 018) and the server's, which bundles
 * react-router and @react-router/node for that (vite.config.ts) so that the server plugin uses the
 * request listener the bundle exports rather than a second, development copy (decision 068). The
 * dev server keeps the package's choice. Both directories share one layout: entries map by name.
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
    resolveId(source) {
      const file = ENTRIES[source];
      return file ? path.join(production, file) : null;
    },
  };
}
