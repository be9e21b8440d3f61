import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace's tests (shared, server, web) and the scripts'.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web', 'scripts'],
    // 2 cores on the CI machines: modest parallelism.
    maxWorkers: 2,
    // The default report, and a line per test that passed only when tried again.
    reporters: ['default', './scripts/vitest-flaky-reporter.mjs'],
  },
});
