import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files of a worker share one module graph: Zod and the shared modules are imported once per
    // worker instead of once per file (the suite's CPU time divided by five). A test that needs a
    // module's first state imports a fresh one (vi.resetModules).
    isolate: false,
  },
});
