import { defineConfig } from 'vitest/config';

// The repository's own scripts and checks: the build's up-to-date check, the architecture map,
// the lint's rules (each held by a planted violation).
export default defineConfig({
  test: { name: 'scripts', environment: 'node', include: ['*.test.mjs', '*.test.ts'] },
});
