import { defineConfig } from 'vitest/config';

// The operations suites (ops/): the compiled portal started as real processes — several replicas
// on one PostgreSQL, kill -9, SIGTERM, an S3 server, backups. One file at a time: each starts
// several processes on a 2-core machine. `npm run test:ops` (decision 043).
export default defineConfig({
  test: {
    name: 'ops',
    root: import.meta.dirname,
    environment: 'node',
    include: ['ops/**/*.test.ts'],
    globalSetup: ['ops/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
