import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { browserDictionary } from './browser-dictionary';
import { buildMeta } from './build-meta';
import { latin1ServerBundle } from './latin1-server-bundle';
import { lucideRuntime } from './lucide-runtime';
import { publicChunks } from './public-chunks';
import { reactRouterProduction } from './react-router-production';

export default defineConfig({
  // builds/latest.json and builds/meta/{id}.json for build-update detection (spec §7); for the
  // public pages' weight (decision 018), the browser's chunks grouped (public-chunks.ts), its
  // French dictionary split (browser-dictionary.ts), React Router's production build
  // (react-router-production.ts) and a smaller runtime for the icons (lucide-runtime.ts); the
  // server's bundle in Latin-1, one byte a character in V8 (latin1-server-bundle.ts).
  plugins: [
    tailwindcss(),
    reactRouter(),
    buildMeta(),
    publicChunks(),
    browserDictionary(),
    reactRouterProduction(),
    lucideRuntime(),
    latin1ServerBundle(),
  ],
  resolve: { tsconfigPaths: true },
  // The server build bundles these, tree-shaken, instead of loading the whole packages at start:
  // lucide-react's index alone is about 1,600 modules (decision 025); React Router in its
  // production build (react-router-production.ts, decision 068).
  ssr: {
    noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//, 'react-router', '@react-router/node'],
  },
});
