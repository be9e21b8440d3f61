import { defineConfig } from 'vitest/config';

// Server integration tests: each file gets its own database, copied from a template migrated once
// per run (src/test/global-setup.ts). With TEST_DATABASE_URL set, the same suites run on PostgreSQL.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // On CI, a failed test is tried once more: the PostgreSQL suites share two cores with the
    // journeys there. A test that passes only then is named (scripts/vitest-flaky-reporter.mjs).
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
    // Files of a worker share one module graph: each file still builds its own app on its own
    // database, but the app's ~200 modules are imported once per worker instead of once per file
    // (CPU time of the suites halved on 2 cores). Module state must therefore belong to an app.
    isolate: false,
  },
});
