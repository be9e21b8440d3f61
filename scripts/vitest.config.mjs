import { defineConfig } from 'vitest/config';

// The repository's own scripts (build up-to-date check).
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs', '*.test.ts'] },
});
