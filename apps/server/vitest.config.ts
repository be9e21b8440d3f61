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
    restoreMocks: true,
  },
});
