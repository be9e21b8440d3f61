import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { buildMeta } from './build-meta';

export default defineConfig({
  // builds/latest.json and builds/meta/{id}.json for build-update detection (spec §7).
  plugins: [tailwindcss(), reactRouter(), buildMeta()],
  resolve: { tsconfigPaths: true },
});
